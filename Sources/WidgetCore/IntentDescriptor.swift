/// The parameters of an intent type, for listing, validating and editing configuration.
public struct IntentDescriptor: Sendable {
  /// One parameter.
  public struct ParameterInfo: Sendable {
    /// The property's name, the key in ``IntentValues``.
    public let key: String
    /// The name people see.
    public let title: String
    /// A longer explanation, if any.
    public let description: String?
    /// The default as text, if any.
    public let defaultValue: String?
    /// What kind of text the value is ("an integer").
    public let typeName: String
    /// Fixed choices (an ``AppEnum``), as identifier and title; `nil` when the value is open.
    public let cases: [(identifier: String, title: String)]?
    /// Whether the choices come from a ``DynamicOptionsProvider``.
    public var hasDynamicOptions: Bool { optionsProvider != nil }

    let optionsProvider: AnyDynamicOptionsProvider?
    let accepts: @Sendable (String) -> Bool

    /// The options a person may pick from: the fixed cases, or the provider's results.
    public func options() async throws -> IntentOptions? {
      if let optionsProvider { return try await optionsProvider.results() }
      guard let cases else { return nil }
      return IntentOptions(sections: [
        IntentOptions.Section(
          title: nil,
          items: cases.map { IntentOptions.Item(identifier: $0.identifier, title: $0.title) })
      ])
    }
  }

  /// The intent's title.
  public let title: String
  /// The parameters in declaration order.
  public let parameters: [ParameterInfo]
  /// The intent's type name, for diagnostics.
  public let typeName: String

  /// Describes the intent type `Intent`.
  public init<Intent: AppIntent>(_ type: Intent.Type) {
    title = Intent.title.key
    typeName = String(describing: Intent.self)
    parameters = IntentParameterReflection.parameters(of: Intent()).map { key, parameter in
      ParameterInfo(
        key: key, title: parameter.title.key, description: parameter.description?.text,
        defaultValue: parameter.defaultIntentString, typeName: parameter.valueTypeName,
        cases: parameter.allowedCases, optionsProvider: parameter.optionsProvider,
        accepts: { [parameter] in parameter.accepts($0) })
    }
  }

  /// Checks configuration values: every key names a parameter, every value parses, and values
  /// of parameters with options are among them. Throws an error that names the key and value.
  public func validate(_ values: IntentValues) async throws {
    for (key, value) in values.sorted(by: { $0.key < $1.key }) {
      guard let parameter = parameters.first(where: { $0.key == key }) else {
        throw IntentConfigurationError.unknownParameter(
          key: key, intent: typeName, known: parameters.map(\.key))
      }
      guard parameter.accepts(value) else {
        throw IntentConfigurationError.invalidValue(
          key: key, value: value, expected: parameter.typeName)
      }
      if let options = try await parameter.options(), !options.contains(value) {
        let known = options.sections.flatMap(\.items).map(\.identifier)
        throw IntentConfigurationError.notAnOption(key: key, value: value, options: known)
      }
    }
  }
}

/// Why configuration values were refused.
public enum IntentConfigurationError: Error, Equatable, CustomStringConvertible {
  /// A key that names no parameter.
  case unknownParameter(key: String, intent: String, known: [String])
  /// A value that does not parse for its parameter.
  case invalidValue(key: String, value: String, expected: String)
  /// A value that is not among the parameter's options.
  case notAnOption(key: String, value: String, options: [String])

  public var description: String {
    switch self {
    case .unknownParameter(let key, let intent, let known):
      let list =
        known.isEmpty
        ? "it has no parameters" : "its parameters are " + known.joined(separator: ", ")
      return "'\(key)' is not a parameter of \(intent); \(list)"
    case .invalidValue(let key, let value, let expected):
      return "parameter '\(key)' expects \(expected), got '\(value)'"
    case .notAnOption(let key, let value, let options):
      let shown = options.prefix(12).joined(separator: ", ") + (options.count > 12 ? ", …" : "")
      return "'\(value)' is not an option of parameter '\(key)' (options: \(shown))"
    }
  }
}
