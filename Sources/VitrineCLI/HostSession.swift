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
  private let folder: TemporaryDirectory

  /// Starts the host at `start` and adds the widget, which loads its first timeline.
  static func start(
    _ widget: WidgetDescriptor, family: WidgetFamily, device: WidgetDevice,
    configuration values: IntentValues, at start: Date,
    hostConfiguration: HostConfiguration = HostConfiguration(),
    onEvent: (@Sendable (HostEvent) -> Void)? = nil
  ) async throws -> HostSession {
    let folder = try TemporaryDirectory(prefix: "vitrine-host")
    do {
      let clock = ManualClock(start)
      let store = try AppGroupStore(suiteName: "vitrine.host", directory: folder.url)
      let host = try WidgetHost(
        widgets: [widget], store: store, clock: clock, configuration: hostConfiguration)
      if let onEvent { await host.onEvent(onEvent) }
      let instance = try await host.add(
        kind: widget.kind, family: family, device: device, configuration: values)
      return HostSession(host: host, clock: clock, instance: instance, folder: folder)
    } catch {
      folder.remove()
      throw error
    }
  }

  /// Removes the throwaway store.
  func close() { folder.remove() }
}
