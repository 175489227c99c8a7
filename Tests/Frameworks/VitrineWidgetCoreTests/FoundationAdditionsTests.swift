import Foundation
import Testing

@testable import VitrineWidgetCore

/// Foundation API that iOS widget code calls and Foundation on Linux lacks (the outside porting
/// trials StikDebug, Stratiles and WidgetHack, docs/porting-trials.md).
@Suite("Foundation additions: App Group containers and UserDefaults key-value coding")
struct FoundationAdditionsTests {
  private func scratchFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "vitrine-container-\(UUID().uuidString)", isDirectory: true)
  }

  // "containerURL(forSecurityApplicationGroupIdentifier:) — Returns the container directory
  // associated with the specified security application group identifier." On Linux the
  // container sits in the App Group store folder, beside the group's store file.
  @Test("a group's container is <data folder>/<group>/, picked as the store's folder is")
  func containerLocation() throws {
    let explicit = AppGroupContainer.url(
      forGroup: "group.com.example.app", environment: ["VITRINE_DATA_DIR": "/data/v"])
    #expect(explicit?.path == "/data/v/group.com.example.app")
    let xdg = AppGroupContainer.url(
      forGroup: "group.x", environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/u"])
    #expect(xdg?.path == "/xdg/vitrine/group.x")
    let home = AppGroupContainer.url(forGroup: "group.x", environment: ["HOME": "/home/u"])
    #expect(home?.path == "/home/u/.local/share/vitrine/group.x")
    // A relative XDG_DATA_HOME is ignored, as the XDG specification says.
    let relative = AppGroupContainer.url(
      forGroup: "group.x", environment: ["XDG_DATA_HOME": "rel", "HOME": "/home/u"])
    #expect(relative?.path == "/home/u/.local/share/vitrine/group.x")
  }

  // "Returns nil … if the group identifier is invalid." An identifier must be one folder's name.
  @Test("an identifier that is not one folder name has no container")
  func invalidIdentifiers() {
    let env = ["VITRINE_DATA_DIR": "/data/v"]
    for bad in ["", ".", "..", "group/../../etc", "a\0b", String(repeating: "g", count: 256)] {
      #expect(AppGroupContainer.url(forGroup: bad, environment: env) == nil, "\(bad.prefix(20))")
    }
    // 255 bytes is the longest name a Linux file system takes.
    #expect(
      AppGroupContainer.url(forGroup: String(repeating: "g", count: 255), environment: env) != nil)
    #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "") == nil)
  }

  // "The system creates only the Library/Caches subdirectory automatically."
  @Test("the first call creates the container with Library/Caches, and files can be written")
  func containerIsCreated() throws {
    let folder = scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let group = "group.trials.example"
    let container = try #require(
      AppGroupContainer.create(forGroup: group, environment: ["VITRINE_DATA_DIR": folder.path]))
    #expect(container.path == folder.appendingPathComponent(group).path)
    var isFolder: ObjCBool = false
    #expect(
      FileManager.default.fileExists(
        atPath: container.appendingPathComponent("Library/Caches").path, isDirectory: &isFolder))
    #expect(isFolder.boolValue)
    let file = container.appendingPathComponent("cache.json")
    try Data("{}".utf8).write(to: file)
    #expect(try Data(contentsOf: file) == Data("{}".utf8))
    // A second call finds the folder and keeps what is in it.
    #expect(
      AppGroupContainer.create(forGroup: group, environment: ["VITRINE_DATA_DIR": folder.path])
        == container)
    #expect(FileManager.default.fileExists(atPath: file.path))
  }

  // NSObject's key-value coding on NSUserDefaults: "setValue(_:forKey:)" stores as
  // "set(_:forKey:)" does, "value(forKey:)" reads as "object(forKey:)".
  @Test("UserDefaults.setValue(_:forKey:) stores, value(forKey:) reads, nil removes")
  func keyValueCoding() throws {
    let suite = "vitrine.kvc.\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    let data = Data([1, 2, 3])
    defaults.setValue(data, forKey: "snapshot")
    #expect(defaults.data(forKey: "snapshot") == data)
    #expect(defaults.value(forKey: "snapshot") as? Data == data)
    defaults.setValue(42, forKey: "count")
    #expect(defaults.integer(forKey: "count") == 42)
    defaults.setValue(nil, forKey: "snapshot")
    #expect(defaults.object(forKey: "snapshot") == nil)
    #expect(defaults.value(forKey: "missing") == nil)
  }
}
