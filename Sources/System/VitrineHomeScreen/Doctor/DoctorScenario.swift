import Foundation

/// A week (or a few days) of how a person uses a widget's app, for ``ReloadDoctor``: when the
/// app comes to the foreground, when it asks for reloads from the background, when the widget
/// is tapped and when the network is down.
///
/// Times of day are seconds after the start of each simulated day (the simulation's start,
/// not midnight), so a scenario means the same from any start.
public struct DoctorScenario: Sendable, Hashable {
  /// How many days to simulate (1 to ``maximumDays``).
  public var days: Int
  /// When, each day, the person opens the app; the app calls
  /// `WidgetCenter.reloadTimelines(ofKind:)` from the foreground, which costs no budget.
  public var appOpens: [TimeInterval]
  /// When, each day, the app calls `reloadTimelines(ofKind:)` from the background (a
  /// background refresh, a push): each call costs budget.
  public var backgroundReloads: [TimeInterval]
  /// When, each day, the person taps one of the widget's buttons (in turn); a tap reloads the
  /// widget at no budget cost.
  public var taps: [TimeInterval]
  /// When the network is down: start (seconds after the simulation's start) and length.
  public var outages: [Outage]

  /// A stretch of time without network.
  public struct Outage: Sendable, Hashable {
    /// Seconds after the simulation's start.
    public var start: TimeInterval
    /// How long, in seconds.
    public var duration: TimeInterval

    /// Creates an outage.
    public init(start: TimeInterval, duration: TimeInterval) {
      self.start = start
      self.duration = duration
    }
  }

  /// The most days a scenario runs: four weeks.
  public static let maximumDays = 28
  /// The most events of one kind a day may have.
  public static let maximumPerDay = 288

  /// Creates a scenario; times past a day or beyond the bounds are left out.
  public init(
    days: Int = 7, appOpens: [TimeInterval] = [], backgroundReloads: [TimeInterval] = [],
    taps: [TimeInterval] = [], outages: [Outage] = []
  ) {
    self.days = min(max(days, 1), Self.maximumDays)
    let day: TimeInterval = 24 * 3600
    func bounded(_ times: [TimeInterval]) -> [TimeInterval] {
      Array(times.filter { $0 >= 0 && $0 < day }.sorted().prefix(Self.maximumPerDay))
    }
    self.appOpens = bounded(appOpens)
    self.backgroundReloads = bounded(backgroundReloads)
    self.taps = bounded(taps)
    self.outages = Array(outages.filter { $0.start >= 0 && $0.duration > 0 }.prefix(64))
  }

  /// A realistic week: the app opened three times a day (8:00, 12:30, 19:00), a background
  /// refresh every 4 hours asking for a reload, four taps a day, and two outages (two hours on
  /// the second morning, a night in airplane mode between the fourth and fifth day).
  public static func week(
    days: Int = 7, appOpensPerDay: Int = 3, backgroundReloadsPerDay: Int = 6, tapsPerDay: Int = 4,
    outages: Bool = true
  ) -> DoctorScenario {
    let hour: TimeInterval = 3600
    let opens = [8 * hour, 12.5 * hour, 19 * hour, 22 * hour, 7 * hour, 17 * hour]
    return DoctorScenario(
      days: days, appOpens: Array(opens.prefix(max(appOpensPerDay, 0))),
      backgroundReloads: spread(backgroundReloadsPerDay, from: 1 * hour),
      taps: spread(tapsPerDay, from: 9 * hour, over: 13 * hour),
      outages: outages
        ? [
          Outage(start: 24 * hour + 7 * hour, duration: 2 * hour),
          Outage(start: 3 * 24 * hour + 23 * hour, duration: 7 * hour),
        ] : [])
  }

  /// `count` times spread evenly over `span` seconds from `first`.
  static func spread(
    _ count: Int, from first: TimeInterval, over span: TimeInterval = 24 * 3600
  ) -> [TimeInterval] {
    let count = min(max(count, 0), maximumPerDay)
    guard count > 0 else { return [] }
    return (0..<count).map {
      (first + span * Double($0) / Double(count)).truncatingRemainder(
        dividingBy: 24 * 3600)
    }
  }

  /// The scenario's moments from `start`, in time order.
  func moments(from start: Date) -> [(Date, Moment)] {
    var moments: [(Date, Moment)] = []
    let day: TimeInterval = 24 * 3600
    for index in 0..<days {
      let base = start.addingTimeInterval(Double(index) * day)
      moments += appOpens.map { (base.addingTimeInterval($0), .appOpen) }
      moments += backgroundReloads.map { (base.addingTimeInterval($0), .backgroundReload) }
      moments += taps.map { (base.addingTimeInterval($0), .tap) }
    }
    for outage in outages {
      moments.append((start.addingTimeInterval(outage.start), .networkDown))
      moments.append((start.addingTimeInterval(outage.start + outage.duration), .networkUp))
    }
    let end = start.addingTimeInterval(Double(days) * day)
    return moments.filter { $0.0 < end }.enumerated()
      .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element)
  }

  /// One thing the person or the network does.
  enum Moment: Sendable, Hashable {
    case appOpen, backgroundReload, tap, networkDown, networkUp
  }
}
