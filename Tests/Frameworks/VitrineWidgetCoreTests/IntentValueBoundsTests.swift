import Testing

@testable import VitrineWidgetCore

private struct BoundsIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Bounds"
  @Parameter(title: "Count", default: 3)
  var count: Int
  @Parameter(title: "Scale", default: 1.5)
  var scale: Double
  @Parameter(title: "Note", default: "")
  var note: String
  @Parameter(title: "Limit")
  var limit: Int?
}

/// Intent parameter values come from outside (command line, store, web form): every number
/// range and length is checked where they enter, with an error naming the parameter.
@Suite struct IntentValueBoundsTests {
  let descriptor = BoundsIntent.descriptor

  @Test(arguments: [
    "9223372036854775808",  // Int.max + 1
    "-9223372036854775809",  // Int.min − 1
    "1e3", "3.0", "0x10", "",
  ])
  func integersOutOfRangeOrNotWholeAreRefused(_ text: String) throws {
    #expect(
      throws: IntentConfigurationError.invalidValue(
        key: "count", value: text, expected: "an integer")
    ) {
      try descriptor.validate(["count": text], against: [:])
    }
  }

  @Test func theIntegerRangeItselfIsAccepted() throws {
    try descriptor.validate(["count": "9223372036854775807"], against: [:])
    try descriptor.validate(["count": "-9223372036854775808"], against: [:])
    #expect(BoundsIntent(values: ["count": "9223372036854775807"]).count == .max)
  }

  @Test(arguments: ["nan", "NaN", "inf", "-infinity", "1e400", "-1e309"])
  func numbersThatAreNotFiniteAreRefused(_ text: String) throws {
    #expect(
      throws: IntentConfigurationError.invalidValue(key: "scale", value: text, expected: "a number")
    ) {
      try descriptor.validate(["scale": text], against: [:])
    }
  }

  @Test func anOptionalIntegerOutOfRangeIsRefusedToo() throws {
    #expect(
      throws: IntentConfigurationError.invalidValue(
        key: "limit", value: "99999999999999999999", expected: "an integer or nothing")
    ) {
      try descriptor.validate(["limit": "99999999999999999999"], against: [:])
    }
  }

  @Test func aHugeValueIsRefusedBeforeParsing() throws {
    // 4,096 bytes pass; 4,097 (and a megabyte) do not, for any type.
    try descriptor.validate(["note": String(repeating: "a", count: 4_096)], against: [:])
    #expect(
      throws: IntentConfigurationError.valueTooLong(key: "note", bytes: 4_097, limit: 4_096)
    ) {
      try descriptor.validate(["note": String(repeating: "a", count: 4_097)], against: [:])
    }
    // "é" is 2 bytes in UTF-8: 3,000 of them are 6,000 bytes.
    #expect(
      throws: IntentConfigurationError.valueTooLong(key: "count", bytes: 6_000, limit: 4_096)
    ) {
      try descriptor.validate(["count": String(repeating: "é", count: 3_000)], against: [:])
    }
  }

  @Test func errorsRepeatAtMostAHundredCharactersOfAValue() {
    let error = IntentConfigurationError.invalidValue(
      key: "count", value: String(repeating: "9", count: 4_000), expected: "an integer")
    // "parameter 'count' expects an integer, got '" + 100 nines + "…'".
    #expect(
      error.description == "parameter 'count' expects an integer, got '"
        + String(repeating: "9", count: 100) + "…'")
  }
}
