import Foundation
import Testing
import VitrineTestSupport

/// `@main` on a `WidgetBundle` (Tests/Fixtures/MyWidgets, built as `my-widgets`) makes an
/// executable that is the `vitrine` command line over the bundle's widgets.
@Suite(.timeLimit(.minutes(10))) struct MyWidgetsBundleTests {
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

  @Test func listsTheBundlesPreviews() async throws {
    let result = try await BuiltProducts.run(executable, ["previews"])
    #expect(result.status == 0, "\(result.error)")
    // The three `#Preview`s at the end of MyWidgets.swift, in line order; the unnamed one is
    // named by where it is written.
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "MyWidgets.swift:106 — systemSmall, 2 entries (MyWidgets.swift:106)",
        "Quote — systemMedium, 1 entry (MyWidgets.swift:113)",
        "Steps label — 200 × 80 pt (MyWidgets.swift:119)",
      ])
  }

  @Test func rendersEachTimelineEntryOfAWidgetPreview() async throws {
    let folder = try TemporaryFolder("my-widgets-previews")
    let output = folder.url.appendingPathComponent("steps.png")
    let result = try await BuiltProducts.run(
      executable, ["previews", "render", "MyWidgets.swift:106", "-o", output.path, "--scale", "1"])
    #expect(result.status == 0, "\(result.error)")
    // Two entries: steps-1.png and steps-2.png, each a small widget, 158 × 158 pixels at 1×.
    for number in [1, 2] {
      let png = try Data(contentsOf: folder.url.appendingPathComponent("steps-\(number).png"))
      #expect(png[16..<20].reduce(0) { $0 << 8 | Int($1) } == 158)
      #expect(png[20..<24].reduce(0) { $0 << 8 | Int($1) } == 158)
    }
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test func rendersOneEntryAndAFixedLayout() async throws {
    let folder = try TemporaryFolder("my-widgets-previews")
    let second = folder.url.appendingPathComponent("second.png")
    let entry = try await BuiltProducts.run(
      executable, ["previews", "render", "MyWidgets.swift:106", "--entry", "2", "-o", second.path])
    #expect(entry.status == 0, "\(entry.error)")
    #expect(entry.output.contains("entry 2"))
    let entryPNG = try Data(contentsOf: second)
    // The small widget at the default 2×: 316 pixels.
    #expect(entryPNG[16..<20].reduce(0) { $0 << 8 | Int($1) } == 316)
    let label = folder.url.appendingPathComponent("label.png")
    let fixed = try await BuiltProducts.run(
      executable, ["previews", "render", "Steps label", "-o", label.path])
    #expect(fixed.status == 0, "\(fixed.error)")
    // `.fixedLayout(width: 200, height: 80)` at 2×: 400 × 160 pixels.
    let png = try Data(contentsOf: label)
    #expect(png[16..<20].reduce(0) { $0 << 8 | Int($1) } == 400)
    #expect(png[20..<24].reduce(0) { $0 << 8 | Int($1) } == 160)
  }

  @Test func previewMistakesAreUsageErrors() async throws {
    let unknown = try await BuiltProducts.run(executable, ["previews", "render", "Nope"])
    #expect(unknown.status == 2)
    #expect(unknown.error.contains("no preview named 'Nope'"), "\(unknown.error)")
    #expect(unknown.error.contains("'Quote'"))
    let entry = try await BuiltProducts.run(
      executable, ["previews", "render", "Quote", "--entry", "2", "-o", "/tmp/unused.png"])
    #expect(entry.status == 2)
    #expect(entry.error.contains("--entry expects a number from 1 to 1"), "\(entry.error)")
  }
}
