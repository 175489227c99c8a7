import Testing

@testable import VitrineCLI

@Suite struct ArgumentParserTests {
  let options: [OptionSpec] = [
    .flag("json", help: ""), .value("family", "F", help: ""),
    .value("config", "K=V", repeatable: true, help: ""),
  ]
  let positionals = [PositionalSpec(name: "KIND", help: "")]

  @Test func parsesValuesFlagsAndPositionals() throws {
    let parsed = try ArgumentParser.parse(
      ["clock", "--family", "systemMedium", "--json", "--config=a=1", "--config", "b=2"],
      options: options, positionals: positionals)
    #expect(parsed.positionals == ["clock"])
    #expect(parsed.value("family") == "systemMedium")
    #expect(parsed.flag("json"))
    #expect(parsed.all("config") == ["a=1", "b=2"])
  }

  @Test func everyMistakeIsNamed() {
    #expect(throws: UsageError("unknown option '--colour'; see --help")) {
      try ArgumentParser.parse(
        ["k", "--colour", "red"], options: options, positionals: positionals)
    }
    #expect(throws: UsageError("option '--family' needs a value (F)")) {
      try ArgumentParser.parse(["k", "--family"], options: options, positionals: positionals)
    }
    #expect(throws: UsageError("option '--family' was given more than once")) {
      try ArgumentParser.parse(
        ["k", "--family", "a", "--family", "b"], options: options, positionals: positionals)
    }
    #expect(throws: UsageError("missing KIND")) {
      try ArgumentParser.parse([], options: options, positionals: positionals)
    }
    #expect(throws: UsageError("unexpected argument 'extra'")) {
      try ArgumentParser.parse(["k", "extra"], options: options, positionals: positionals)
    }
    #expect(throws: UsageError("option '--json' takes no value")) {
      try ArgumentParser.parse(["k", "--json=yes"], options: options, positionals: positionals)
    }
  }

  @Test func helpWinsOverMissingArguments() throws {
    let parsed = try ArgumentParser.parse(["--help"], options: options, positionals: positionals)
    #expect(parsed.wantsHelp)
  }

  @Test func aDoubleDashEndsOptions() throws {
    let parsed = try ArgumentParser.parse(
      ["--", "--json"], options: options, positionals: positionals)
    #expect(parsed.positionals == ["--json"])
    #expect(!parsed.flag("json"))
  }
}
