import Foundation
import VitrineSharedWithYouSystem

extension CommandSpec {
  /// `vitrine contacts`: the address book Shared with You trusts.
  static let contacts = CommandSpec(
    name: "contacts",
    summary: "the address book Shared with You trusts (add, list, remove)",
    positionals: [
      PositionalSpec(name: "ACTION", help: "add NAME | list | remove NAME"),
      PositionalSpec(name: "NAME", help: "the contact's name", optional: true),
    ],
    options: [
      .value(
        "handle", "HANDLE", repeatable: true,
        help: "for add: a phone number or e-mail they send from (default name@example.com)"),
      SystemAccess.dataDir,
    ],
    discussion: """
      Links from a contact in a one-to-one conversation, or from a group with at least one
      contact, surface in Shared with You; a stranger's do not (unless pinned).
      """,
    run: { arguments, console in
      let system = try SystemAccess.open(arguments, console)
      let action = arguments.positionals[0]
      let name = arguments.positionals.count > 1 ? arguments.positionals[1] : nil
      switch (action, name) {
      case ("add", let name?):
        let contact = try system.addContact(name: name, handles: arguments.all("handle"))
        console.out("added \(contact.name) (\(contact.handles.joined(separator: ", ")))")
      case ("list", nil):
        for contact in try system.contacts() {
          let color = String(contact.avatar.color, radix: 16)
          console.out(
            "\(contact.name)  \(contact.handles.joined(separator: ", "))  "
              + "[\(contact.avatar.initials) #\(String(repeating: "0", count: 6 - color.count) + color)]"
          )
        }
      case ("remove", let name?):
        try system.removeContact(named: name)
        console.out("removed \(name)")
      case ("add", nil), ("remove", nil): throw UsageError("'contacts \(action)' needs NAME")
      case ("list", _?): throw UsageError("'contacts list' takes no NAME")
      default: throw UsageError("unknown contacts action '\(action)' (add, list, remove)")
      }
    })
}
