import Foundation
import Testing
import VitrineTestSupport

@testable import VitrineCLI

@Suite(.timeLimit(.minutes(5))) struct RenderCommandTests {
  @Test(arguments: ["png", "svg", "pdf"])
  func rendersEveryFormat(format: String) async throws {
    let folder = try TemporaryFolder("cli-render")
    let file = folder.url.appendingPathComponent("clock.\(format)").path
    let result = await vitrine(
      "render", "clock", "--family", "systemMedium", "--at", "2026-11-30T09:41:00Z", "--scale",
      "2", "-o", file)
    #expect(result.status == 0, "\(result.err)")
    let data = try Data(contentsOf: URL(fileURLWithPath: file))
    let signature: [String: [UInt8]] = [
      "png": [0x89, 0x50, 0x4E, 0x47], "svg": Array("<?xml".utf8), "pdf": Array("%PDF".utf8),
    ]
    #expect(Array(data.prefix(signature[format]!.count)) == signature[format]!)
    if format == "png" {
      // 338×158 points at scale 2, from the PNG header's width and height.
      let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
      let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
      #expect(width == 676 && height == 316)
      #expect(result.out.contains("676×316 px"))
    }
  }

  @Test func mistakesAreUsageErrors() async throws {
    // Paths of a folder of its own: nothing may be written, and nothing shared is touched.
    let output = try TemporaryFolder("render-mistakes")
    let gif = output.url.appendingPathComponent("x.gif").path
    let png = output.url.appendingPathComponent("x.png").path
    for call in [
      ["render", "clock"], ["render", "clock", "-o", gif],
      ["render", "clock", "-o", png, "--scale", "4"],
      ["render", "clock", "-o", png, "--locale", "xx_NOPE"],
      ["render", "clock", "-o", png, "--family", "systemLarge"],
      ["render", "clock", "-o", png, "--placeholder", "--preview"],
      ["a11y", "clock", "--color-scheme", "sepia"],
      ["render", "clock", "-o", png, "--rendering-mode", "sepia"],
    ] {
      let result = await vitrine(call)
      #expect(result.status == 2, "\(call)")
      #expect(result.err.split(separator: "\n").count == 1, "\(call)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: output.url.path).isEmpty)
  }

  @Test func theRenderingModeFollowsThePlaceOrTheOption() async throws {
    let folder = try TemporaryFolder("cli-rendering-mode")
    func render(_ name: String, _ extra: [String]) async throws -> Data {
      let file = folder.url.appendingPathComponent("\(name).png").path
      let result = await vitrine(
        ["render", "clock", "--at", "2026-11-30T09:41:00Z", "--scale", "1", "-o", file] + extra)
      #expect(result.status == 0, "\(result.err)")
      return try Data(contentsOf: URL(fileURLWithPath: file))
    }
    // A Lock Screen family is vibrant unless told otherwise: naming vibrant changes nothing,
    // full colour changes the picture.
    let lock = try await render("lock", ["--family", "accessoryRectangular"])
    let vibrant = try await render(
      "vibrant", ["--family", "accessoryRectangular", "--rendering-mode", "vibrant"])
    let fullColor = try await render(
      "full", ["--family", "accessoryRectangular", "--rendering-mode", "fullColor"])
    #expect(lock == vibrant)
    #expect(lock != fullColor)
    let home = try await render("home", ["--family", "systemSmall"])
    let tinted = try await render(
      "tinted", ["--family", "systemSmall", "--rendering-mode", "accented"])
    #expect(home != tinted)
  }

  @Test func aTapShowsInTheNextRenderAndInTheRequestedLanguage() async throws {
    let folder = try TemporaryFolder("cli-tap-render")
    let dir = folder.url.path
    let before = await vitrine("a11y", "recommendations", "--data-dir", dir, "--locale", "ru_RU")
    #expect(before.status == 0, "\(before.err)")
    _ = await vitrine("intent", "recommendations", "forward", "--data-dir", dir)
    let after = await vitrine("a11y", "recommendations", "--data-dir", dir, "--locale", "ru_RU")
    let firstBefore = before.out.split(separator: "\n").first ?? ""
    let firstAfter = after.out.split(separator: "\n").first ?? ""
    #expect(firstBefore.contains("Брат 2"))
    #expect(firstAfter.contains("label=\"Брат\""))
    #expect(after.out.contains("Пролистнуть вперёд"))
  }

  @Test func thePlaceholderIsRedacted() async throws {
    let folder = try TemporaryFolder("cli-placeholder")
    let result = await vitrine(
      "a11y", "recommendations", "--placeholder", "--data-dir", folder.url.path)
    #expect(result.status == 0)
    // Redacted text is not read out; only the buttons remain.
    #expect(!result.out.contains("Brother"))
  }
}
