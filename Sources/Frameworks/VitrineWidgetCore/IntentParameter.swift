import Foundation

/// A parameter of an intent, declared with `@Parameter` as in AppIntents.
///
/// ```swift
/// struct SelectCountry: WidgetConfigurationIntent {
///   static let title: LocalizedStringResource = "Country"
///   @Parameter(title: "Country", default: "RU", optionsProvider: CountryOptions())
///   var country: String
/// }
/// ```
/// The wrapper is a class, as in AppIntents, so the host can set values by name through
/// reflection; its storage is guarded by a lock because intents are `Sendable`.
@propertyWrapper
public final class IntentParameter<Value: IntentParameterValue>: @unchecked Sendable {
  /// The parameter's name for people.
  public let title: LocalizedStringResource
  /// A longer explanation of the parameter.
  public let description: IntentDescription?
  /// The value used until one is set.
  public let defaultValue: Value?
  /// Where the values a person may pick come from, if the choice is limited.
  let optionsSource: IntentOptionsSource?

  private let lock = NSLock()
  private var storage: Value?

  /// Declares a parameter with a title and an optional default.
  public init(
    title: LocalizedStringResource, description: IntentDescription? = nil, default: Value? = nil
  ) {
    self.title = title
    self.description = description
    self.defaultValue = `default`
    // An entity's options come from its type's query, as in AppIntents.
    self.optionsSource = EntityParameterSupport.entityType(of: Value.self).map {
      EntityParameterSupport.optionsSource(for: $0)
    }
  }

  /// Declares a parameter whose values come from a ``DynamicOptionsProvider``.
  public init<Provider: DynamicOptionsProvider>(
    title: LocalizedStringResource, description: IntentDescription? = nil, default: Value? = nil,
    optionsProvider: Provider
  ) where Provider.Value == Value {
    self.title = title
    self.description = description
    self.defaultValue = `default`
    self.optionsSource = IntentOptionsSource(optionsProvider)
  }

  /// The current value: the one set, else the default, else the type's empty value.
  public var wrappedValue: Value {
    get { lock.withLock { storage ?? defaultValue ?? Value.emptyIntentValue } }
    set { lock.withLock { storage = newValue } }
  }

  /// The parameter itself, as `$name` in the intent.
  public var projectedValue: IntentParameter<Value> { self }

  /// Whether the parameter has a value set or a default.
  var hasValue: Bool { lock.withLock { storage != nil || defaultValue != nil } }
}

/// `@Parameter` is the spelling AppIntents uses.
public typealias Parameter = IntentParameter

/// What the host needs of a parameter without knowing its value type.
protocol AnyIntentParameter: AnyObject, Sendable {
  var title: LocalizedStringResource { get }
  var description: IntentDescription? { get }
  var intentString: String? { get }
  var defaultIntentString: String? { get }
  var valueTypeName: String { get }
  var optionsSource: IntentOptionsSource? { get }
  var allowedCases: [(identifier: String, title: String)]? { get }
  /// Sets the value from text; returns `false` (changing nothing) if the text does not parse.
  func setValue(fromIntentString text: String) -> Bool
  /// Whether `text` would parse as a value.
  func accepts(_ text: String) -> Bool
  /// Sets an entity parameter's value from stored text (`nil`: none stored) through its type's
  /// query; other parameters are left as they are.
  func resolveEntity(from text: String?) async
}

extension IntentParameter: AnyIntentParameter {
  var intentString: String? {
    // An entity parameter nobody set has no value to read until the host resolves it.
    guard EntityParameterSupport.entityType(of: Value.self) == nil else {
      return lock.withLock { storage ?? defaultValue }?.intentString
    }
    return wrappedValue.intentString
  }
  var defaultIntentString: String? { defaultValue?.intentString }
  var valueTypeName: String { Value.intentTypeName }

  var allowedCases: [(identifier: String, title: String)]? {
    guard let enumType = Value.self as? any AppEnum.Type else { return nil }
    return Self.cases(of: enumType)
  }

  private static func cases<E: AppEnum>(of type: E.Type) -> [(identifier: String, title: String)] {
    E.allCases.map { ($0.rawValue, E.caseDisplayRepresentations[$0]?.title ?? $0.rawValue) }
  }

  func setValue(fromIntentString text: String) -> Bool {
    guard let value = Value(intentString: text) else { return false }
    wrappedValue = value
    return true
  }

  func accepts(_ text: String) -> Bool {
    if EntityParameterSupport.entityType(of: Value.self) != nil {
      return EntityParameterSupport.accepts(text, as: Value.self)
    }
    return Value(intentString: text) != nil
  }

  func resolveEntity(from text: String?) async {
    guard EntityParameterSupport.entityType(of: Value.self) != nil,
      let value = await EntityParameterSupport.resolve(text, as: Value.self)
    else { return }
    wrappedValue = value
  }
}

/// Finds the `@Parameter` properties of an intent value.
enum IntentParameterReflection {
  /// Each parameter with the property's name (without the wrapper's underscore).
  static func parameters(of intent: Any) -> [(key: String, parameter: any AnyIntentParameter)] {
    Mirror(reflecting: intent).children.compactMap { child in
      guard let label = child.label, let parameter = child.value as? any AnyIntentParameter else {
        return nil
      }
      let key = label.hasPrefix("_") ? String(label.dropFirst()) : label
      return (key, parameter)
    }
  }
}
