import Foundation
import Testing

@testable import VitrineWidgetCore

private struct Station: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Station"
  static let defaultQuery = StationQuery()
  let id: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

/// Suggests two stations and leaves `defaultResult()` at AppIntents' default, `nil`.
private struct StationQuery: EntityQuery {
  static let all = [Station(id: "central"), Station(id: "harbour")]
  func entities(for identifiers: [String]) async throws -> [Station] {
    Self.all.filter { identifiers.contains($0.id) }
  }
  func suggestedEntities() async throws -> [Station] { Self.all }
}

private struct Line: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Line"
  static let defaultQuery = LineQuery()
  let id: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

/// Suggests two lines and overrides `defaultResult()` with the second.
private struct LineQuery: EntityQuery {
  static let all = [Line(id: "red"), Line(id: "blue")]
  func entities(for identifiers: [String]) async throws -> [Line] {
    Self.all.filter { identifiers.contains($0.id) }
  }
  func suggestedEntities() async throws -> [Line] { Self.all }
  func defaultResult() async -> Line? { Self.all[1] }
}

private struct DeparturesIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Departures"
  @Parameter(title: "Station") var station: Station?
  @Parameter(title: "Line") var line: Line?
  init() {}
}

/// Apple's documentation of `EntityQuery.defaultResult()`: the value the system uses for a
/// parameter nobody set; its default implementation returns `nil`. So an optional entity
/// parameter nobody set is `nil` unless the query overrides `defaultResult()`, never its first
/// suggestion.
@Suite("An optional entity parameter nobody set")
struct OptionalEntityDefaultTests {
  @Test("is nil when the query keeps defaultResult() at nil, although it suggests entities")
  func nilWithoutADefault() async {
    #expect(await EntityParameterSupport.resolve(nil, as: Station?.self).map { $0 == nil } == true)
    let intent = await DeparturesIntent.resolved(values: [:])
    #expect(intent.station == nil)
  }

  @Test("is the query's defaultResult() when it overrides it")
  func queryDefault() async {
    let intent = await DeparturesIntent.resolved(values: [:])
    #expect(intent.line?.id == "blue")
  }

  @Test("a stored identifier is still that entity; one no longer found falls to the default")
  func storedIdentifiers() async {
    let set = await DeparturesIntent.resolved(values: ["station": "harbour", "line": "red"])
    #expect(set.station?.id == "harbour")
    #expect(set.line?.id == "red")
    let gone = await DeparturesIntent.resolved(values: ["station": "airport", "line": "green"])
    #expect(gone.station == nil)
    #expect(gone.line?.id == "blue")
  }

  @Test("a required entity parameter still falls back to the first suggestion")
  func requiredFallsBack() async {
    #expect(await EntityParameterSupport.resolve(nil, as: Station.self)?.id == "central")
  }
}

/// Apple's documentation of `DisplayRepresentation.init(title:subtitle:image:)`: the title and
/// subtitle are `LocalizedStringResource`s.
@Suite("DisplayRepresentation from localized resources")
struct DisplayRepresentationResourceTests {
  @Test("a resource title and subtitle show their text")
  func resources() {
    let title: LocalizedStringResource = "Central Station"
    let subtitle = LocalizedStringResource("Platform \(4)")
    let representation = DisplayRepresentation(
      title: title, subtitle: subtitle, image: .init(systemName: "tram"))
    #expect(representation.title == "Central Station")
    #expect(representation.subtitle == "Platform 4")
    #expect(representation.image?.systemName == "tram")
    #expect(DisplayRepresentation(title: title).subtitle == nil)
  }

  @Test("string literals still make a plain representation")
  func literals() {
    let representation = DisplayRepresentation(title: "Harbour", subtitle: "Ferry")
    #expect(representation.title == "Harbour")
    #expect(representation.subtitle == "Ferry")
  }
}
