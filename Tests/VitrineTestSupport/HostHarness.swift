import AppGroupStore
import Foundation
import WidgetCore
import WidgetHost

/// A host on a manual clock with a store in a temporary folder.
public struct HostHarness: Sendable {
  /// The host.
  public let host: WidgetHost
  /// Its clock.
  public let clock: ManualClock
  /// The folder holding its store; kept alive with the harness.
  public let folder: TemporaryFolder

  /// The moment every test starts at: 2026-11-30 09:00 UTC.
  public static let start = Date(timeIntervalSince1970: 1_796_029_200)

  /// Creates a host for `widgets` starting at `start`.
  public init(
    _ widgets: [WidgetDescriptor], start: Date = HostHarness.start,
    configuration: HostConfiguration = HostConfiguration(),
    folder: TemporaryFolder = TemporaryFolder("host")
  ) throws {
    self.folder = folder
    clock = ManualClock(start)
    let store = try AppGroupStore(suiteName: "group.host-test", directory: folder.url)
    host = try WidgetHost(
      widgets: widgets, store: store, clock: clock, configuration: configuration)
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
