/// An action the system can perform on the app's behalf, such as a widget button's.
///
/// As in AppIntents, an intent has a static ``title``, an empty initializer, parameters declared
/// with ``Parameter``, and a ``perform()`` that does the work. A widget's
/// `Button(intent:)` runs `perform()` in the host, which then reloads that widget's timeline
/// without spending its refresh budget.
public protocol AppIntent: Sendable {
  /// What `perform()` returns.
  associatedtype PerformResult: IntentResult

  /// A short name for the intent, shown in configuration and in logs.
  static var title: LocalizedStringResource { get }

  /// A longer explanation of what the intent does.
  static var description: IntentDescription? { get }

  /// Creates the intent with every parameter at its default.
  init()

  /// Does the intent's work.
  func perform() async throws -> PerformResult

  /// The type of ``parameterSummary``.
  associatedtype SummaryContent: ParameterSummary = EmptyParameterSummary

  /// How the intent reads as a sentence with its parameters in it (``Summary``, ``When``).
  @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }
}

extension AppIntent where SummaryContent == EmptyParameterSummary {
  /// Intents have no summary unless they give one.
  public static var parameterSummary: EmptyParameterSummary { EmptyParameterSummary() }
}

extension AppIntent {
  /// The intent's summary sentence with its current values, `nil` when it declares none.
  public var parameterSummaryText: String? { Self.parameterSummary.text(for: self) }
}

extension AppIntent {
  /// Intents have no description unless they give one.
  public static var description: IntentDescription? { nil }

  /// Creates the intent and sets the parameters named in `values`; others keep their defaults.
  ///
  /// Values that do not parse for their parameter are skipped here; validate them first with
  /// ``IntentDescriptor/validate(_:)``, which says what is wrong.
  public init(values: IntentValues) {
    self.init()
    for parameter in IntentParameterReflection.parameters(of: self) {
      if let text = values[parameter.key] {
        _ = parameter.parameter.setValue(fromIntentString: text)
      }
    }
  }

  /// Creates the intent from stored values as the system does before a provider or
  /// `perform()` sees it: values set as in ``init(values:)``, and every ``AppEntity`` parameter
  /// found through its type's query (`entities(for:)`); one nobody set, or whose entity no
  /// longer exists, takes the query's `defaultResult()`, else its first suggested entity.
  public static func resolved(values: IntentValues) async -> Self {
    let intent = Self(values: values)
    for parameter in IntentParameterReflection.parameters(of: intent) {
      await parameter.parameter.resolveEntity(from: values[parameter.key])
    }
    return intent
  }

  /// The values of every parameter, keyed by name, as the host stores them.
  public var parameterValues: IntentValues {
    var values = IntentValues()
    for parameter in IntentParameterReflection.parameters(of: self) {
      if let text = parameter.parameter.intentString { values[parameter.key] = text }
    }
    return values
  }

  /// The description of this intent type's parameters.
  public static var descriptor: IntentDescriptor { IntentDescriptor(Self.self) }
}

/// A value an intent's `perform()` returns.
public protocol IntentResult: Sendable {}

/// The result of an intent that returns nothing: `return .result()`.
public struct EmptyIntentResult: IntentResult {
  /// Creates the empty result.
  public init() {}
}

extension IntentResult where Self == EmptyIntentResult {
  /// The result of an intent that returns nothing.
  public static func result() -> EmptyIntentResult { EmptyIntentResult() }
}

/// An intent that configures a widget: its parameters are what a person edits on the widget.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
  /// Configuration intents have nothing to perform.
  public func perform() async throws -> EmptyIntentResult { .result() }
}

/// A description of an intent, for people configuring it.
public struct IntentDescription: Sendable, Hashable, ExpressibleByStringLiteral {
  /// The description's text.
  public var text: String

  /// Creates a description from text.
  public init(_ text: String) { self.text = text }

  public init(stringLiteral value: String) { self.init(value) }
}

/// Configuration values keyed by parameter name, each written as text (`"count": "3"`).
public typealias IntentValues = [String: String]
