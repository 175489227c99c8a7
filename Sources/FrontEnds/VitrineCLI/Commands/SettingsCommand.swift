import Foundation
import VitrineSharedWithYouSystem

extension CommandSpec {
  /// `vitrine settings`: the system's Shared with You switches.
  static let settings = CommandSpec(
    name: "settings",
    summary: "switch Shared with You on or off, globally, per app or per conversation",
    positionals: [
      PositionalSpec(name: "SETTING", help: "shared-with-you"),
      PositionalSpec(
        name: "STATE", help: "on | off (without it, prints the switches)", optional: true),
    ],
    options: [
      .value("app", "APP-ID", help: "switch it for this installed app only"),
      .value(
        "conversation", "NAME", help: "switch it for this conversation only (a group or a contact)"),
      SystemAccess.dataDir,
    ],
    run: { arguments, console in
      guard arguments.positionals[0] == "shared-with-you" else {
        throw UsageError("unknown setting '\(arguments.positionals[0])' (shared-with-you)")
      }
      let system = try SystemAccess.open(arguments, console)
      let app = arguments.value("app")
      let conversation = arguments.value("conversation")
      if app != nil && conversation != nil {
        throw UsageError("give --app or --conversation, not both")
      }
      guard arguments.positionals.count > 1 else {
        let settings = try system.settings()
        let conversations = try system.conversations()
        console.out("shared-with-you: \(settings.enabled ? "on" : "off")")
        for id in settings.disabledApps.sorted() { console.out("  off for app \(id)") }
        for conversation in conversations
        where settings.disabledConversations.contains(conversation.id) {
          console.out("  off for conversation \(conversation.name)")
        }
        return
      }
      let state = arguments.positionals[1]
      guard state == "on" || state == "off" else {
        throw UsageError("STATE must be on or off, got '\(state)'")
      }
      try system.setSharedWithYou(state == "on", appID: app, conversation: conversation)
      let scope =
        app.map { " for app \($0)" } ?? conversation.map { " for conversation \($0)" } ?? ""
      console.out("shared-with-you \(state)\(scope)")
    })
}
