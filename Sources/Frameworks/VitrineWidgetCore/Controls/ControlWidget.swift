/// A control for Control Center, the Lock Screen or the Action button, as in WidgetKit (iOS 18).
///
/// ```swift
/// struct TorchControl: ControlWidget {
///   var body: some ControlWidgetConfiguration {
///     StaticControlConfiguration(kind: "torch", provider: TorchProvider()) { isOn in
///       ControlWidgetToggle("Torch", isOn: isOn, action: SetTorchIntent()) { on in
///         Label(on ? "On" : "Off", systemImage: "flashlight.on.fill")
///       }
///     }
///     .displayName("Torch")
///   }
/// }
/// ```
///
/// A control lives in a ``WidgetBundle`` beside the widgets; the host reads its
/// ``controlDescriptor``.
public protocol ControlWidget {
  /// The configuration's type.
  associatedtype Body: ControlWidgetConfiguration

  /// Creates the control; the host creates one per registration.
  init()

  /// The control's configuration: kind, value provider, template and options.
  var body: Body { get }
}

extension ControlWidget {
  /// The control with every type erased, as the host runs it.
  public var controlDescriptor: ControlDescriptor { body.controlDescriptor }
}

/// A type that describes a control's configuration.
public protocol ControlWidgetConfiguration {
  /// The configuration with every type erased, as the host runs it.
  var controlDescriptor: ControlDescriptor { get }
}

extension ControlWidgetConfiguration {
  /// Sets the name shown in the controls gallery and, when the template gives no title, on the
  /// control itself.
  public func displayName(_ name: LocalizedStringResource) -> ControlDescriptor {
    var copy = controlDescriptor
    copy.displayName = name.localized(for: name.locale)
    return copy
  }

  /// Sets the description shown in the controls gallery.
  public func description(_ text: LocalizedStringResource) -> ControlDescriptor {
    var copy = controlDescriptor
    copy.controlDescription = text.localized(for: text.locale)
    return copy
  }

  /// Asks the person to configure the control's intent when they add it.
  public func promptsForUserConfiguration() -> ControlDescriptor {
    var copy = controlDescriptor
    copy.promptsForUserConfiguration = true
    return copy
  }
}

/// A control's configuration with its provider, value and template types erased.
public struct ControlDescriptor: ControlWidgetConfiguration, Sendable {
  /// The identifier of this kind of control.
  public var kind: String
  /// The name shown in the controls gallery; the kind until ``displayName(_:)`` sets one.
  public var displayName: String
  /// The description shown in the controls gallery.
  public var controlDescription: String = ""
  /// Whether adding the control asks for its configuration first.
  public var promptsForUserConfiguration = false
  /// The configuration intent's parameters; `nil` for a static control.
  public var intent: IntentDescriptor?
  private let preview: @Sendable (IntentValues) async -> ResolvedControl
  private let current: @Sendable (IntentValues) async throws -> ResolvedControl

  /// Creates a descriptor directly; control authors use the configuration types instead.
  ///
  /// - Parameters:
  ///   - preview: the template for the provider's preview value, shown in the gallery.
  ///   - current: the template for the provider's current value, shown in Control Center.
  public init(
    kind: String, intent: IntentDescriptor? = nil,
    preview: @escaping @Sendable (IntentValues) async -> ResolvedControl,
    current: @escaping @Sendable (IntentValues) async throws -> ResolvedControl
  ) {
    self.kind = kind
    self.displayName = kind
    self.intent = intent
    self.preview = preview
    self.current = current
  }

  /// The control as the gallery shows it: its template for the provider's preview value.
  public func previewControl(configuration: IntentValues = [:]) async -> ResolvedControl {
    await preview(configuration)
  }

  /// The control as Control Center shows it now: its template for the provider's current
  /// value, configured by `configuration` (parameter name to value, as for widgets).
  public func currentControl(configuration: IntentValues = [:]) async throws -> ResolvedControl {
    try await current(configuration)
  }

  /// The configuration with its types erased, as the host runs it.
  public var controlDescriptor: ControlDescriptor { self }
}
