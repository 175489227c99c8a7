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
    public var hasDynamicOptions: Bool { optionsSource != nil }

    /// Where the dynamic options come from; `nil` for fixed or open values.
    public internal(set) var optionsSource: IntentOptionsSource?
    let parses: @Sendable (String) -> Bool

    /// Whether `text` parses as a value of the parameter.
    public func accepts(_ text: String) -> Bool { parses(text) }

    /// The options a person may pick from: the fixed cases, or the source's results (its
    /// fallback when fetching them fails). Dynamic options are fetched on every call.
    public func options() async throws -> IntentOptions? {
      if let optionsSource { return try await optionsSource.options() }
      return fixedOptions
    }

    /// The fixed cases as options, without asking anyone; `nil` for open or dynamic values.
    public var fixedOptions: IntentOptions? {
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
        cases: parameter.allowedCases, optionsSource: parameter.optionsSource,
        parses: { [parameter] in parameter.accepts($0) })
    }
  }

  /// Checks configuration values, fetching the dynamic options of every parameter set: every
  /// key names a parameter, every value parses, and values of parameters with options are
  /// among them. Throws an error that names the key and value.
  ///
  /// A host that showed a person the options validates against those instead, with
  /// ``validate(_:against:)``, and asks for nothing.
  public func validate(_ values: IntentValues) async throws {
    var shown: [String: IntentOptions] = [:]
    for parameter in parameters where values[parameter.key] != nil {
      shown[parameter.key] = try await parameter.options()
    }
    try validate(values, against: shown)
  }

  /// The longest value text accepted, in UTF-8 bytes, whatever the parameter's type: values
  /// come from outside (command line, store, web form), and a longer one is refused before it
  /// is parsed or compared with options.
  public static let maximumValueBytes = 4_096

  /// Checks configuration values against the options a person was shown, keyed by parameter,
  /// without fetching any: keys, value length and syntax and fixed cases are always checked; a
  /// value of a parameter with dynamic options is checked against `shown[key]` when it is there.
  ///
  /// Numbers are checked by their type's parsing: an integer out of `Int`'s range, or a number
  /// that is not finite (`nan`, `inf`, `1e400`), is an invalid value naming the parameter.
  public func validate(_ values: IntentValues, against shown: [String: IntentOptions]) throws {
    for (key, value) in values.sorted(by: { $0.key < $1.key }) {
      guard let parameter = parameters.first(where: { $0.key == key }) else {
        throw IntentConfigurationError.unknownParameter(
          key: key, intent: typeName, known: parameters.map(\.key))
      }
      guard value.utf8.count <= Self.maximumValueBytes else {
        throw IntentConfigurationError.valueTooLong(
          key: key, bytes: value.utf8.count, limit: Self.maximumValueBytes)
      }
      guard parameter.accepts(value) else {
        throw IntentConfigurationError.invalidValue(
          key: key, value: value, expected: parameter.typeName)
      }
      guard let options = shown[key] ?? parameter.fixedOptions, !options.contains(value) else {
        continue
      }
      let all = options.sections.flatMap(\.items)
      if all.count <= IntentConfigurationError.listedOptionLimit {
        throw IntentConfigurationError.notAnOption(
          key: key, value: value, options: all.map(\.identifier))
      }
      throw IntentConfigurationError.notAmongOptions(
        key: key, value: value, count: all.count,
        closest: options.closestMatches(to: value).map(\.label))
    }
  }
}

/// Why configuration values were refused.
public enum IntentConfigurationError: Error, Equatable, CustomStringConvertible {
  /// A key that names no parameter.
  case unknownParameter(key: String, intent: String, known: [String])
  /// A value that does not parse for its parameter.
  case invalidValue(key: String, value: String, expected: String)
  /// A value that is not among the parameter's options, which are listed.
  case notAnOption(key: String, value: String, options: [String])
  /// A value that is not among the parameter's `count` options, with the closest ones.
  case notAmongOptions(key: String, value: String, count: Int, closest: [String])
  /// A value of `bytes` UTF-8 bytes, over the `limit` any parameter takes.
  case valueTooLong(key: String, bytes: Int, limit: Int)

  /// How many options an error lists in full; longer lists give the closest matches.
  static let listedOptionLimit = 12

  public var description: String {
    // Keys and values come from outside: at most 100 characters of each are repeated.
    func cut(_ text: String) -> String { text.count > 100 ? text.prefix(100) + "…" : text }
    switch self {
    case .unknownParameter(let key, let intent, let known):
      let key = cut(key)
      let list =
        known.isEmpty
        ? "it has no parameters" : "its parameters are " + known.joined(separator: ", ")
      return "'\(key)' is not a parameter of \(intent); \(list)"
    case .invalidValue(let key, let value, let expected):
      let value = cut(value)
      return "parameter '\(key)' expects \(expected), got '\(value)'"
    case .notAnOption(let key, let value, let options):
      let value = cut(value)
      let shown = options.prefix(12).joined(separator: ", ") + (options.count > 12 ? ", …" : "")
      return "'\(value)' is not an option of parameter '\(key)' (options: \(shown))"
    case .notAmongOptions(let key, let value, let count, let closest):
      let value = cut(value)
      let matches = closest.isEmpty ? "" : "; closest: " + closest.joined(separator: ", ")
      return "'\(value)' is not one of the \(count) options of parameter '\(key)'\(matches)"
    case .valueTooLong(let key, let bytes, let limit):
      return "parameter '\(key)' got a value of \(bytes) bytes; at most \(limit) are accepted"
    }
  }
}
