import Foundation
import WidgetCore
import WidgetHost

extension CommandSpec {
  /// `vitrine simulate`: runs the host on a manual clock and prints every reload.
  static let simulate = CommandSpec(
    name: "simulate",
    summary: "run a widget in the host over simulated hours and print every reload and entry",
    positionals: [PositionalSpec(name: "KIND", help: "the widget kind (see 'vitrine kinds')")],
    options: [
      .value("hours", "N", help: "how many hours to simulate (required)"),
      .value("start", "ISO8601", help: "when the simulation starts (default: now, to the minute)"),
      .value("budget", "N", help: "reloads allowed per 24 hours (default 70)"),
      CommonOptions.family, CommonOptions.device, CommonOptions.config, CommonOptions.json,
    ],
    discussion: """
      The simulated clock jumps from event to event, so a day takes milliseconds. Each line is one
      event: a reload (with its reason, the entry shown and the next reload date), an entry that
      became due, a reload the budget deferred, or a diagnostic. A summary closes the output.
      """,
    run: { arguments, console in
      let widget = try BuiltInWidgets.named(arguments.positionals[0])
      let hours = try CommonOptions.number(arguments, "hours", default: nil)
      let minute = (Date().timeIntervalSince1970 / 60).rounded(.down) * 60
      let start = try CommonOptions.date(
        arguments, "start", default: Date(timeIntervalSince1970: minute))
      var rules = HostConfiguration()
      if arguments.value("budget") != nil {
        rules.dailyBudget = Int(try CommonOptions.number(arguments, "budget", default: nil))
      }
      let json = arguments.flag("json")
      let family = try CommonOptions.family(arguments)
      if !json {
        console.out(
          "Simulating \(widget.kind) (\(family)) from \(start.iso) for \(hours.formatted()) h; "
            + "budget \(rules.dailyBudget) reloads per 24 h, host reloads at least "
            + "\(Int(rules.minimumReloadInterval / 60)) min apart.")
      }
      let session = try await HostSession.start(
        widget, family: family, device: try CommonOptions.device(arguments),
        configuration: try CommonOptions.configuration(arguments), at: start,
        hostConfiguration: rules,
        onEvent: { event in console.out(json ? JSONLines.encode(event) : event.line) })
      defer { session.close() }
      await session.host.run(until: start.addingTimeInterval(hours * 3600), on: session.clock)
      let statistics = ReloadStatistics(events: await session.host.events)
      if json {
        struct Summary: Encodable { var summary: ReloadStatistics }
        console.out(JSONLines.encode(Summary(summary: statistics)))
      } else {
        console.out(statistics.line(budget: rules.dailyBudget))
      }
    })
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
    let gap = closestReloads.map { "\(Int($0 / 60)) min \(Int($0) % 60) s" } ?? "n/a"
    return "summary: \(reloads) reloads (\(reasons)), \(deferred) deferred by the budget, "
      + "\(diagnostics) diagnostics; closest reloads \(gap) apart; "
      + "at most \(maxCountedInWindow) counted reloads in any 24 h (budget \(budget))"
  }
}
