import VitrineWidgetCore

/// A SiriKit custom intent: the configuration of a widget written the iOS 14 way.
///
/// Subclasses are generated from an `.intentdefinition` file by the `IntentDefinitionPlugin`
/// build tool, as Xcode generates them on iOS: one stored property per parameter, and the
/// overrides below, through which the host reads and writes values as text.
open class INIntent: @unchecked Sendable {
  /// Creates an intent with every parameter unset.
  public required init() {}

  /// The intent's name for people, from the intent definition.
  open class var intentTitle: String { String(describing: self) }

  /// The parameters, in the intent definition's order.
  open class var intentParameters: [INIntentParameter] { [] }

  /// The value of parameter `key` as the host stores it (an object's identifier); `nil` if unset.
  open func intentValue(forParameter key: String) -> String? { nil }

  /// Sets parameter `key` from its stored text; returns `false`, changing nothing, if the text
  /// does not parse or the key names no parameter.
  open func setIntentValue(_ text: String, forParameter key: String) -> Bool { false }
}

extension INIntent {
  /// Creates an intent with the parameters named in `values` set; others stay unset.
  public static func make(values: IntentValues) -> Self {
    let intent = Self()
    for parameter in intentParameters {
      if let text = values[parameter.key] {
        _ = intent.setIntentValue(text, forParameter: parameter.key)
      }
    }
    return intent
  }

  /// The set parameters' values, keyed by name, as the host stores them.
  public var parameterValues: IntentValues {
    var values = IntentValues()
    for parameter in Self.intentParameters {
      if let text = intentValue(forParameter: parameter.key) { values[parameter.key] = text }
    }
    return values
  }

  /// The description the host validates and lists configuration with; dynamic options come
  /// from an intents extension attached with `WidgetDescriptor.handlingIntents(_:with:)`.
  public static var descriptor: IntentDescriptor {
    IntentDescriptor(
      title: intentTitle, typeName: String(describing: self),
      parameters: intentParameters.map { parameter in
        IntentDescriptor.ParameterInfo(
          key: parameter.key, title: parameter.title, description: parameter.description,
          defaultValue: parameter.defaultValue, typeName: parameter.typeName,
          optionsSource: parameter.optionsSource.map { _ in
            IntentOptionsSource(results: {
              throw INIntentError.noIntentsExtension(intent: String(describing: self))
            })
          }, accepts: parameter.accepts)
      })
  }
}

/// One parameter of a generated intent, as the host sees it.
public struct INIntentParameter: Sendable {
  /// The property's name, the key in ``IntentValues``.
  public let key: String
  /// The name people see.
  public let title: String
  /// A longer explanation, if any.
  public let description: String?
  /// The default as text, if any.
  public let defaultValue: String?
  /// What the stored text is ("an integer", "a CountryParam identifier").
  public let typeName: String
  /// Which texts parse as values.
  public let accepts: @Sendable (String) -> Bool
  /// For a parameter with dynamic options: the options source of an intents extension's
  /// handler, or `nil` when the handler does not adopt the intent's handling protocol.
  public let optionsSource: (@Sendable (Any) -> IntentOptionsSource?)?

  /// Describes a parameter; generated code calls this.
  public init(
    key: String, title: String, description: String? = nil, defaultValue: String? = nil,
    typeName: String, accepts: @escaping @Sendable (String) -> Bool,
    optionsSource: (@Sendable (Any) -> IntentOptionsSource?)? = nil
  ) {
    self.key = key
    self.title = title
    self.description = description
    self.defaultValue = defaultValue
    self.typeName = typeName
    self.accepts = accepts
    self.optionsSource = optionsSource
  }
}

/// Why an intent's options could not be provided.
public enum INIntentError: Error, Equatable, CustomStringConvertible {
  /// No intents extension was installed with the widget.
  case noIntentsExtension(intent: String)
  /// The extension's handler does not adopt the intent's handling protocol.
  case notHandled(intent: String, handler: String)
  /// The handler completed with neither options nor an error.
  case noOptions(parameter: String)
  /// The handler did not complete within the time allowed.
  case timedOut(parameter: String, seconds: Double)

  public var description: String {
    switch self {
    case .noIntentsExtension(let intent):
      return "no intents extension handles \(intent); install the widget with its extension"
    case .notHandled(let intent, let handler):
      return "\(handler) does not adopt \(intent)Handling"
    case .noOptions(let parameter):
      return "the handler gave no options for '\(parameter)'"
    case .timedOut(let parameter, let seconds):
      return "the handler gave no options for '\(parameter)' within \(seconds.formatted()) s"
    }
  }
}
