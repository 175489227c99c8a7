import VitrineWidgetCore

/// A control template with two states, off and on, as in WidgetKit.
///
/// A tap sets the action's `value` to the opposite of `isOn` and performs it; the system then
/// asks the value provider for the current value again.
///
/// ```swift
/// ControlWidgetToggle("Heater", isOn: value.isOn, action: SetHeaterIntent()) { isOn in
///   Label(isOn ? "Heating" : "Off", systemImage: "heater.vertical")
/// }
/// ```
///
/// `ValueLabel`'s metatype is sendable: the host draws the value label from any task.
public struct ControlWidgetToggle<
  Label: View, ValueLabel: View & SendableMetatype, Action: SetValueIntent
>:
  ControlWidgetTemplate
where Action.ValueType == Bool {
  let isOn: Bool
  let action: Action
  var title: String?
  let label: Label
  let valueLabel: @Sendable (Bool) -> ValueLabel

  /// A toggle with `label` and a value label for each state.
  public init(
    isOn: Bool, action: Action, @ViewBuilder label: () -> Label,
    @ViewBuilder valueLabel: @escaping @Sendable (Bool) -> ValueLabel
  ) {
    self.isOn = isOn
    self.action = action
    self.title = nil
    self.label = label()
    self.valueLabel = valueLabel
  }

  /// The toggle erased for the host.
  public var resolvedControl: ResolvedControl {
    var control = ResolvedControl(toggle: isOn, action: action, label: label, title: title)
    let valueLabel = valueLabel
    control.stateLabel = { valueLabel($0) }
    return control
  }
}

extension ControlWidgetToggle where ValueLabel == ControlWidgetToggleDefaultLabel {
  /// A toggle with `label`, whose states read "On" and "Off".
  public init(isOn: Bool, action: Action, @ViewBuilder label: () -> Label) {
    self.init(isOn: isOn, action: action, label: label) { ControlWidgetToggleDefaultLabel($0) }
  }
}

extension ControlWidgetToggle where Label == Text {
  /// A toggle titled `title`, with a value label for each state.
  public init(
    _ title: LocalizedStringResource, isOn: Bool, action: Action,
    @ViewBuilder valueLabel: @escaping @Sendable (Bool) -> ValueLabel
  ) {
    let text = title.localized(for: title.locale)
    self.init(isOn: isOn, action: action, label: { Text(text) }, valueLabel: valueLabel)
    self.title = text
  }

  /// A toggle titled `title` (any string), with a value label for each state.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isOn: Bool, action: Action,
    @ViewBuilder valueLabel: @escaping @Sendable (Bool) -> ValueLabel
  ) {
    self.init(isOn: isOn, action: action, label: { Text(String(title)) }, valueLabel: valueLabel)
    self.title = String(title)
  }
}

extension ControlWidgetToggle
where Label == VitrineUI.Label<Text, Image>, ValueLabel == ControlWidgetToggleDefaultLabel {
  /// A toggle titled `title` with the SF Symbol `systemImage`, whose states read "On" and "Off".
  public init(_ title: LocalizedStringResource, systemImage: String, isOn: Bool, action: Action) {
    let text = title.localized(for: title.locale)
    self.init(isOn: isOn, action: action) { VitrineUI.Label(text, systemImage: systemImage) }
    self.title = text
  }
}

/// The value label of a toggle that gives none: "On" or "Off".
nonisolated public struct ControlWidgetToggleDefaultLabel: View {
  let isOn: Bool

  init(_ isOn: Bool) { self.isOn = isOn }

  /// The state's word.
  public var body: some View { Text(isOn ? "On" : "Off") }
}

extension ControlWidgetTemplate {
  /// The colour the control is tinted with when on (its symbol's circle in Control Center).
  public func tint(_ color: Color?) -> some ControlWidgetTemplate {
    ModifiedControlTemplate(self) { $0.tint = color }
  }

  /// Describes what a tap does, as text.
  public func controlWidgetActionHint(_ hint: Text) -> some ControlWidgetTemplate {
    ModifiedControlTemplate(self) { $0.actionHint = hint.plainString(in: EnvironmentValues()) }
  }

  /// A short status the system shows when the control's state changes, as text.
  public func controlWidgetStatus(_ status: Text) -> some ControlWidgetTemplate {
    ModifiedControlTemplate(self) { $0.status = status.plainString(in: EnvironmentValues()) }
  }
}
