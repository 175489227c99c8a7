import Foundation
import VitrineHomeScreen
import VitrineHost
import VitrineWidgetCore

extension CommandSpec {
  /// `vitrine doctor`: a simulated week of use and why the widget would look stale on iOS.
  static let doctor = CommandSpec(
    name: "doctor",
    summary: "simulate a week of use and say what iOS would do with a widget's reloads, and why",
    positionals: [PositionalSpec(name: "KIND", help: "the widget kind (see 'vitrine kinds')")],
    options: [
      .value("days", "N", help: "how many days to simulate (default 7, at most 28)"),
      .value("start", "ISO8601", help: "when the simulation starts (default: now, to the minute)"),
      .value("budget", "N", help: "reloads allowed per 24 hours (default 70, 0 to 10,000)"),
      .value(
        "app-opens", "N",
        help: "times a day the app opens and reloads the widget, free (default 3, at most 6)"),
      .value(
        "background-reloads", "N",
        help: "times a day the app asks for a reload from the background (default 6, at most 288)"
      ),
      .value("taps", "N", help: "taps on the widget's buttons a day (default 4, at most 288)"),
      .flag("no-outages", help: "keep the network up the whole time"),
      CommonOptions.family, CommonOptions.device, CommonOptions.config,
    ],
    discussion: """
      The host runs the widget with iOS's rules (the daily budget, the minimum interval between
      reloads) on a simulated clock, a week in seconds, while a person uses it: the app opens
      three times a day (a free reload), asks for a reload from the background every four hours
      (a budgeted one), the widget's buttons are tapped, and the network is down twice (two
      hours on the second morning, a night on the fourth). The process's wall clock and network
      follow the simulation: Date() reads the simulated time, and during an outage every HTTP
      request fails to connect. The report gives reloads asked and granted, wasted reloads
      (identical timelines), hours of stale data and of placeholder, which calls spent the
      budget, and each fault found with what to do.
      """,
    run: { arguments, console in
      let kind = arguments.positionals[0]
      let days = try CommonOptions.integer(
        arguments, "days", default: 7, in: 1...DoctorScenario.maximumDays)
      let minute = (Date().timeIntervalSince1970 / 60).rounded(.down) * 60
      let start = try CommonOptions.date(
        arguments, "start", default: Date(timeIntervalSince1970: minute))
      let end = start.addingTimeInterval(Double(days) * 24 * 3600)
      guard SimulatedWallClock.range.contains(start), SimulatedWallClock.range.contains(end) else {
        throw UsageError("--start and --days must keep the simulation between 1970 and 2200")
      }
      var rules = HostConfiguration()
      rules.dailyBudget = try CommonOptions.integer(
        arguments, "budget", default: rules.dailyBudget, in: 0...maximumBudget)
      let perDay = DoctorScenario.maximumPerDay
      let scenario = DoctorScenario.week(
        days: days,
        appOpensPerDay: try CommonOptions.integer(arguments, "app-opens", default: 3, in: 0...6),
        backgroundReloadsPerDay: try CommonOptions.integer(
          arguments, "background-reloads", default: 6, in: 0...perDay),
        tapsPerDay: try CommonOptions.integer(arguments, "taps", default: 4, in: 0...perDay),
        outages: !arguments.flag("no-outages"))
      console.out("Examining \(kind) over \(days) days of simulated use...")
      let stateFolder = try ScratchFolder("vitrine-doctor")
      defer { stateFolder.remove() }
      // As `simulate` does: a program of its own holds its wall clock at the simulated time.
      let clock =
        console.ownsProcess ? ManualClock(start) { SimulatedWallClock.hold(at: $0) } : nil
      defer { if clock != nil { SimulatedWallClock.release() } }
      try await SessionOptions.withInstance(
        arguments, console, at: start, stateFallback: stateFolder.url, hostConfiguration: rules,
        clock: clock
      ) { session, instance in
        let report = try await ReloadDoctor.examine(instance, in: session, scenario: scenario)
        console.out(report.text)
      }
    })
}
