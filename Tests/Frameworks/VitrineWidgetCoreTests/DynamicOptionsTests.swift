import Testing

@testable import VitrineWidgetCore

private enum Metric: String, AppEnum {
  case confirmed, deaths
  static let caseDisplayRepresentations: [Metric: DisplayRepresentation] = [
    .confirmed: "Confirmed cases", .deaths: "Deaths",
  ]
}

private struct CountryOptions: DynamicOptionsProvider {
  func results() async throws -> ItemCollection<String> {
    ItemCollection(sections: [
      ItemSection(
        "Europe", items: [IntentItem("RU", title: "Russia"), IntentItem("DE", title: "Germany")]),
      ItemSection("Asia", items: [IntentItem("JP", title: "Japan")]),
    ])
  }
}

private struct StatsIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Statistics"
  @Parameter(title: "Country", default: "RU", optionsProvider: CountryOptions())
  var country: String
  @Parameter(title: "Metric", default: .confirmed)
  var metric: Metric
  @Parameter(title: "Note")
  var note: String?
}

@Suite struct DynamicOptionsTests {
  @Test func optionsComeInTitledSections() async throws {
    let country = try #require(StatsIntent.descriptor.parameters.first { $0.key == "country" })
    #expect(country.hasDynamicOptions)
    let options = try #require(try await country.options())
    #expect(options.sections.map(\.title) == ["Europe", "Asia"])
    #expect(options.sections[0].items.map(\.identifier) == ["RU", "DE"])
    #expect(options.sections[0].items.map(\.title) == ["Russia", "Germany"])
  }

  @Test func enumParametersOfferTheirCases() async throws {
    let metric = try #require(StatsIntent.descriptor.parameters.first { $0.key == "metric" })
    let options = try #require(try await metric.options())
    #expect(options.sections[0].items.map(\.title) == ["Confirmed cases", "Deaths"])
    #expect(StatsIntent(values: ["metric": "deaths"]).metric == .deaths)
  }

  @Test func valuesOutsideTheOptionsAreRefused() async throws {
    let descriptor = StatsIntent.descriptor
    try await descriptor.validate(["country": "JP", "metric": "deaths"])
    await #expect(
      throws: IntentConfigurationError.notAnOption(
        key: "country", value: "XX", options: ["RU", "DE", "JP"])
    ) {
      try await descriptor.validate(["country": "XX"])
    }
    await #expect(
      throws: IntentConfigurationError.invalidValue(
        key: "metric", value: "cured", expected: "one of confirmed, deaths")
    ) {
      try await descriptor.validate(["metric": "cured"])
    }
  }

  @Test func optionalParametersStartEmpty() {
    let intent = StatsIntent()
    #expect(intent.note == nil)
    #expect(intent.parameterValues == ["country": "RU", "metric": "confirmed"])
    #expect(StatsIntent(values: ["note": "hello"]).note == "hello")
  }
}

@Suite struct ShownOptionsTests {
  let shown = IntentOptions(sections: [
    IntentOptions.Section(
      title: "Global", items: [IntentOptions.Item(identifier: "GLOBAL", title: "Global")]),
    IntentOptions.Section(
      title: "Countries",
      items: [
        IntentOptions.Item(identifier: "FR", title: "France"),
        IntentOptions.Item(identifier: "RU", title: "Russian Federation"),
        IntentOptions.Item(identifier: "RW", title: "Rwanda"),
      ]),
  ])

  @Test func validatingAgainstShownOptionsFetchesNothing() throws {
    // CountryOptions offers no "FR": validation passes because FR is among the shown options.
    try StatsIntent.descriptor.validate(["country": "FR"], against: ["country": shown])
    #expect(throws: IntentConfigurationError.self) {
      try StatsIntent.descriptor.validate(["country": "JP"], against: ["country": shown])
    }
    // Fixed cases are checked without anything shown.
    #expect(throws: IntentConfigurationError.self) {
      try StatsIntent.descriptor.validate(["metric": "cured"], against: [:])
    }
  }

  @Test func closestMatchesPreferPrefixesThenFewestEdits() {
    // "rus" starts "Russian Federation" (0); "rw" is 2 edits away; "glo", the start of
    // "Global", and "fr"/"fra" are 3 away, and Global comes first in the options.
    #expect(shown.closestMatches(to: "rus").map(\.identifier) == ["RU", "RW", "GLOBAL"])
    // "Rusia" is one insertion from "Russia", the start of "Russian Federation".
    #expect(shown.closestMatches(to: "Rusia", limit: 1).map(\.identifier) == ["RU"])
    // "Frnace" is 2 edits from "France" (a swap costs two substitutions).
    #expect(shown.closestMatches(to: "Frnace", limit: 1).map(\.identifier) == ["FR"])
    #expect(SpellingSuggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
    #expect(shown.closestMatches(to: "").isEmpty)
  }
}
