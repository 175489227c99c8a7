import Foundation
import Testing
import VitrineTestSupport

@testable import VitrineCLI

@Suite(.timeLimit(.minutes(5))) struct AppCommandTests {
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

  @Test func renderTakesTheDynamicTypeSizeAndTheDirection() async throws {
    // The catalog's rows are in text styles (body): at accessibility3 they are drawn at the
    // HIG's 40 pt, not 17, and right to left the rows start at the right.
    let folder = try TemporaryFolder("cli-app-reader")
    func render(_ name: String, _ extra: [String]) async throws -> Data {
      let file = folder.url.appendingPathComponent("\(name).png").path
      let result = await vitrine(
        ["app", "render", "catalog", "--device", "375x667", "--scale", "1", "-o", file] + extra)
      #expect(result.status == 0, "\(result.err)")
      return try Data(contentsOf: URL(fileURLWithPath: file))
    }
    let plain = try await render("plain", [])
    #expect(try await render("ax3", ["--dynamic-type", "ax3"]) != plain)
    #expect(try await render("rtl", ["--layout-direction", "rtl"]) != plain)
    let typo = await vitrine(["app", "render", "catalog", "--layout-direction", "rightToLft"])
    #expect(typo.status == 2)
    #expect(typo.err.contains("did you mean 'rightToLeft'?"))
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

  @Test func theShelfEmptyByDefault() async {
    let result = await vitrine("app", "a11y", "shared")
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains("Nothing shared yet"))
  }

  @Test func aSharedLinkShowsOnTheShelfAndHidingItLasts() async throws {
    let folder = try TemporaryFolder("cli-app-shelf")
    let data = ["--data-dir", folder.url.path]
    let link = "https://vitrine.example/title/stalker"
    #expect(await vitrine(["contacts", "add", "Anna"] + data).status == 0)
    let sent = await vitrine(
      ["messages", "send", "--from", "Anna", "--text", "Watch \(link)"] + data)
    #expect(sent.status == 0, "\(sent.err)")
    let shown = await vitrine(["app", "a11y", "shared"] + data)
    #expect(shown.out.contains("label=\"Stalker, 1979 · USSR\""), "\(shown.out)")
    #expect(shown.out.contains("label=\"From Anna\""))
    let menu = await vitrine(["app", "shared", "--long-press", "From Anna"] + data)
    #expect(
      menu.out.contains(
        "== menu of \"From Anna\" ==\nReply\nRemove from Shelf\nSave to My List\nShare\n"
          + "Mark as Watched"), "\(menu.out)")
    let hidden = await vitrine(
      ["app", "shared", "--long-press", "From Anna", "--menu", "Remove from Shelf"] + data)
    #expect(hidden.status == 0, "\(hidden.err)")
    let afterHiding = hidden.out.components(separatedBy: "== after choosing").last ?? ""
    #expect(!afterHiding.contains("Stalker"), "\(hidden.out)")
    #expect(afterHiding.contains("Nothing shared yet"))
    // Shared again in the same conversation, it stays hidden.
    _ = await vitrine(["messages", "send", "--from", "Anna", "--text", "again \(link)"] + data)
    let later = await vitrine(["app", "a11y", "shared"] + data)
    #expect(!later.out.contains("Stalker"))
    #expect(later.out.contains("Nothing shared yet"))
  }

  @Test func mistakesAreReported() async {
    for call in [
      ["app"], ["app", "render"], ["app", "render", "catalog"], ["app", "settings"],
      ["app", "render", "catalog", "-o", "/tmp/x.svg"],
      ["app", "render", "catalog", "-o", "/tmp/x.png", "--scale", "5"],
      ["app", "a11y", "catalog", "--color-scheme", "sepia"],
      ["app", "a11y", "catalog", "--device", "1x1"],
      ["app", "catalog", "extra"],
      ["app", "shared", "--menu", "Share"],
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
