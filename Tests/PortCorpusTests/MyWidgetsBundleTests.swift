import Foundation
import Testing
import VitrineTestSupport

/// `@main` on a `WidgetBundle` (Tests/Fixtures/MyWidgets, built as `my-widgets`) makes an
/// executable that is the `vitrine` command line over the bundle's widgets.
@Suite struct MyWidgetsBundleTests {
  let executable = BuiltProducts.executable("my-widgets")

  @Test func listsTheBundlesWidgets() async throws {
    let result = try await BuiltProducts.run(executable, ["kinds"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("StepsWidget"))
    #expect(result.output.contains("QuoteWidget"))
    // Only the bundle's widgets: none of Vitrine's own.
    #expect(!result.output.contains("recommendations"))
  }

  @Test func rendersAWidgetToPNG() async throws {
    let folder = try TemporaryFolder("my-widgets")
    let output = folder.url.appendingPathComponent("steps.png")
    let result = try await BuiltProducts.run(
      executable,
      [
        "render", "StepsWidget", "--family", "systemSmall", "--scale", "2", "-o", output.path,
        "--data-dir", folder.url.path,
      ])
    #expect(result.status == 0, "\(result.error)")
    let png = try Data(contentsOf: output)
    // PNG signature, then the IHDR chunk: width and height big-endian at bytes 16 and 20.
    // The small widget on the 393 × 852 pt iPhone is 158 × 158 pt, 316 × 316 pixels at 2×.
    #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 316 && height == 316)
  }

  @Test func aMistakeIsAUsageError() async throws {
    let folder = try TemporaryFolder("my-widgets")
    let result = try await BuiltProducts.run(
      executable,
      [
        "render", "NoSuchWidget", "-o", folder.url.appendingPathComponent("x.png").path,
        "--data-dir", folder.url.path,
      ])
    #expect(result.status == 2)
    #expect(result.error.contains("NoSuchWidget"), "\(result.error)")
  }
}
