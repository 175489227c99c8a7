import Foundation
import VitrineHost
import VitrineWidgetCore

extension CommandSpec {
  /// `vitrine timeline`: what a provider returns and when the host would reload.
  static let timeline = CommandSpec(
    name: "timeline",
    summary: "print the timeline a widget's provider returns and the reload date the host derives",
    positionals: [PositionalSpec(name: "KIND", help: "the widget kind (see 'vitrine kinds')")],
    options: [
      CommonOptions.family, CommonOptions.device, CommonOptions.config, CommonOptions.at,
      CommonOptions.dataDir, CommonOptions.json,
    ],
    discussion: """
      The host applies its rules to the answer: entries are sorted by date, an empty timeline is
      refused and retried, and the next reload is the policy's date but not sooner than 5 minutes.
      """,
    run: { arguments, console in
      try await SessionOptions.withInstance(
        arguments, console, at: try CommonOptions.moment(arguments)
      ) { session, instance in
        let timeline = await session.host.currentTimeline(of: instance.id)
        let report = TimelineReport(
          kind: instance.kind, family: instance.family, at: session.clock.now,
          configuration: instance.configuration,
          entries: timeline?.entries ?? [], policy: timeline?.policy.description,
          nextReload: await session.host.nextReload(of: instance.id),
          diagnostics: await session.host.events.filter { $0.kind == .diagnostic }.compactMap(
            \.message))
        console.out(arguments.flag("json") ? JSONLines.encode(report) : report.text)
        try SessionOptions.requireReadableStores(
          try await session.host.currentEntry(of: instance.id))
      }
    })
}

/// What `vitrine timeline` prints.
struct TimelineReport: Encodable {
  var kind: String
  var family: WidgetFamily
  var at: Date
  var configuration: IntentValues
  var entries: [ShownEntry]
  var policy: String?
  var nextReload: Date?
  var diagnostics: [String]

  var text: String {
    var lines = ["\(kind) (\(family)) at \(at.iso)"]
    if !configuration.isEmpty {
      lines.append(
        "configuration: "
          + configuration.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: " "))
    }
    lines.append("\(entries.count) entries:")
    lines += entries.map { "  \($0.date?.iso ?? "-")  \($0.summary)" }
    lines.append("policy: \(policy ?? "none (timeline refused)")")
    lines.append("next reload: \(nextReload?.iso ?? "only when the app asks")")
    lines += diagnostics.map { "note: \($0)" }
    return lines.joined(separator: "\n")
  }
}
