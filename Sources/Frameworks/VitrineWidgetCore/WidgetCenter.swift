import Foundation
import Synchronization

/// The app's way to ask the host to reload widgets and to learn which widgets are installed.
///
/// As in WidgetKit, use ``shared``. The host that runs the widgets attaches itself as the
/// ``WidgetCenterBackend``; requests made before a host attaches are kept and delivered when it
/// does, so nothing is lost to start-up order.
public final class WidgetCenter: Sendable {
  /// The center of this process.
  public static let shared = WidgetCenter()

  private let state = Mutex(State())

  private struct State {
    var backend: (any WidgetCenterBackend)?
    var pending: [WidgetReloadRequest] = []
    var isAppActive = false
  }

  /// Creates a separate center (tests); apps use ``shared``.
  public init() {}

  /// Whether the app is in the foreground; a foreground app's reloads cost no budget.
  public var isAppActive: Bool {
    get { state.withLock { $0.isAppActive } }
    set { state.withLock { $0.isAppActive = newValue } }
  }

  /// Asks the host to reload the timelines of every widget of `kind`.
  public func reloadTimelines(ofKind kind: String) {
    send(WidgetReloadRequest(kind: kind, fromActiveApp: isAppActive))
  }

  /// Asks the host to reload the timelines of every widget.
  public func reloadAllTimelines() {
    send(WidgetReloadRequest(kind: nil, fromActiveApp: isAppActive))
  }

  /// The widgets the person has installed, with their configurations.
  public func currentConfigurations() async throws -> [WidgetInfo] {
    guard let backend = state.withLock({ $0.backend }) else { return [] }
    return await backend.currentConfigurations()
  }

  /// The completion-handler form of ``currentConfigurations()``.
  public func getCurrentConfigurations(
    _ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void
  ) {
    Task {
      do { completion(.success(try await self.currentConfigurations())) } catch {
        completion(.failure(error))
      }
    }
  }

  /// Connects the host; pending requests are delivered to it at once.
  public func attach(_ backend: any WidgetCenterBackend) {
    let pending = state.withLock { state in
      state.backend = backend
      defer { state.pending.removeAll() }
      return state.pending
    }
    pending.forEach(backend.reloadRequested)
  }

  /// Disconnects the host; later requests wait for the next one.
  public func detach() {
    state.withLock { $0.backend = nil }
  }

  private func send(_ request: WidgetReloadRequest) {
    let backend = state.withLock { state -> (any WidgetCenterBackend)? in
      if state.backend == nil { state.pending.append(request) }
      return state.backend
    }
    backend?.reloadRequested(request)
  }
}

/// A request from the app to reload widgets.
public struct WidgetReloadRequest: Sendable, Hashable {
  /// The kind to reload, or `nil` for all.
  public var kind: String?
  /// Whether the app was in the foreground when it asked.
  public var fromActiveApp: Bool
}

/// What the host provides to ``WidgetCenter``.
public protocol WidgetCenterBackend: Sendable {
  /// Delivers a reload request; the host schedules it and returns at once.
  func reloadRequested(_ request: WidgetReloadRequest)
  /// Lists installed widgets.
  func currentConfigurations() async -> [WidgetInfo]
}

/// An installed widget, as `WidgetCenter` reports it.
public struct WidgetInfo: Sendable, Hashable {
  /// The instance's identifier in the host.
  public var id: String
  /// The widget's kind.
  public var kind: String
  /// The widget's family.
  public var family: WidgetFamily
  /// The configuration values of an intent-configured widget; empty for a static one.
  public var configuration: IntentValues

  /// Creates a description of an installed widget.
  public init(id: String, kind: String, family: WidgetFamily, configuration: IntentValues) {
    self.id = id
    self.kind = kind
    self.family = family
    self.configuration = configuration
  }

  /// The widget's configuration as its intent type.
  public func widgetConfigurationIntent<Intent: WidgetConfigurationIntent>(
    of type: Intent.Type
  ) -> Intent {
    Intent(values: configuration)
  }
}
