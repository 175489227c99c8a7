import Foundation
import Testing
import VitrineHomeScreen
import VitrineWidgetCore
import VitrineTestSupport

@testable import VitrineCLI

/// What a user who mistypes gets: the nearest command, option or kind, and `-o` as a real
/// short form of `--output` (help used to print it as `--o FILE`).
@Suite struct TypoTests {
  let options: [OptionSpec] = [
    .flag("json", help: ""), .value("family", "F", help: ""),
    .value("output", "FILE", short: "o", help: ""),
  ]

  @Test func aMistypedOptionNamesTheNearestOne() {
    // "famliy" is one swap from "family"; "fmaily" too; "familyy" one insertion.
    for typo in ["famliy", "fmaily", "familyy", "Family"] {
      #expect(throws: UsageError("unknown option '--\(typo)'; did you mean '--family'?")) {
        try ArgumentParser.parse(["--\(typo)", "x"], options: options, positionals: [])
      }
    }
    #expect(throws: UsageError("unknown option '-x'; see --help")) {
      try ArgumentParser.parse(["-x"], options: options, positionals: [])
    }
  }

  @Test func theShortFormIsTheSameOption() throws {
    let parsed = try ArgumentParser.parse(["-o", "a.png"], options: options, positionals: [])
    #expect(parsed.value("output") == "a.png")
    #expect(throws: UsageError("option '--output' was given more than once")) {
      try ArgumentParser.parse(
        ["-o", "a.png", "--output", "b.png"], options: options, positionals: [])
    }
  }

  @Test func helpSpellsTheShortFormAsUsersTypeIt() async {
    for command in ["render", "app", "previews", "control"] {
      let help = await vitrine(command, "--help").out
      #expect(help.contains("  -o, --output FILE"), "\(command)")
      #expect(!help.contains("--o "), "\(command)")
    }
  }

  @Test func aMistypedCommandNamesTheNearestOne() async {
    let result = await vitrine("rendr", "clock")
    #expect(result.status == 2)
    #expect(result.err == "vitrine: unknown command 'rendr'; did you mean 'render'?")
    let far = await vitrine("paint", "clock")
    #expect(far.err == "vitrine: unknown command 'paint'; see 'vitrine --help'")
  }

  @Test func aMistypedKindNamesTheNearestOne() async {
    let result = await vitrine("render", "clok", "-o", "/tmp/never-written.png")
    #expect(result.status != 0)
    #expect(result.err.contains("unknown widget kind 'clok'; did you mean 'clock'?"))
  }

  @Test func theEditDistanceCountsAnAdjacentSwapAsOneEdit() {
    func distance(_ a: String, _ b: String) -> Int {
      SpellingSuggestion.editDistance(Array(a), Array(b))
    }
    #expect(distance("family", "family") == 0)
    #expect(distance("fmaily", "family") == 1)  // swap
    #expect(distance("famly", "family") == 1)  // insertion
    #expect(distance("famiily", "family") == 1)  // deletion
    #expect(distance("fbmily", "family") == 1)  // substitution
    #expect(distance("", "abc") == 3)
    #expect(distance("kitten", "sitting") == 3)
    // Short words get one edit of reach, so "o" suggests nothing from "output" or "json".
    #expect(SpellingSuggestion.closest(to: "o", among: ["output", "json"]) == nil)
    #expect(SpellingSuggestion.closest(to: "jsn", among: ["output", "json"]) == "json")
    // Words past the bound are never compared.
    let long = String(repeating: "a", count: SpellingSuggestion.longestWord + 1)
    #expect(SpellingSuggestion.closest(to: long, among: [long]) == nil)
  }
}

/// `cannot write …` says which folder is missing or what is in the way.
@Suite struct OutputFileTests {
  @Test func aMissingFolderIsNamed() throws {
    let folder = try TemporaryFolder("output-file")
    let path = folder.url.appendingPathComponent("no/such/dir/a.png").path
    let missing = folder.url.appendingPathComponent("no/such/dir").path
    #expect(throws: CommandFailure.self) { try OutputFile.write(Data([1]), to: path) }
    do {
      try OutputFile.write(Data([1]), to: path)
    } catch {
      #expect(
        "\(error)" == "cannot write \(path): the folder \(missing) does not exist (create it first)"
      )
    }
  }

  @Test func aFileInTheWayAndAFolderAtThePathAreNamed() throws {
    let folder = try TemporaryFolder("output-file")
    let file = folder.url.appendingPathComponent("plain")
    try Data([1]).write(to: file)
    do {
      try OutputFile.write(Data([1]), to: file.path + "/a.png")
      Issue.record("wrote under a file")
    } catch {
      #expect("\(error)" == "cannot write \(file.path)/a.png: \(file.path) is a file, not a folder")
    }
    do {
      try OutputFile.write(Data([1]), to: folder.url.path)
      Issue.record("wrote over a folder")
    } catch {
      #expect("\(error)" == "cannot write \(folder.url.path): it is a folder")
    }
    try OutputFile.write(Data([2, 3]), to: file.path)
    #expect(try Data(contentsOf: file) == Data([2, 3]))
  }

  @Test func renderNamesTheMissingFolder() async throws {
    let folder = try TemporaryFolder("output-file")
    let path = folder.url.appendingPathComponent("missing/clock.png").path
    let result = await vitrine("render", "clock", "-o", path)
    #expect(result.status == 1)
    #expect(result.err.contains("the folder \(folder.url.path)/missing does not exist"))
  }
}
