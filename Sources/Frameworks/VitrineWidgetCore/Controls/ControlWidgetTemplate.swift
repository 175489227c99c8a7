/// What a control shows and does: a button or a toggle (`ControlWidgetButton`,
/// `ControlWidgetToggle`), as in WidgetKit.
public protocol ControlWidgetTemplate: SendableMetatype {
  /// The template with its types erased, as the host draws and taps it.
  var resolvedControl: ResolvedControl { get }
}

/// A control's template with its types erased: what it shows, and the action a tap performs.
///
/// The labels are views of the view layer (`VitrineUI`), kept as `Any` so the control model
/// does not depend on how views are drawn; views are immutable values.
public struct ResolvedControl: @unchecked Sendable {
  /// Whether the control is a button or a toggle, and the toggle's state.
  public enum Kind: Sendable, Hashable {
    /// Performs its action on every tap.
    case button
    /// Has a state; a tap sets the opposite one.
    case toggle(isOn: Bool)
  }

  /// Button or toggle.
  public var kind: Kind
  /// The title the template gives (`ControlWidgetToggle("Timer", ...)`); `nil` when the label
  /// carries it.
  public var title: String?
  /// The label view: usually a `Label` with a title and a symbol, or an `Image`.
  public var label: Any
  /// For a toggle, the view that shows a state (its `valueLabel`); for a button, the view shown
  /// while the action runs (its `actionLabel`); `nil` when the template has none.
  public var stateLabel: (@Sendable (Bool) -> Any)?
  /// The colour a toggle is tinted with when on, a view-layer `Color`; `nil` for the default.
  public var tint: Any?
  /// What a tap does, for accessibility and the Action button (`controlWidgetActionHint`).
  public var actionHint: String?
  /// A short status shown when the control changes (`controlWidgetStatus`).
  public var status: String?
  /// The type name of the intent a tap performs.
  public var actionName: String
  /// Whether the action is an `OpenIntent`, so a tap brings the app to the foreground.
  public var opensApp: Bool
  private let perform: @Sendable (Bool?) async throws -> Void

  /// A button whose tap performs `action`.
  public init<Action: AppIntent>(button action: Action, label: Any, title: String? = nil) {
    kind = .button
    self.label = label
    self.title = title
    actionName = String(describing: Action.self)
    opensApp = Action.self is any OpenIntent.Type
    perform = { _ in _ = try await action.perform() }
  }

  /// A toggle in state `isOn` whose tap sets `action`'s value to the opposite state and
  /// performs it.
  public init<Action: SetValueIntent>(
    toggle isOn: Bool, action: Action, label: Any, title: String? = nil
  ) where Action.ValueType == Bool {
    kind = .toggle(isOn: isOn)
    self.label = label
    self.title = title
    actionName = String(describing: Action.self)
    opensApp = Action.self is any OpenIntent.Type
    perform = { newValue in
      var intent = action
      intent.value = newValue ?? !isOn
      _ = try await intent.perform()
    }
  }

  /// The toggle's state; `nil` for a button.
  public var isOn: Bool? {
    if case .toggle(let isOn) = kind { return isOn }
    return nil
  }

  /// What a tap does: a button performs its intent; a toggle sets its intent's `value` to the
  /// opposite of its state, then performs it. Returns the state the toggle asked for (`nil` for
  /// a button). Errors the intent throws come through.
  @discardableResult
  public func tap() async throws -> Bool? {
    let requested = isOn.map { !$0 }
    try await perform(requested)
    return requested
  }
}

/// A template changed by a modifier (`tint`, `controlWidgetActionHint`, `controlWidgetStatus`).
public struct ModifiedControlTemplate<Base: ControlWidgetTemplate>: ControlWidgetTemplate {
  let base: Base
  let change: (inout ResolvedControl) -> Void

  /// Wraps `base` and applies `change` to what it resolves to.
  public init(_ base: Base, change: @escaping (inout ResolvedControl) -> Void) {
    self.base = base
    self.change = change
  }

  /// The base template, changed.
  public var resolvedControl: ResolvedControl {
    var control = base.resolvedControl
    change(&control)
    return control
  }
}

extension ControlWidgetTemplate {
  /// Describes what a tap does, for accessibility and the Action button.
  @_disfavoredOverload
  public func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> some ControlWidgetTemplate {
    ModifiedControlTemplate(self) { $0.actionHint = String(hint) }
  }

  /// Describes what a tap does, from a localized resource.
  public func controlWidgetActionHint(
    _ hint: LocalizedStringResource
  ) -> some ControlWidgetTemplate {
    ModifiedControlTemplate(self) { $0.actionHint = hint.localized(for: hint.locale) }
  }

  /// A short status the system shows when the control's state changes.
  @_disfavoredOverload
  public func controlWidgetStatus<S: StringProtocol>(_ status: S) -> some ControlWidgetTemplate {
    ModifiedControlTemplate(self) { $0.status = String(status) }
  }

  /// A short status, from a localized resource.
  public func controlWidgetStatus(
    _ status: LocalizedStringResource
  ) -> some ControlWidgetTemplate {
    ModifiedControlTemplate(self) { $0.status = status.localized(for: status.locale) }
  }
}
