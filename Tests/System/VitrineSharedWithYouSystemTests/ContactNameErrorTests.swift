import Foundation
import Testing
import VitrineSharedWithYouSystem
import VitrineTestSupport

/// Issue 26: a 200-character contact name was refused as "handle: must have 1 to 200
/// characters", although no handle was given: the default handle made from the name was too
/// long. The error now names the name.
@Suite struct ContactNameErrorTests {
  @Test func aNameTooLongForItsDefaultHandleIsReportedAsTheName() throws {
    let folder = try TemporaryFolder("swy-names")
    let system = try SharedWithYouSystem(directory: folder.url)
    let name = String(repeating: "a", count: 200)
    do {
      try system.addContact(name: name)
      Issue.record("a 200-character name without a handle was accepted")
    } catch let error as SystemStoreError {
      let text = error.description
      #expect(text.hasPrefix("contact name:"), "\(text)")
      #expect(text.contains("handle"), "\(text)")
    }
    // With a handle of its own, the same name is fine.
    let contact = try system.addContact(name: name, handles: ["a@example.com"])
    #expect(contact.name == name)
    // A handle that is too long is still reported as the handle.
    #expect(
      throws: SystemStoreError.invalid(what: "handle", reason: "must have 1 to 200 characters")
    ) { try system.addContact(name: "Bob", handles: [String(repeating: "b", count: 201)]) }
  }
}
