import Foundation
import VitrineHomeScreen
import VitrineHost
import VitrineWidgetCore

extension CommandSpec {
  /// `vitrine simulate`: runs the host on a manual clock and prints every reload.
  static let simulate = CommandSpec(
    name: "simulate",
    summary: "run a widget in the host over simulated hours and print every reload and entry",
    positionals: [PositionalSpec(name: "KIND", help: "the widget kind (see 'vitrine kinds')")],
    options: [
      .value(
        "hours", "N", help: "how many hours to simulate (required, at most 8,784: a leap year)"),
      .value("start", "ISO8601", help: "when the simulation starts (default: now, to the minute)"),
      .value("budget", "N", help: "reloads allowed per 24 hours (default 70, 0 to 10,000)"),
      .value(
        "taps", "N",
        help: "tap the widget's buttons N times, spread evenly, in turn (at most 10,000)"),
      .value(
        "data-dir", "DIR",
        help: "keep the widgets' App Group state here (default: a throwaway folder)"),
      CommonOptions.family, CommonOptions.device, CommonOptions.config, CommonOptions.json,
    ],
    discussion: """
      The simulated clock jumps from event to event, so a day takes milliseconds, and the
      process's wall clock moves with it: a provider that reads Date() (as Xcode's template
      does) sees the simulated time, as an iPhone's provider sees the time of each reload. Each line is one
      event: a reload (with its reason, the entry shown and the next reload date), an entry that
      became due, a reload the budget deferred, an intent performed, or a diagnostic. A summary
      closes the output. With --taps, the widget's buttons (its Button(intent:)s) are tapped at
      even intervals, three times each in turn, each tap followed by the reload the host gives
      an intent.
      """,
    run: { arguments, console in
      let kind = arguments.positionals[0]
      let hours = try CommonOptions.number(
        arguments, "hours", default: nil, maximum: maximumHours)
      let minute = (Date().timeIntervalSince1970 / 60).rounded(.down) * 60
      let start = try CommonOptions.date(
        arguments, "start", default: Date(timeIntervalSince1970: minute))
      let end = start.addingTimeInterval(hours * 3600)
      guard SimulatedWallClock.range.contains(start), SimulatedWallClock.range.contains(end) else {
        throw UsageError("--start and --hours must keep the simulation between 1970 and 2200")
      }
      var rules = HostConfiguration()
      if arguments.value("budget") != nil {
        rules.dailyBudget = try CommonOptions.integer(
          arguments, "budget", default: nil, in: 0...maximumBudget)
      }
      let json = arguments.flag("json")
      let taps = try CommonOptions.integer(arguments, "taps", default: 0, in: 0...maximumTaps)
      if !json {
        console.out(
          "Simulating \(kind) (\(try CommonOptions.family(arguments))) from \(start.iso) for "
            + "\(hours.formatted()) h; budget \(rules.dailyBudget) reloads per 24 h, host reloads "
            + "at least \(Int(rules.minimumReloadInterval / 60)) min apart.")
      }
      // A simulation keeps the widgets' own state apart from the real one unless told otherwise,
      // in a folder that Ctrl-C does not leave behind (and a later run sweeps after kill -9).
      let stateFolder = try ScratchFolder("vitrine-simulate")
      defer { stateFolder.remove() }
      // A program of its own holds its wall clock at the simulated time, so a provider's
      // `Date()` reads it as an iPhone's provider reads the real time at each reload.
      let clock =
        console.ownsProcess ? ManualClock(start) { SimulatedWallClock.hold(at: $0) } : nil
      defer { if clock != nil { SimulatedWallClock.release() } }
      try await SessionOptions.withInstance(
        arguments, console, at: start, stateFallback: stateFolder.url, hostConfiguration: rules,
        clock: clock,
        onEvent: { event in console.out(json ? JSONLines.encode(event) : event.line) }
      ) { session, instance in
        for tap in 0..<taps {
          let at = start.addingTimeInterval(hours * 3600 * (Double(tap) + 0.5) / Double(taps))
          await session.host.run(until: at, on: session.clock)
          let buttons = try await session.present(instance).buttons
          guard !buttons.isEmpty else { continue }
          // Three taps on one button, then three on the next, so the widget visibly moves.
          try await session.tap(buttons[(tap / 3) % buttons.count], on: instance)
        }
        await session.host.run(until: end, on: session.clock)
        let statistics = ReloadStatistics(events: await session.host.events)
        if json {
          struct Summary: Encodable { var summary: ReloadStatistics }
          console.out(JSONLines.encode(Summary(summary: statistics)))
        } else {
          console.out(statistics.line(budget: rules.dailyBudget))
        }
      }
    })
}

extension CommandSpec {
  /// The longest simulation, in hours: a leap year. With the host's 5-minute minimum interval
  /// a widget reloads at most 105,408 times in it, which bounds the events a simulation keeps.
  static let maximumHours: Double = 8_784
  /// The largest daily budget `--budget` accepts.
  static let maximumBudget = 10_000
  /// The most taps `--taps` accepts.
  static let maximumTaps = 10_000
}

extension HostEvent {
  /// The event as one line of the simulation log.
  var line: String {
    var parts = [
      time.iso, instanceID, kind.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0),
    ]
    if let reason { parts.append(reason.rawValue) }
    if let entryCount, let policy { parts.append("\(entryCount) entries, \(policy)") }
    if let shown { parts.append("shows \(shown)") }
    if let message { parts.append(message) }
    switch kind {
    case .reload, .deferred, .entry:
      parts.append("next \(nextReload?.iso ?? "on request")")
      if let requestedReload, let nextReload, requestedReload != nextReload {
        parts.append("(requested \(requestedReload.iso); the host's minimum interval moved it)")
      }
    case .diagnostic where nextReload != nil:
      parts.append("next \(nextReload!.iso)")
    default: break
    }
    if let budgetUsed { parts.append("budget used \(budgetUsed)") }
    return parts.joined(separator: "  ")
  }
}

extension ReloadStatistics {
  /// The closing line of a simulation.
  func line(budget: Int) -> String {
    let reasons = reloadsByReason.sorted { $0.key < $1.key }.map { "\($1) \($0)" }
      .joined(separator: ", ")
    let findings = warningsByFinding.sorted { $0.key < $1.key }.map { "\($1) \($0)" }
    let warningsText =
      findings.isEmpty ? "0 warnings" : "\(warnings) warnings (\(findings.joined(separator: ", ")))"
    let gap = closestReloads.map { "\(Int($0 / 60)) min \(Int($0) % 60) s" } ?? "n/a"
    return "summary: \(reloads) reloads (\(reasons)), \(deferred) deferred by the budget, "
      + "\(diagnostics) diagnostics, \(warningsText); closest reloads \(gap) apart; "
      + "at most \(maxCountedInWindow) counted reloads in any 24 h (budget \(budget))"
  }
}
