import Foundation
import Testing
import VitrineAppGroupStore
import VitrineCatalog
import VitrineSharedWithYouSystem

@Suite(.timeLimit(.minutes(3))) struct SystemStoreTests {
  /// The system store sits in its own folder, and an App Group store refuses its file.
  @Test func theAppGroupStoreCannotReadTheSystemStore() throws {
    let world = try Fixture()
    try world.send("Anna", "https://vitrine.example/title/stalker")
    let systemFolder = SharedWithYouSystem.directory(inDataDirectory: world.folder.url)
    #expect(world.system.fileURL.deletingLastPathComponent().path == systemFolder.path)
    let group = try AppGroupStore(suiteName: "group.vitrine", directory: world.folder.url)
    #expect(group.fileURL.deletingLastPathComponent().path != systemFolder.path)
    #expect(try group.keys().isEmpty)
    // Pointing an App Group store at the system file: refused as another program's database.
    #expect(throws: AppGroupStoreError.self) {
      try AppGroupStore(suiteName: "shared-with-you", directory: systemFolder)
    }
    let attributes = try FileManager.default.attributesOfItem(atPath: systemFolder.path)
    #expect((attributes[.posixPermissions] as? Int).map { $0 & 0o077 } == 0)
  }

  @Test func aForeignFileIsLeftUntouched() throws {
    let world = try Fixture(contacts: false)
    let folder = world.folder.url.appendingPathComponent("foreign")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("shared-with-you.sqlite")
    let junk = Data("not a database, just text that is long enough to have a header".utf8)
    try junk.write(to: file)
    #expect(throws: SystemStoreError.self) { try SharedWithYouSystem(directory: folder) }
    #expect(try Data(contentsOf: file) == junk)
  }

  @Test func contactsHaveNamesHandlesAndAvatars() throws {
    let world = try Fixture(contacts: false)
    let anna = try world.system.addContact(name: "Anna Petrova")
    #expect(anna.handles == ["annapetrova@example.com"])
    #expect(anna.avatar.initials == "AP")
    #expect(Avatar(name: "Борис").initials == "Б")
    #expect(Avatar.palette.contains(anna.avatar.color))
    #expect(Avatar(name: "Anna Petrova") == anna.avatar)  // stable
    #expect(throws: SystemStoreError.alreadyExists(what: "contact", name: "anna petrova")) {
      try world.system.addContact(name: "anna petrova")
    }
    #expect(throws: SystemStoreError.self) { try world.system.addContact(name: "  ") }
    #expect(throws: SystemStoreError.notFound(what: "contact", name: "Nobody")) {
      try world.system.removeContact(named: "Nobody")
    }
    #expect(try world.system.contacts().map(\.name) == ["Anna Petrova"])
  }

  @Test func malformedAssociationFilesAndEntitlementsAreRefused() throws {
    let world = try Fixture(contacts: false)
    #expect(throws: (any Error).self) {
      try world.system.publishAssociationFile(Data("{}".utf8), domain: "x.example")
    }
    #expect(throws: SystemStoreError.self) {
      try world.system.install(
        InstalledApp(id: "T.bad", name: "Bad", associatedDomains: ["applinks:bad.example:443"]))
    }
  }

  /// The sample world: catalog links surface in the documented order, the rest are filtered.
  @Test func theSampleWorld() throws {
    let world = try Fixture(contacts: false)
    try SampleWorld.install(into: world.system, now: world.clock.now)
    let report = try world.report()
    #expect(
      report.highlights.map { $0.url.lastPathComponent } == [
        "chernobyl-s1e1", "stalker", "irony-of-fate", "sherlock-s1e1", "brother-2",
      ])
    for highlight in report.highlights {
      let id = StreamingApp.titleID(in: highlight.url)
      #expect(id.flatMap(EmbeddedCatalog.title(id:)) != nil, "\(highlight.url)")
    }
    #expect(report.highlights[1].attributionText() == "From Kate Wilson and 2 others")
    #expect(report.highlights[2].attributionText(language: "ru") == "От: Борис Смирнов")
    let reasons = report.filtered.map { "\($0.url.host ?? "")\($0.url.path) \($0.reason)" }
    #expect(reasons.contains("vitrine.example/title/solaris +15550001111 is not in contacts"))
    #expect(
      reasons.contains("vitrine.example/title/solaris not an https link, so not a universal link"))
    #expect(
      reasons.contains {
        $0.hasPrefix("vitrine.example/account/subscription the association file says")
      })
    #expect(
      reasons.contains(
        "kinopoisk.example/film/stalker kinopoisk.example is not one of the app's associated domains"
      ))
    #expect(
      reasons.contains(
        "www.youtube.com/watch www.youtube.com is not one of the app's associated domains"))
  }
}
