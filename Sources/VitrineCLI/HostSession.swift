import AppGroupStore
import Foundation
import WidgetCore
import WidgetHost
import WidgetUI

/// A host with one widget instance on a manual clock and a throwaway store: what every command
/// that shows, simulates or taps a widget runs it in.
struct HostSession {
  /// The widget the instance shows.
  let widget: WidgetDescriptor
  let host: WidgetHost
  let clock: ManualClock
  let instance: WidgetInstance
  /// Whether the session shows "now" rather than a moment given with `--at`.
  let followsSystemTime: Bool
  private let folder: TemporaryDirectory

  /// Runs `body` with a session for the widget the arguments name (`KIND`, `--family`,
  /// `--device`, `--config`) at `moment` (`nil`: now), and closes it afterwards.
  ///
  /// The widgets' own App Group state (caches, carousel positions) is in `--data-dir`, else in
  /// `stateFallback`, else in the default data folder.
  static func withWidget<Result>(
    _ arguments: ParsedArguments, _ console: Console, at moment: Date?,
    stateFallback: URL? = nil, hostConfiguration: HostConfiguration = HostConfiguration(),
    onEvent: (@Sendable (HostEvent) -> Void)? = nil,
    _ body: (HostSession) async throws -> Result
  ) async throws -> Result {
    let widget = try WidgetCatalog.named(arguments.positionals[0])
    let family = try CommonOptions.family(arguments)
    let device = try CommonOptions.device(arguments)
    guard device.displaySize(for: family) != nil else {
      throw UsageError("device \(device.id) has no \(family) widgets (see 'vitrine devices')")
    }
    let values = try CommonOptions.configuration(arguments)
    return try await WidgetCatalog.withWidgetState(arguments, console, fallback: stateFallback) {
      let session = try await start(
        widget, family: family, device: device, configuration: values, at: moment,
        hostConfiguration: hostConfiguration, onEvent: onEvent)
      defer { session.close() }
      return try await body(session)
    }
  }

  /// Starts the host at `start` (`nil`: now) and adds the widget, which loads its first timeline.
  private static func start(
    _ widget: WidgetDescriptor, family: WidgetFamily, device: WidgetDevice,
    configuration values: IntentValues, at start: Date?, hostConfiguration: HostConfiguration,
    onEvent: (@Sendable (HostEvent) -> Void)?
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
        widget: widget, host: host, clock: clock, instance: instance,
        followsSystemTime: start == nil, folder: folder)
      await session.catchUp()
      return session
    } catch {
      folder.remove()
      throw error
    }
  }

  /// The instance's identifier.
  var id: String { instance.id }

  /// The view the widget shows for `entry`.
  func view(of entry: any TimelineEntry) throws -> any View {
    guard let view = widget.content(entry) as? any View else {
      throw CommandFailure("the content of widget '\(widget.kind)' is not a WidgetUI view")
    }
    return view
  }

  /// Brings a session that shows "now" up to the system clock, so entries a provider dated with
  /// `Date()` while it answered are due (providers written for iOS do not read `context.now`).
  func catchUp() async {
    guard followsSystemTime else { return }
    clock.advance(to: Date())
    await host.processDueWork()
  }

  /// Removes the throwaway store.
  private func close() { folder.remove() }
}
