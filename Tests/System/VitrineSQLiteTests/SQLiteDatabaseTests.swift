import Foundation
import Testing
import VitrineTestSupport

@testable import VitrineSQLite

@Suite struct SQLiteDatabaseTests {
  @Test func textKeepsEveryByteAndValuesKeepTheirClass() throws {
    let database = try SQLiteDatabase(path: ":memory:", busyTimeout: .zero)
    try database.execute("CREATE TABLE t (v)")
    let values: [SQLiteValue] = [
      .null, .integer(Int64.min), .real(0.5), .text("a\u{0}b"), .text(""), .blob(Data([0, 255])),
    ]
    for value in values { try database.query("INSERT INTO t VALUES (?1)", [value]) }
    let read = try database.rows("SELECT v FROM t ORDER BY rowid").map { $0[0] }
    #expect(read == values)
    #expect(database.lastInsertID == 6)
  }

  @Test func aFileThatIsNotADatabaseIsCorruptAndNamed() throws {
    let folder = try TemporaryFolder("sqlite")
    let file = folder.url.appendingPathComponent("not-a-db.sqlite")
    try Data(repeating: 0x41, count: 4096).write(to: file)
    let database = try SQLiteDatabase(path: file.path, busyTimeout: .zero)
    #expect(throws: SQLiteError.self) { try database.execute("SELECT * FROM sqlite_master") }
    do {
      try database.execute("SELECT * FROM sqlite_master")
    } catch let error as SQLiteError {
      guard case .corrupt(let path, _) = error else {
        Issue.record("expected .corrupt, got \(error)")
        return
      }
      #expect(path == file.path)
    }
  }

  @Test func failuresPassThroughTheStoresTranslation() throws {
    struct Translated: Error { let original: SQLiteError }
    let database = try SQLiteDatabase(
      path: ":memory:", busyTimeout: .zero, translate: { Translated(original: $0) })
    #expect(throws: Translated.self) { try database.execute("SELECT * FROM missing") }
  }

  @Test func aFolderThatCannotHoldTheFileCannotBeOpened() throws {
    #expect(throws: SQLiteError.self) {
      _ = try SQLiteDatabase(path: "/dev/null/x.sqlite", busyTimeout: .zero)
    }
  }

  @Test func busyTimeoutIsClampedToWholeMilliseconds() {
    // 1.5 s is 1,500 ms; 0.9 ms rounds down to 0; a timeout past Int32's range is Int32.max;
    // a negative one is 0.
    #expect(SQLiteDatabase.milliseconds(.milliseconds(1500)) == 1500)
    #expect(SQLiteDatabase.milliseconds(.microseconds(900)) == 0)
    #expect(SQLiteDatabase.milliseconds(.seconds(Int64.max)) == Int32.max)
    #expect(SQLiteDatabase.milliseconds(.seconds(-5)) == 0)
  }
}
