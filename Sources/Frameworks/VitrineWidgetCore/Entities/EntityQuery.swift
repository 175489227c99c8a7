/// How the system finds an entity type's values, as `EntityQuery` in AppIntents.
///
/// The system calls ``entities(for:)`` to turn stored identifiers back into entities (an
/// identifier it no longer finds is left out), ``suggestedEntities()`` for the list a person
/// picks from, and ``defaultResult()`` for the value of a parameter nobody set.
public protocol EntityQuery: Sendable {
  /// The type of entity the query finds.
  associatedtype Entity: AppEntity

  /// Creates the query; the system makes one when it needs it.
  init()

  /// The entities with these identifiers, leaving out those that no longer exist.
  func entities(for identifiers: [Entity.ID]) async throws -> [Entity]

  /// The entities offered when a person picks one.
  func suggestedEntities() async throws -> [Entity]

  /// The entity a parameter takes when nobody set it, if the query has an opinion.
  func defaultResult() async -> Entity?
}

extension EntityQuery {
  /// Nothing is suggested unless the query says so.
  public func suggestedEntities() async throws -> [Entity] { [] }

  /// No default unless the query gives one.
  public func defaultResult() async -> Entity? { nil }
}

/// A query that also finds entities by text a person types, as `EntityStringQuery`.
public protocol EntityStringQuery: EntityQuery {
  /// The entities matching `string`.
  func entities(matching string: String) async throws -> [Entity]
}

extension EntityQuery {
  /// The query's suggestions as options a person picks from: each entity's identifier with its
  /// display title and subtitle; when the query suggests nothing, its default alone.
  func options() async throws -> IntentOptions {
    let suggested = try await suggestedEntities()
    return IntentOptions(items: suggested.map(\.intentOption))
  }

  /// The options to offer when ``options()`` fails: the query's default, if any.
  func fallbackOptions() async -> IntentOptions? {
    guard let entity = await defaultResult() else { return nil }
    return IntentOptions(items: [entity.intentOption])
  }

  /// The entity stored as `text`, or `nil` when the text is not an identifier or the query no
  /// longer finds it.
  func entity(identifiedBy text: String) async throws -> Entity? {
    guard let id = Entity.ID.entityIdentifier(for: text) else { return nil }
    return try await entities(for: [id]).first { $0.id == id }
  }

  /// The entity for a parameter nobody set: the query's default, else its first suggestion.
  func entityForUnsetParameter() async -> Entity? {
    if let entity = await defaultResult() { return entity }
    return try? await suggestedEntities().first
  }
}

extension EntityStringQuery {
  /// The entities matching `text` as options, for a search field.
  func options(matching text: String) async throws -> IntentOptions {
    IntentOptions(items: try await entities(matching: text).map(\.intentOption))
  }
}

extension AppEntity {
  /// The entity as an option: its stored identifier, display title and subtitle.
  var intentOption: IntentOptions.Item {
    IntentOptions.Item(
      identifier: id.entityIdentifierString, title: displayRepresentation.title,
      subtitle: displayRepresentation.subtitle)
  }
}
