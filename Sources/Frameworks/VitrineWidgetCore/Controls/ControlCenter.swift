import Synchronization

/// The app's way to ask the system to fetch its controls' values again, as in WidgetKit.
///
/// Use ``shared``. The host that shows the controls attaches a ``ControlCenterBackend``;
/// requests made before one attaches are kept and delivered when it does.
public final class ControlCenter: Sendable {
  /// The center of this process.
  public static let shared = ControlCenter()

  private let state = Mutex(State())

  private struct State {
    var backend: (any ControlCenterBackend)?
    var pending: [String?] = []
  }

  /// Creates a separate center (tests); apps use ``shared``.
  public init() {}

  /// Asks the system to fetch the current value of every control of `kind`.
  public func reloadControls(ofKind kind: String) { send(kind) }

  /// Asks the system to fetch the current value of every control.
  public func reloadAllControls() { send(nil) }

  /// Connects the host; pending requests are delivered to it at once, oldest first.
  public func attach(_ backend: any ControlCenterBackend) {
    let pending = state.withLock { state in
      state.backend = backend
      defer { state.pending.removeAll() }
      return state.pending
    }
    pending.forEach(backend.reloadControlsRequested(ofKind:))
  }

  /// Disconnects the host; later requests wait for the next one.
  public func detach() {
    state.withLock { $0.backend = nil }
  }

  private func send(_ kind: String?) {
    let backend = state.withLock { state -> (any ControlCenterBackend)? in
      if state.backend == nil { state.pending.append(kind) }
      return state.backend
    }
    backend?.reloadControlsRequested(ofKind: kind)
  }
}

/// What the host provides to ``ControlCenter``.
public protocol ControlCenterBackend: Sendable {
  /// Asks for the controls of `kind` (all when `nil`) to fetch their values again.
  func reloadControlsRequested(ofKind kind: String?)
}
