import Foundation
import Testing

@testable import VitrineWidgetCore

private struct Planet: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Planet"
  static let defaultQuery = PlanetQuery()
  let id: Int
  let name: String
  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: name, image: .init(systemName: "globe"))
  }
}

private struct PlanetQuery: EntityQuery {
  static let all = [
    Planet(id: 3, name: "Earth"), Planet(id: 4, name: "Mars"), Planet(id: 5, name: "Jupiter"),
  ]

  func entities(for identifiers: [Planet.ID]) async throws -> [Planet] {
    Self.all.filter { identifiers.contains($0.id) }
  }

  func suggestedEntities() async throws -> [Planet] { Self.all }
}

private enum Orbit: String, AppEnum {
  case inner, outer
  static let caseDisplayRepresentations: [Orbit: DisplayRepresentation] = [
    .inner: "Inner", .outer: "Outer",
  ]
}

/// Entities with integer identifiers: stored as text, found through the query; enum and entity
/// type names.
@Suite struct EntityIdentifierTests {
  @Test func anIdentifierTheQueryNoLongerFindsFallsBackToTheFirstSuggestion() async throws {
    // 6 is no planet of the list; the query has no defaultResult(), so Earth, suggested first.
    #expect(await EntityParameterSupport.resolve("6", as: Planet.self)?.name == "Earth")
    // An optional entity does not: with no defaultResult() it stays nil, as on iOS.
    #expect(await EntityParameterSupport.resolve(nil, as: Planet?.self).map { $0 == nil } == true)
  }

  @Test func suggestsEveryEntityAndResolvesIdentifiersAsText() async throws {
    #expect(try await PlanetQuery().suggestedEntities().map(\.id) == [3, 4, 5])
    #expect(try await PlanetQuery().options().allItems.map(\.identifier) == ["3", "4", "5"])
    #expect(await EntityParameterSupport.resolve("4", as: Planet.self)?.name == "Mars")
    #expect(EntityParameterSupport.accepts("4", as: Planet.self))
    #expect(!EntityParameterSupport.accepts("four", as: Planet.self))
    #expect(Planet(id: 3, name: "Earth").displayRepresentation.image?.systemName == "globe")
  }

  @Test func anEnumWithoutATypeNameIsNamedByItsType() {
    #expect(Orbit.typeDisplayRepresentation.name.key == "Orbit")
    #expect(Planet.typeDisplayRepresentation.name.key == "Planet")
  }
}
