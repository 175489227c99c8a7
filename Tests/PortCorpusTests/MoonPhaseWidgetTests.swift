import Foundation
import SwiftUI
import Testing
import VitrineCLI
import VitrineSnapshotTesting
import VitrineTestSupport
import WidgetKit

/// A PreviewProvider compiles as written for Xcode, and `vitrine previews` finds, names and
/// renders each of its previews.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct MoonPhaseWidgetTests {
  @Test func eachPreviewHasItsNameAndFamily() {
    let items = MoonPhaseWidget_Previews.previewItems
    #expect(items.map(\.name) == ["New Moon", "Full Moon"])
    #expect(items.map(\.family) == [.systemSmall, .systemMedium])
    #expect(items.allSatisfy { $0.provider == "MoonPhaseWidget_Previews" })
  }

  @Test func previewsLookAsTheyWouldInXcode() {
    let items = MoonPhaseWidget_Previews.previewItems
    for item in items {
      assertSnapshot(of: item.view, as: .image(widget: item.family), named: item.name)
    }
  }

  @Test func vitrinePreviewsRendersEachToPNG() async throws {
    let folder = try TemporaryFolder("vitrine-previews")
    let status = await VitrineCommandLine.main(
      ["previews", "--render-dir", folder.url.path, "--scale", "1"],
      widgets: MoonPhaseWidget().descriptors, previews: [MoonPhaseWidget_Previews.self])
    #expect(status == 0)
    let small = try Data(contentsOf: folder.url.appendingPathComponent("New-Moon.png"))
    let medium = try Data(contentsOf: folder.url.appendingPathComponent("Full-Moon.png"))
    // IHDR width at byte 16: small 158 pt and medium 338 pt on the 393 × 852 pt iPhone, at 1×.
    #expect(small[16..<20].reduce(0) { $0 << 8 | Int($1) } == 158)
    #expect(medium[16..<20].reduce(0) { $0 << 8 | Int($1) } == 338)
  }

  @Test func vitrinePreviewsTakesTheDynamicTypeSizeAndTheDirection() async throws {
    // The widget's text is in text styles (largeTitle, headline, subheadline): at xxxLarge
    // they are drawn at the HIG's 40, 23 and 21 pt instead of 34, 17 and 15, so the PNG
    // differs; right to left mirrors its leading-aligned column.
    let folder = try TemporaryFolder("vitrine-previews-reader")
    func render(_ name: String, _ extra: [String]) async throws -> Data {
      let file = folder.url.appendingPathComponent("\(name).png").path
      let status = await VitrineCommandLine.main(
        ["previews", "render", "New Moon", "-o", file, "--scale", "1"] + extra,
        widgets: MoonPhaseWidget().descriptors, previews: [MoonPhaseWidget_Previews.self])
      #expect(status == 0)
      return try Data(contentsOf: URL(fileURLWithPath: file))
    }
    let plain = try await render("plain", [])
    #expect(try await render("large", ["--dynamic-type", "large"]) == plain)
    #expect(try await render("xxxl", ["--dynamic-type", "xxxLarge"]) != plain)
    #expect(try await render("rtl", ["--layout-direction", "rightToLeft"]) != plain)
  }

  @Test func theWidgetRendersItsTimeline() async throws {
    let home = try CorpusHome(MoonPhaseWidget().descriptors)
    let view = try await home.view(kind: "MoonPhase", family: .systemMedium)
    assertSnapshot(of: view, as: .image(widget: .systemMedium))
  }
}
