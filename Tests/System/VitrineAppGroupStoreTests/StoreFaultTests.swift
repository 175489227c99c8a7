import Foundation
import Testing
import VitrineAppGroupStore
import VitrineTestSupport

@Suite(.timeLimit(.minutes(3))) struct StoreFaultTests {
  let folder: TemporaryFolder

  init() throws { folder = try TemporaryFolder("store-faults") }

  func makeStore(busyTimeout: Duration = .seconds(30)) throws -> AppGroupStore {
    try AppGroupStore(suiteName: "group.test", directory: folder.url, busyTimeout: busyTimeout)
  }

  /// While `update`'s body runs, no other connection may write: a deferred `BEGIN` or no
  /// transaction at all lets the second write through here every time, not by chance.
  @Test func updateHoldsTheWriteLockForItsWholeBody() throws {
    let store = try makeStore()
    let other = try makeStore(busyTimeout: .zero)
    try other.set(1, forKey: "unrelated")  // the other connection can write when no update runs
    var refusedInside = false
    try store.update("counter", default: 0) { (value: inout Int) in
      do {
        try other.set(100, forKey: "counter")
      } catch AppGroupStoreError.busy {
        refusedInside = true
      }
      value += 1
    }
    #expect(refusedInside)
    // 0 + 1: the update's read and write were one step.
    #expect(try store.integer(forKey: "counter") == 1)
  }

  @Test func nanIsRefusedByNameAndNothingIsWritten() throws {
    let store = try makeStore()
    #expect(throws: AppGroupStoreError.self) { try store.set(Double.nan, forKey: "ratio") }
    do {
      try store.set(Double.nan, forKey: "ratio")
    } catch {
      #expect("\(error)".contains("key 'ratio'"))
    }
    #expect(try store.keys() == [])
    try store.set(Double.infinity, forKey: "far")
    #expect(try store.double(forKey: "far") == .infinity)
  }

  @Test func nulInsideKeysAndValuesIsKept() throws {
    let store = try makeStore()
    try store.set("first", forKey: "a")
    try store.set("x\0y", forKey: "a\0b")
    #expect(try store.string(forKey: "a") == "first")
    #expect(try store.string(forKey: "a\0b") == "x\0y")
    #expect(try store.keys() == ["a", "a\0b"])
    try store.set("", forKey: "empty")
    #expect(try store.string(forKey: "empty") == "")
  }

  @Test func aValueOfTheWrongTypeIsNeverOverwrittenByUpdate() throws {
    let store = try makeStore()
    try store.set("not a number", forKey: "counter")
    #expect(
      throws: AppGroupStoreError.typeMismatch(
        path: store.fileURL.path, key: "counter", stored: "a String", requested: "Int")
    ) {
      try store.update("counter", default: 0) { (value: inout Int) in value += 1 }
    }
    #expect(try store.string(forKey: "counter") == "not a number")
  }

  /// A damaged page behind a sound header: the open fails and not one byte changes (it used to
  /// rewrite the header before checking).
  @Test func aStoreWithADamagedPageIsLeftByteForByte() throws {
    let file = folder.url.appendingPathComponent("group.test.sqlite")
    do {
      let store = try makeStore()
      for index in 0..<400 {
        try store.set(String(repeating: "v", count: 100), forKey: "key-\(index)")
      }
    }
    var bytes = try Data(contentsOf: file)
    let pageSize = 4096
    #expect(bytes.count > 4 * pageSize)
    // Page 3 is a page of the entries table; keep its first bytes (the page type) and scramble
    // the cells.
    for offset in (2 * pageSize + 200)..<(3 * pageSize - 8) { bytes[offset] = 0xA5 }
    try bytes.write(to: file)
    #expect(throws: AppGroupStoreError.self) { _ = try makeStore() }
    #expect(try Data(contentsOf: file) == bytes)
    do {
      _ = try makeStore()
    } catch {
      #expect("\(error)".contains(file.path))
    }
  }
}

@Suite(.timeLimit(.minutes(3))) struct InMemoryStoreTests {
  /// A store in memory keeps values like a file store and leaves no file anywhere.
  @Test func anInMemoryStoreWorksAndWritesNoFile() throws {
    let store = try AppGroupStore(inMemorySuiteName: "vitrine.host")
    try store.set(41, forKey: "n")
    let next = try store.update("n", default: 0) { (value: inout Int) -> Int in
      value += 1
      return value
    }
    #expect(next == 42)
    #expect(try store.integer(forKey: "n") == 42)
    #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
  }
}
