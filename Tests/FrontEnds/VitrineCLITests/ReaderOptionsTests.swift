import Foundation
import Testing
import VitrineTestSupport
import VitrineUI

@testable import VitrineCLI

/// `--dynamic-type` and `--layout-direction`: the twelve sizes by their SwiftUI names (and the
/// Human Interface Guidelines' AX1–AX5), the two directions, and a did-you-mean for typos.
@Suite struct ReaderOptionsTests {
  private let options = ReaderOptions.options

  private func parse(_ words: [String]) throws -> ParsedArguments {
    try ArgumentParser.parse(words, options: options, positionals: [])
  }

  @Test func everySizeByItsNameAndTheAccessibilitySizesAsAX() throws {
    #expect(try ReaderOptions.dynamicTypeSize(parse([])) == .large)
    for size in DynamicTypeSize.allCases {
      #expect(try ReaderOptions.dynamicTypeSize(parse(["--dynamic-type", "\(size)"])) == size)
    }
    #expect(try ReaderOptions.dynamicTypeSize(parse(["--dynamic-type", "XXXLARGE"])) == .xxxLarge)
    #expect(try ReaderOptions.dynamicTypeSize(parse(["--dynamic-type", "ax1"])) == .accessibility1)
    #expect(try ReaderOptions.dynamicTypeSize(parse(["--dynamic-type", "AX5"])) == .accessibility5)
  }

  @Test func aMistypedSizeNamesTheNearestOne() throws {
    #expect(throws: UsageError("unknown Dynamic Type size 'xxlarg'; did you mean 'xxLarge'?")) {
      try ReaderOptions.dynamicTypeSize(parse(["--dynamic-type", "xxlarg"]))
    }
    #expect(
      throws: UsageError(
        "unknown Dynamic Type size 'huge' (sizes: xSmall, small, medium, large, xLarge, xxLarge,"
          + " xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4,"
          + " accessibility5)")
    ) {
      try ReaderOptions.dynamicTypeSize(parse(["--dynamic-type", "huge"]))
    }
  }

  @Test func theDirectionsAndATypo() throws {
    #expect(try ReaderOptions.layoutDirection(parse([])) == nil)
    #expect(
      try ReaderOptions.layoutDirection(parse(["--layout-direction", "rightToLeft"]))
        == .rightToLeft)
    #expect(
      try ReaderOptions.layoutDirection(parse(["--layout-direction", "RTL"])) == .rightToLeft)
    #expect(
      try ReaderOptions.layoutDirection(parse(["--layout-direction", "ltr"])) == .leftToRight)
    #expect(
      throws: UsageError("unknown layout direction 'rigthToLeft'; did you mean 'rightToLeft'?")
    ) {
      try ReaderOptions.layoutDirection(parse(["--layout-direction", "rigthToLeft"]))
    }
    #expect(throws: UsageError("unknown layout direction 'up' (leftToRight or rightToLeft)")) {
      try ReaderOptions.layoutDirection(parse(["--layout-direction", "up"]))
    }
  }

  // Renders in-process; three minutes, as a loaded machine running the other suites in
  // parallel slowed its four renders past one.
  @Test(.timeLimit(.minutes(3)))
  func renderTakesTheSizeAndTheDirection() async throws {
    let folder = try TemporaryFolder("cli-reader-options")
    func render(_ name: String, _ extra: [String]) async throws -> Data {
      let file = folder.url.appendingPathComponent("\(name).png").path
      let result = await vitrine(
        ["render", "clock", "--at", "2026-11-30T09:41:00Z", "--scale", "1", "-o", file] + extra)
      #expect(result.status == 0, "\(result.err)")
      return try Data(contentsOf: URL(fileURLWithPath: file))
    }
    let plain = try await render("plain", ["--family", "systemMedium"])
    // Arabic reads right to left: the medium clock is mirrored, and leftToRight undoes it.
    let arabic = try await render("ar", ["--family", "systemMedium", "--locale", "ar"])
    let undone = try await render(
      "ltr", ["--family", "systemMedium", "--locale", "ar", "--layout-direction", "leftToRight"])
    #expect(plain != arabic)
    #expect(undone != arabic)
    let typo = await vitrine(["render", "clock", "-o", "x.png", "--dynamic-type", "xlage"])
    #expect(typo.status == 2)
    #expect(typo.err.contains("did you mean 'xLarge'?"))
  }
}
