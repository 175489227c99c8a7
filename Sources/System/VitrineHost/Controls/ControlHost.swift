import Foundation
import VitrineWidgetCore

/// Runs the controls a person added to Control Center: fetches their values, performs their
/// actions when tapped, and logs what it did.
///
/// A tap follows iOS: a button performs its intent; a toggle sets its intent's `value` to the
/// opposite of the current state and performs it; then the provider is asked for the current
/// value again, which is what the control shows afterwards.
public actor ControlHost: ControlCenterBackend {
  /// The installed controls, by kind, in the order given.
  public let controls: [ControlDescriptor]
  private let clock: any HostClock
  /// Everything the host did, oldest first: `.intent` for taps, `.reload` for values fetched
  /// on the app's request, `.diagnostic` for failures.
  public private(set) var events: [HostEvent] = []

  /// A host of `controls`, reading the time from `clock`.
  public init(controls: [ControlDescriptor], clock: any HostClock = SystemClock()) {
    self.controls = controls
    self.clock = clock
  }

  /// The control of `kind`; throws ``ControlHostError/unknownKind(_:installed:)`` if none is
  /// installed.
  public nonisolated func control(ofKind kind: String) throws -> ControlDescriptor {
    guard let control = controls.first(where: { $0.kind == kind }) else {
      throw ControlHostError.unknownKind(kind, installed: controls.map(\.kind))
    }
    return control
  }

  /// The control of `kind` as Control Center shows it now, for `configuration`, which is
  /// checked against the control's intent first.
  public func current(
    kind: String, configuration: IntentValues = [:]
  ) async throws -> ResolvedControl {
    let control = try control(ofKind: kind)
    try await Self.validate(configuration, for: control)
    do {
      return try await control.currentControl(configuration: configuration)
    } catch {
      log(.diagnostic, kind, "the value provider failed: \(error)")
      throw ControlHostError.providerFailed(kind: kind, message: "\(error)")
    }
  }

  /// Taps the control of `kind`: performs its action as iOS does, then fetches its value again.
  public func tap(kind: String, configuration: IntentValues = [:]) async throws -> ControlTap {
    let before = try await current(kind: kind, configuration: configuration)
    let requested: Bool?
    do {
      requested = try await before.tap()
    } catch {
      log(.diagnostic, kind, "\(before.actionName) failed: \(error)")
      throw ControlHostError.actionFailed(kind: kind, message: "\(error)")
    }
    let after = try await current(kind: kind, configuration: configuration)
    let change = requested.map { " set value to \($0)" } ?? ""
    let shown = after.isOn.map { $0 ? "; now on" : "; now off" } ?? ""
    let opens = before.opensApp ? "; opens the app" : ""
    log(.intent, kind, "performed \(before.actionName)\(change)\(shown)\(opens)")
    return ControlTap(before: before, requested: requested, after: after)
  }

  /// Asks the controls of `kind` (all when `nil`) for their values again, as
  /// `ControlCenter.shared.reloadControls(ofKind:)` asks.
  public nonisolated func reloadControlsRequested(ofKind kind: String?) {
    Task { await self.reload(kind) }
  }

  /// Fetches the values of the controls of `kind` (all when `nil`) and logs each.
  public func reload(_ kind: String?) async {
    for control in controls where kind == nil || control.kind == kind {
      do {
        let shown = try await control.currentControl()
        let state = shown.isOn.map { $0 ? "on" : "off" } ?? "button"
        log(.reload, control.kind, "fetched the current value: \(state)")
      } catch {
        log(.diagnostic, control.kind, "the value provider failed: \(error)")
      }
    }
  }

  private func log(_ kind: HostEvent.Kind, _ controlKind: String, _ message: String) {
    events.append(
      HostEvent(
        time: clock.now, kind: kind, instanceID: "control:\(controlKind)",
        widgetKind: controlKind, message: message))
  }

  private static func validate(_ values: IntentValues, for control: ControlDescriptor) async throws
  {
    if let intent = control.intent {
      do {
        try await intent.validate(values)
      } catch let error as IntentConfigurationError {
        throw ControlHostError.invalidConfiguration(kind: control.kind, message: "\(error)")
      }
    } else if let key = values.keys.sorted().first {
      throw ControlHostError.notConfigurable(kind: control.kind, parameter: key)
    }
  }
}

/// What a tap did: the control before, the state a toggle asked for, the control after.
public struct ControlTap: Sendable {
  /// The control as it was shown when tapped.
  public var before: ResolvedControl
  /// The value a toggle's intent was given; `nil` for a button.
  public var requested: Bool?
  /// The control as the provider reports it after the action.
  public var after: ResolvedControl
}

/// Why the control host could not do what was asked.
public enum ControlHostError: Error, Equatable, CustomStringConvertible {
  /// No installed control has the kind.
  case unknownKind(String, installed: [String])
  /// A static control was given a configuration value.
  case notConfigurable(kind: String, parameter: String)
  /// A configuration value names no parameter of the control's intent, or does not parse.
  case invalidConfiguration(kind: String, message: String)
  /// The value provider threw.
  case providerFailed(kind: String, message: String)
  /// The action's intent threw.
  case actionFailed(kind: String, message: String)

  public var description: String {
    switch self {
    case .unknownKind(let kind, let installed):
      let list = installed.isEmpty ? "none" : installed.joined(separator: ", ")
      return "no control of kind '\(kind)' is installed (installed: \(list))"
    case .notConfigurable(let kind, let parameter):
      return "control '\(kind)' has no configuration, so '\(parameter)' cannot be set"
    case .invalidConfiguration(let kind, let message):
      return "control '\(kind)': \(message)"
    case .providerFailed(let kind, let message):
      return "control '\(kind)': its value provider failed: \(message)"
    case .actionFailed(let kind, let message):
      return "control '\(kind)': its action failed: \(message)"
    }
  }
}
