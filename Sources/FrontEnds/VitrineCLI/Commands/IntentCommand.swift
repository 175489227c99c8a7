import Foundation
import VitrineHomeScreen
import VitrineHost
import VitrineWidgetCore

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
      try await SessionOptions.withInstance(arguments, console, at: nil) { session, instance in
        try await tap(session, instance, arguments, console)
      }
    })

  private static func tap(
    _ session: HomeSession, _ instance: WidgetInstance, _ arguments: ParsedArguments,
    _ console: Console
  ) async throws {
    let kind = instance.kind
    let shown = try await session.present(instance)
    try SessionOptions.requireReadableStores(shown.entry)
    if shown.isPlaceholder {
      let why =
        await session.host.events.last { $0.kind == .diagnostic }?.message
        ?? "the widget has no timeline yet"
      throw CommandFailure("\(kind) shows only its placeholder, which has no buttons: \(why)")
    }
    guard arguments.positionals.count > 1 else {
      if shown.buttons.isEmpty { console.out("\(kind) shows no buttons now") }
      for button in shown.buttons {
        console.out("\(button.name)  (\(type(of: button.intent)))")
      }
      return
    }
    let button = try shown.buttons.named(arguments.positionals[1], kind: kind)
    let before = await session.host.events.count
    try await session.tap(button, on: instance)
    if let failure = await session.host.events.dropFirst(before).last(where: {
      $0.kind == .diagnostic
    }) {
      throw CommandFailure(failure.message ?? "the intent failed")
    }
    let now = await session.host.shown(instance.id)?.summary ?? "nothing"
    console.out("tapped \(button.name); \(kind) shows \(now)")
  }
}
