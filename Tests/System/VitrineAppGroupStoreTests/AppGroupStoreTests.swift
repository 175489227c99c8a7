import Foundation
import Testing
import VitrineAppGroupStore
import VitrineTestSupport

@Suite struct AppGroupStoreTests {
  let folder: TemporaryFolder

  init() throws { folder = try TemporaryFolder("store") }

  func makeStore() throws -> AppGroupStore {
    try AppGroupStore(suiteName: "group.test", directory: folder.url)
  }

  @Test func storesEachValueTypeAndReadsItBack() throws {
    let store = try makeStore()
    try store.set(42, forKey: "int")
    try store.set(2.5, forKey: "double")
    try store.set(true, forKey: "bool")
    try store.set("Привет", forKey: "string")
    try store.set(Data([0, 1, 2, 255]), forKey: "data")
    try store.set(["a": [1, 2], "b": []], forKey: "codable")

    #expect(try store.integer(forKey: "int") == 42)
    #expect(try store.double(forKey: "double") == 2.5)
    #expect(try store.bool(forKey: "bool"))
    #expect(try store.string(forKey: "string") == "Привет")
    #expect(try store.data(forKey: "data") == Data([0, 1, 2, 255]))
    #expect(try store.value([String: [Int]].self, forKey: "codable") == ["a": [1, 2], "b": []])
    #expect(try store.keys() == ["bool", "codable", "data", "double", "int", "string"])
  }

  @Test func missingKeysReadAsDefaultsLikeUserDefaults() throws {
    let store = try makeStore()
    #expect(try store.integer(forKey: "nothing") == 0)
    #expect(try store.bool(forKey: "nothing") == false)
    #expect(try store.string(forKey: "nothing") == nil)
  }

  @Test func numbersConvertButOtherTypesAreRefusedWithTheKeyNamed() throws {
    let store = try makeStore()
    try store.set(3, forKey: "count")
    #expect(try store.double(forKey: "count") == 3)
    try store.set("three", forKey: "name")
    #expect(
      throws: AppGroupStoreError.typeMismatch(
        path: store.fileURL.path, key: "name", stored: "a String", requested: "Int")
    ) {
      try store.integer(forKey: "name")
    }
  }

  @Test func valuesSurviveReopening() throws {
    try makeStore().set("kept", forKey: "key")
    #expect(try makeStore().string(forKey: "key") == "kept")
  }

  @Test func updateIsAtomicAndRollsBackWhenTheBodyThrows() throws {
    struct Refused: Error {}
    let store = try makeStore()
    let result = try store.update("counter", default: 10) { (value: inout Int) -> Int in
      value += 5
      return value
    }
    #expect(result == 15)
    #expect(throws: Refused.self) {
      try store.update("counter", default: 0) { (value: inout Int) in
        value = 999
        throw Refused()
      }
    }
    #expect(try store.integer(forKey: "counter") == 15)
  }

  @Test func removeDeletesOnlyThatKey() throws {
    let store = try makeStore()
    try store.set(1, forKey: "a")
    try store.set(2, forKey: "b")
    try store.removeObject(forKey: "a")
    #expect(try store.keys() == ["b"])
  }

  @Test func aCorruptFileIsReportedByNameAndLeftUntouched() throws {
    let file = folder.url.appendingPathComponent("group.test.sqlite")
    let garbage = Data(repeating: 0x5A, count: 8192)
    try garbage.write(to: file)
    do {
      _ = try makeStore()
      Issue.record("opening a corrupt store should fail")
    } catch let error as AppGroupStoreError {
      guard case .corrupt(let path, _) = error else {
        Issue.record("expected .corrupt, got \(error)")
        return
      }
      #expect(path == file.path)
      #expect(error.description.contains(file.path))
    }
    #expect(try Data(contentsOf: file) == garbage)
  }

  @Test func aForeignDatabaseIsNotWrittenTo() throws {
    // Make a valid SQLite database that belongs to someone else, through a Vitrine store of
    // another name whose identity we then erase.
    let source = folder.url.appendingPathComponent("other.sqlite")
    do {
      // Closing the last connection checkpoints the WAL into the main file.
      let other = try AppGroupStore(suiteName: "other", directory: folder.url)
      try other.set(1, forKey: "x")
    }
    let foreign = folder.url.appendingPathComponent("group.test.sqlite")
    try FileManager.default.copyItem(at: source, to: foreign)
    var bytes = try Data(contentsOf: foreign)
    bytes.replaceSubrange(68..<72, with: [0, 0, 0, 0])  // the header's application id
    try bytes.write(to: foreign)
    #expect(
      throws: AppGroupStoreError.corrupt(
        path: foreign.path, reason: "an SQLite database of another program")
    ) {
      _ = try makeStore()
    }
  }

  @Test func theDefaultFolderFollowsTheEnvironment() {
    #expect(
      AppGroupStore.defaultDirectory(environment: ["VITRINE_DATA_DIR": "/data", "HOME": "/home/a"])
        .path
        == "/data")
    #expect(
      AppGroupStore.defaultDirectory(environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/a"]).path
        == "/xdg/vitrine")
    #expect(
      AppGroupStore.defaultDirectory(environment: ["HOME": "/home/a"]).path
        == "/home/a/.local/share/vitrine")
  }
}
