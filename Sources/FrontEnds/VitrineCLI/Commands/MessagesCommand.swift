import Foundation
import VitrineSharedWithYouSystem

extension CommandSpec {
  /// `vitrine messages`: receive messages as if friends sent them.
  static let messages = CommandSpec(
    name: "messages",
    summary: "receive a message from a contact or a group (send, list, sample)",
    positionals: [PositionalSpec(name: "ACTION", help: "send | list | sample")],
    options: [
      .value("from", "CONTACT", help: "for send: a contact's name or any handle"),
      .value("group", "NAME", help: "for send: the group conversation (default one-to-one)"),
      .value("text", "TEXT", help: "for send: the message, links included"),
      .flag("pin", help: "for send: the message is pinned"),
      CommonOptions.at, SystemAccess.dataDir,
    ],
    discussion: """
      'sample' adds a few friends and conversations in Russian and English that share catalog
      titles, other sites and links that are not universal links.
      """,
    run: { arguments, console in
      let system = try SystemAccess.open(arguments, console)
      switch arguments.positionals[0] {
      case "send":
        guard let from = arguments.value("from") else { throw UsageError("send needs --from") }
        guard let text = arguments.value("text") else { throw UsageError("send needs --text") }
        let message = try system.send(
          from: from, group: arguments.value("group"), text: text, pinned: arguments.flag("pin"))
        let links = message.links.count
        console.out(
          "message \(message.id) from \(message.sender) at \(message.date.iso)"
            + (message.pinned ? ", pinned" : "") + ", \(links) link" + (links == 1 ? "" : "s"))
      case "list":
        let world = try system.snapshot()
        for conversation in world.conversations {
          let kind = conversation.kind == .group ? "group" : "one-to-one"
          console.out("\(conversation.name) (\(kind))")
          for message in world.messages where message.conversationID == conversation.id {
            console.out(
              "  \(message.date.iso)  \(message.sender)\(message.pinned ? " [pinned]" : ""): "
                + message.text)
          }
        }
      case "sample":
        try SampleWorld.install(into: system, now: system.clock())
        console.out("added the sample contacts and conversations")
      case let action:
        throw UsageError("unknown messages action '\(action)' (send, list, sample)")
      }
    })
}
