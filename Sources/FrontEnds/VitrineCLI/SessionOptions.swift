import Foundation
import VitrineAppGroupStore
import VitrineHomeScreen
import VitrineHost
import VitrineWidgetCore

/// How the commands that run a widget (`timeline`, `simulate`, `render`, `a11y`, `intent`)
/// turn their arguments into a home-screen session with one instance.
enum SessionOptions {
  /// The environment the widgets get: App Group data in `--data-dir`, else in `fallback`, else
  /// in the process's default data folder.
  static func environment(
    _ arguments: ParsedArguments, _ console: Console, fallback: URL? = nil
  ) -> HomeScreenEnvironment {
    let directory =
      arguments.value("data-dir") != nil
      ? CommonOptions.dataDirectory(arguments, console)
      : fallback ?? CommonOptions.dataDirectory(arguments, console)
    return HomeScreenEnvironment(dataDirectory: directory, variables: console.environment)
  }

  /// Runs `body` with a session whose clock starts at `moment` (`nil`: now) and one instance of
  /// the widget the arguments name (`KIND`, `--family`, `--device`, `--config`).
  @MainActor static func withInstance<Result>(
    _ arguments: ParsedArguments, _ console: Console, at moment: Date?,
    stateFallback: URL? = nil, hostConfiguration: HostConfiguration = HostConfiguration(),
    clock: ManualClock? = nil, onEvent: (@Sendable (HostEvent) -> Void)? = nil,
    _ body: (HomeSession, WidgetInstance) async throws -> Result
  ) async throws -> Result {
    let family = try CommonOptions.family(arguments)
    let device = try CommonOptions.device(arguments)
    let values = try CommonOptions.configuration(arguments)
    // Only the widget asked for is built: the others' bodies and intents cost a one-shot
    // command time for nothing.
    let session = try HomeSession(
      library: console.widgets,
      environment: environment(arguments, console, fallback: stateFallback), start: moment,
      clock: clock, configuration: hostConfiguration, kinds: [arguments.positionals[0]])
    if let onEvent { await session.host.onEvent(onEvent) }
    let instance = try await session.add(
      kind: arguments.positionals[0], family: family, device: device, configuration: values)
    return try await body(session, instance)
  }

  /// Fails the command when `entry` shows an error state because an App Group store could not
  /// be opened or read: what the widget draws then is not the person's data, and the command
  /// says which store and why.
  static func requireReadableStores(_ entry: any TimelineEntry) throws {
    if let failure = (entry as? any FailureReportingEntry)?.failure,
      failure is AppGroupStoreError
    {
      throw CommandFailure("\(failure)")
    }
  }
}
