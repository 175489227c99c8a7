import AppGroupStore
import Foundation
import WidgetCore
import WidgetHost

/// A host with one widget instance on a manual clock and a throwaway store, as the `timeline` and
/// `simulate` commands use it.
struct HostSession {
  let host: WidgetHost
  let clock: ManualClock
  let instance: WidgetInstance
  /// Whether the session shows "now" rather than a moment given with `--at`.
  let followsSystemTime: Bool
  private let folder: TemporaryDirectory

  /// Starts the host at `start` (`nil`: now) and adds the widget, which loads its first timeline.
  static func start(
    _ widget: WidgetDescriptor, family: WidgetFamily, device: WidgetDevice,
    configuration values: IntentValues, at start: Date?,
    hostConfiguration: HostConfiguration = HostConfiguration(),
    onEvent: (@Sendable (HostEvent) -> Void)? = nil
  ) async throws -> HostSession {
    let folder = try TemporaryDirectory(prefix: "vitrine-host")
    do {
      let clock = ManualClock(start ?? Date())
      let store = try AppGroupStore(suiteName: "vitrine.host", directory: folder.url)
      let host = try WidgetHost(
        widgets: [widget], store: store, clock: clock, configuration: hostConfiguration)
      if let onEvent { await host.onEvent(onEvent) }
      let instance = try await host.add(
        kind: widget.kind, family: family, device: device, configuration: values)
      let session = HostSession(
        host: host, clock: clock, instance: instance, followsSystemTime: start == nil,
        folder: folder)
      await session.catchUp()
      return session
    } catch {
      folder.remove()
      throw error
    }
  }

  /// Brings a session that shows "now" up to the system clock, so entries a provider dated with
  /// `Date()` while it answered are due (providers written for iOS do not read `context.now`).
  func catchUp() async {
    guard followsSystemTime else { return }
    clock.advance(to: Date())
    await host.processDueWork()
  }

  /// Removes the throwaway store.
  func close() { folder.remove() }
}
