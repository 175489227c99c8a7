/// Gives a static control its value, as in WidgetKit: what the gallery previews and what the
/// control shows now.
///
/// ```swift
/// struct TorchProvider: ControlValueProvider {
///   var previewValue: Bool { false }
///   func currentValue() async throws -> Bool { Torch.shared.isOn }
/// }
/// ```
public protocol ControlValueProvider: Sendable {
  /// The value the template is built from.
  associatedtype Value: Sendable

  /// A value for the controls gallery; returned at once, without fetching anything.
  var previewValue: Value { get }

  /// The control's actual value, fetched when Control Center shows the control or after its
  /// action ran.
  func currentValue() async throws -> Value
}

/// Gives a configurable control its value for the person's configuration, as in WidgetKit.
public protocol AppIntentControlValueProvider: Sendable {
  /// The intent whose parameters configure the control.
  associatedtype Intent: ControlConfigurationIntent
  /// The value the template is built from.
  associatedtype Value: Sendable

  /// A value for the controls gallery, for `configuration`.
  func previewValue(configuration: Intent) -> Value

  /// The control's actual value for `configuration`.
  func currentValue(configuration: Intent) async throws -> Value
}

/// An intent whose parameters configure a control, as a widget's configuration intent does.
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
  /// Configuration intents have nothing to perform.
  public func perform() async throws -> EmptyIntentResult { .result() }
}

/// An intent that sets a value before it is performed: a toggle's action, as in AppIntents.
///
/// Declare `value` as a parameter (`@Parameter var value: Bool`); a ``ControlWidgetToggle``
/// sets it to the new state and then calls `perform()`.
public protocol SetValueIntent: AppIntent {
  /// The type of the value the intent sets.
  associatedtype ValueType: Sendable
  /// The value to set; the system fills it in before `perform()`.
  var value: ValueType { get set }
}
