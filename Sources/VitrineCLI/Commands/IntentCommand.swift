import Foundation
import WidgetCore
import WidgetHost

extension CommandSpec {
  /// `vitrine intent`: taps one of a widget's buttons.
  static let intent = CommandSpec(
    name: "intent",
    summary: "tap a widget's button: perform its app intent, then show what the widget shows",
    positionals: [
      PositionalSpec(name: "KIND", help: "the widget kind (see 'vitrine kinds')"),
      PositionalSpec(
        name: "BUTTON",
        help: "part of the button's name or intent, such as 'forward'; "
          + "leave out to list the buttons", optional: true),
    ],
    options: [
      CommonOptions.family, CommonOptions.device, CommonOptions.config, CommonOptions.dataDir,
    ],
    discussion: """
      The widget's current view is laid out to find its Button(intent:)s, the chosen one's intent
      is performed, and the host reloads the widget without spending budget. State the intent
      changes lives in the App Group store (--data-dir), so the next 'vitrine render' shows it.
      """,
    run: { arguments, console in
      try await HostSession.withWidget(arguments, console, at: nil) { session in
        try await tap(session, arguments, console)
      }
    })

  private static func tap(
    _ session: HostSession, _ arguments: ParsedArguments, _ console: Console
  ) async throws {
    let kind = session.widget.kind
    let buttons = try await WidgetButton.buttons(of: session)
    guard arguments.positionals.count > 1 else {
      if buttons.isEmpty { console.out("\(kind) shows no buttons now") }
      for button in buttons {
        console.out("\(button.name)  (\(type(of: button.intent)))")
      }
      return
    }
    let query = arguments.positionals[1]
    let matching = buttons.filter { $0.matches(query) }
    guard matching.count == 1, let button = matching.first else {
      let names = buttons.map(\.name).joined(separator: ", ")
      throw UsageError(
        matching.isEmpty
          ? "\(kind) has no button matching '\(query)' (buttons: \(names))"
          : "'\(query)' matches several buttons (\(matching.map(\.name).joined(separator: ", ")))")
    }
    try await session.host.perform(button.intent, from: session.id)
    await session.catchUp()
    if let failure = await session.host.events.last(where: { $0.kind == .diagnostic }) {
      throw CommandFailure(failure.message ?? "the intent failed")
    }
    let shown = await session.host.shown(session.id)?.summary ?? "nothing"
    console.out("tapped \(button.name); \(kind) shows \(shown)")
  }
}
