/// What an `@Parameter` does for an entity type (or an optional one) that ordinary values do
/// not: options come from the type's query, any identifier is valid text, and values are found
/// through the query.
enum EntityParameterSupport {
  /// The entity type `Value` holds: the type itself, or what an optional wraps; `nil` for
  /// values that are not entities.
  static func entityType<Value>(of type: Value.Type) -> (any AppEntity.Type)? {
    if let entity = type as? any AppEntity.Type { return entity }
    return (type as? any OptionalEntity.Type)?.wrappedEntityType
  }

  /// The options a person picks from: the query's suggestions, falling back to its default.
  static func optionsSource(for type: any AppEntity.Type) -> IntentOptionsSource {
    func source<Entity: AppEntity>(_ type: Entity.Type) -> IntentOptionsSource {
      let query = Entity.defaultQuery
      return IntentOptionsSource(
        results: { try await query.options() }, fallback: { await query.fallbackOptions() })
    }
    return source(type)
  }

  /// Whether `text` is an identifier of the entity type `Value` holds (an optional also takes
  /// the empty text, for nothing).
  static func accepts<Value>(_ text: String, as type: Value.Type) -> Bool {
    func parses<Entity: AppEntity>(_ type: Entity.Type) -> Bool {
      Entity.ID.entityIdentifier(for: text) != nil
    }
    if let optional = type as? any OptionalEntity.Type {
      return text.isEmpty || parses(optional.wrappedEntityType)
    }
    guard let entity = type as? any AppEntity.Type else { return false }
    return parses(entity)
  }

  /// The value for stored text (`nil`: nothing stored), found through the query: a stored
  /// identifier the query still finds is that entity; otherwise (nothing stored, or an entity
  /// that no longer exists) the query's `defaultResult()`. An optional parameter stops there,
  /// as on iOS (`nil` unless the query overrides `defaultResult()`); a required one falls back
  /// to the query's first suggestion, since it must hold an entity. `nil` when there is no
  /// such entity and `Value` is not optional.
  static func resolve<Value>(_ text: String?, as type: Value.Type) async -> Value? {
    guard let entityType = entityType(of: type) else { return nil }
    let isOptional = type is any OptionalEntity.Type
    func find<Entity: AppEntity>(_ type: Entity.Type) async -> (any AppEntity)? {
      let query = Entity.defaultQuery
      if let text, !text.isEmpty, let entity = try? await query.entity(identifiedBy: text) {
        return entity
      }
      if isOptional { return await query.defaultResult() }
      return await query.entityForUnsetParameter()
    }
    if let entity = await find(entityType) { return entity as? Value }
    return (type as? any OptionalEntity.Type)?.noEntity as? Value
  }
}

/// An optional entity, seen without knowing the entity's type.
protocol OptionalEntity {
  /// The entity type wrapped.
  static var wrappedEntityType: any AppEntity.Type { get }
  /// The empty optional.
  static var noEntity: Self { get }
}

extension Optional: OptionalEntity where Wrapped: AppEntity {
  static var wrappedEntityType: any AppEntity.Type { Wrapped.self }
  static var noEntity: Wrapped? { nil }
}
