import VitrineWidgetCore

/// A control template that performs an action when tapped, as in WidgetKit.
///
/// ```swift
/// ControlWidgetButton(action: StartWorkoutIntent()) {
///   Label("Start Workout", systemImage: "figure.run")
/// }
/// ```
///
/// `ActionLabel`'s metatype is sendable: the host draws the action label from any task.
public struct ControlWidgetButton<
  Label: View, ActionLabel: View & SendableMetatype, Action: AppIntent
>:
  ControlWidgetTemplate
{
  let action: Action
  let title: String?
  let label: Label
  let actionLabel: (@Sendable (Bool) -> ActionLabel)?

  /// A button with `label`, which performs `action`.
  public init(action: Action, @ViewBuilder label: () -> Label) where ActionLabel == EmptyView {
    self.action = action
    self.title = nil
    self.label = label()
    self.actionLabel = nil
  }

  /// A button with `label` and `actionLabel`, the view shown while the action runs (`true`) and
  /// after it ran (`false`).
  public init(
    action: Action, @ViewBuilder label: () -> Label,
    @ViewBuilder actionLabel: @escaping @Sendable (Bool) -> ActionLabel
  ) {
    self.action = action
    self.title = nil
    self.label = label()
    self.actionLabel = actionLabel
  }

  /// The button erased for the host.
  public var resolvedControl: ResolvedControl {
    var control = ResolvedControl(button: action, label: label, title: title)
    if let actionLabel { control.stateLabel = { actionLabel($0) } }
    return control
  }
}

extension ControlWidgetButton
where Label == VitrineUI.Label<Text, Image>, ActionLabel == EmptyView {
  /// A button titled `title` with the SF Symbol `systemImage`.
  public init(_ title: LocalizedStringResource, systemImage: String, action: Action) {
    let text = title.localized(for: title.locale)
    self.init(action: action) { VitrineUI.Label(text, systemImage: systemImage) }
  }

  /// A button titled `title` with the image `image` from the widget's resources.
  public init(_ title: LocalizedStringResource, image: String, action: Action) {
    let text = title.localized(for: title.locale)
    self.init(action: action) { VitrineUI.Label(text, image: image) }
  }
}
