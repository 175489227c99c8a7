import Foundation
import VitrineHomeScreen
import VitrineHost
import VitrineWidgetCore

/// A home-screen session over a test's own widgets, on a manual clock, with the host's store
/// and the widgets' data in one temporary folder.
public struct HostHarness: Sendable {
  /// The session.
  public let session: HomeSession
  /// The folder holding the stores; kept alive with the harness, so a second harness on the
  /// same folder is the host after a restart.
  public let folder: TemporaryFolder

  /// The host.
  public var host: WidgetHost { session.host }
  /// Its clock.
  public var clock: ManualClock { session.clock }

  /// The moment every test starts at: 2026-11-30 09:00 UTC.
  public static let start = Date(timeIntervalSince1970: 1_796_029_200)

  /// Creates a host for `widgets` starting at `start` (on the main actor, as the session is).
  @MainActor public init(
    _ widgets: [WidgetDescriptor], start: Date = HostHarness.start,
    configuration: HostConfiguration = HostConfiguration(), folder: TemporaryFolder? = nil
  ) throws {
    let folder = try folder ?? TemporaryFolder("vitrine-test-host")
    self.folder = folder
    session = try HomeSession(
      library: WidgetLibrary(widgets),
      environment: HomeScreenEnvironment(dataDirectory: folder.url),
      start: start, hostStorage: .folder(folder.url), configuration: configuration)
  }

  /// Runs the host until `interval` seconds after the clock's current time.
  public func run(for interval: TimeInterval) async {
    await host.run(until: clock.now.addingTimeInterval(interval), on: clock)
  }
}

extension Date {
  /// This date moved by `minutes`.
  public func plus(minutes: Double) -> Date { addingTimeInterval(minutes * 60) }
}
