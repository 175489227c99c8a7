/// A query over a small, fixed set of entities that it can list in full, as
/// `EnumerableEntityQuery` in AppIntents.
///
/// A conforming query writes ``allEntities()`` and gets the rest: ``entities(for:)`` picks the
/// listed entities whose identifiers were asked for (in the order asked, unknown ones left
/// out), and ``suggestedEntities()`` offers all of them.
public protocol EnumerableEntityQuery: EntityQuery {
  /// Every entity of the type.
  func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery {
  /// The entities among ``allEntities()`` with these identifiers, in the order asked.
  public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
    let all = try await allEntities()
    return identifiers.compactMap { id in all.first { $0.id == id } }
  }

  /// Every entity, as the list a person picks from.
  public func suggestedEntities() async throws -> [Entity] {
    try await allEntities()
  }
}
