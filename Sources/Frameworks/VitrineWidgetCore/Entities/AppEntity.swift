import Foundation

/// Something of the app's a person picks for an intent's parameter, as `AppEntity` in
/// AppIntents: a book, a team, an account.
///
/// ```swift
/// struct TeamEntity: AppEntity {
///   static let typeDisplayRepresentation: TypeDisplayRepresentation = "Team"
///   static let defaultQuery = TeamQuery()
///   let id: String
///   let name: String
///   var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
/// }
/// ```
/// A configuration stores an entity by its identifier (`id.entityIdentifierString`); the host
/// turns the identifier back into the entity with the type's ``defaultQuery`` before the
/// provider sees the intent, as iOS does.
public protocol AppEntity: IntentParameterValue, Identifiable
where ID: EntityIdentifierConvertible & Sendable {
  /// The query that finds entities of this type.
  associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self

  /// How the type is named to people ("Team").
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }

  /// The query the system uses to find entities by identifier and to suggest some.
  static var defaultQuery: DefaultQuery { get }

  /// How this entity is shown to people.
  var displayRepresentation: DisplayRepresentation { get }
}

extension AppEntity {
  /// The query of this type, created anew, as the system does when a type names its query
  /// without an instance.
  public static var defaultQuery: DefaultQuery { DefaultQuery() }

  /// An entity cannot be made from text alone: it comes from its query, which the host asks
  /// (``AppIntent/resolved(values:)``) before a provider or `perform()` sees the intent.
  public init?(intentString text: String) { return nil }

  /// The identifier the configuration stores.
  public var intentString: String? { id.entityIdentifierString }

  /// What a stored value looks like, for error messages.
  public static var intentTypeName: String {
    "the identifier of a \(typeDisplayRepresentation.name.key)"
  }

  /// An entity parameter has no value of its own before it is resolved; reading one means the
  /// intent was built without the host's resolution and its query found nothing to default to.
  public static var emptyIntentValue: Self {
    preconditionFailure(
      "no \(typeDisplayRepresentation.name.key) was set and \(DefaultQuery.self) suggested none")
  }
}

/// A type an entity's identifier can be: it converts to and from the text a configuration
/// stores.
public protocol EntityIdentifierConvertible {
  /// The identifier as text.
  var entityIdentifierString: String { get }

  /// The identifier a text stands for, or `nil` when the text is not one.
  static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
  /// The identifier as text.
  public var entityIdentifierString: String { self }
  /// The identifier a text stands for: the text itself.
  public static func entityIdentifier(for entityIdentifierString: String) -> String? {
    entityIdentifierString
  }
}

extension Int: EntityIdentifierConvertible {
  /// The identifier as text.
  public var entityIdentifierString: String { String(self) }
  /// The identifier a text stands for: a decimal integer.
  public static func entityIdentifier(for entityIdentifierString: String) -> Int? {
    Int(entityIdentifierString)
  }
}

extension UUID: EntityIdentifierConvertible {
  /// The identifier as text.
  public var entityIdentifierString: String { uuidString }
  /// The identifier a text stands for: a UUID string.
  public static func entityIdentifier(for entityIdentifierString: String) -> UUID? {
    UUID(uuidString: entityIdentifierString)
  }
}

/// How a type of entity or enumeration is named to people.
public struct TypeDisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
  /// The type's name ("Team").
  public var name: LocalizedStringResource
  /// The plural, for lists ("Teams"), if given.
  public var numericFormat: LocalizedStringResource?

  /// Creates a representation from the type's name and an optional plural form.
  public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
    self.name = name
    self.numericFormat = numericFormat
  }

  public init(stringLiteral value: String) {
    self.init(name: LocalizedStringResource(String.LocalizationValue(value)))
  }

  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(
      name: LocalizedStringResource(
        String.LocalizationValue(String(stringInterpolation: stringInterpolation))))
  }
}
