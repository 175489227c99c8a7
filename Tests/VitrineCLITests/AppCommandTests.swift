import Foundation
import Testing
import VitrineTestSupport

@testable import VitrineCLI

@Suite struct AppCommandTests {
  @Test func rendersTheCatalogToPNG() async throws {
    let folder = try TemporaryFolder("cli-app-render")
    let file = folder.url.appendingPathComponent("catalog.png").path
    let result = await vitrine(
      "app", "render", "catalog", "--device", "375x667", "--scale", "1", "-o", file)
    #expect(result.status == 0, "\(result.err)")
    let data = try Data(contentsOf: URL(fileURLWithPath: file))
    #expect(Array(data.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    // 375 × 667 points at scale 1, from the PNG header.
    let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 375 && height == 667)
    #expect(result.out.contains("375×667 px"))
  }

  @Test func a11yReadsTheScreenInTheRequestedLanguage() async {
    let result = await vitrine("app", "a11y", "catalog", "--locale", "ru_RU")
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains("label=\"Драма\""))
    #expect(result.out.contains("label=\"Все фильмы и сериалы · 46 названий\""))
    #expect(result.out.contains("label=\"Поделились с вами\""))
  }

  @Test func tapsRunInOrderAndStateCarriesOver() async {
    let result = await vitrine("app", "catalog", "--tap", "Drama", "--tap", "Brother")
    #expect(result.status == 0, "\(result.err)")
    let steps = result.out.components(separatedBy: "\n== ")
    #expect(steps.count == 3)
    #expect(steps[0].contains("All titles · 46 titles"))
    #expect(steps[1].hasPrefix("after tapping \"Drama\""))
    #expect(steps[1].contains("Drama · 23 titles"))
    #expect(steps[1].contains("label=\"Drama\" traits=button,staticText,selected"))
    // "Brother" opened the detail screen of the film shown in the filtered list.
    #expect(steps[2].contains("label=\"Watch\" traits=button"))
    #expect(steps[2].contains("St Petersburg"))
  }

  @Test func theSharedTabSaysItComesLater() async {
    let result = await vitrine("app", "a11y", "shared")
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains("Coming in a later version"))
  }

  @Test func mistakesAreReported() async {
    for call in [
      ["app"], ["app", "render"], ["app", "render", "catalog"], ["app", "settings"],
      ["app", "render", "catalog", "-o", "/tmp/x.svg"],
      ["app", "render", "catalog", "-o", "/tmp/x.png", "--scale", "5"],
      ["app", "a11y", "catalog", "--color-scheme", "sepia"],
      ["app", "a11y", "catalog", "--device", "1x1"],
      ["app", "catalog", "extra"],
    ] {
      let result = await vitrine(call)
      #expect(result.status == 2, "\(call)")
      #expect(result.err.split(separator: "\n").count == 1, "\(call)")
    }
    let missing = await vitrine("app", "catalog", "--tap", "No such thing")
    #expect(missing.status == 1)
    #expect(missing.err.contains("cannot tap 'No such thing'"))
    #expect(missing.err.contains("Drama"))
  }
}
