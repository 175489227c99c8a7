import Foundation
import Synchronization
import Testing
import VitrineSnapshotTesting

/// Unnamed snapshots of a parameterized test are numbered per case and named by its
/// arguments, so two cases never write the same reference.
@MainActor
@Suite(.serialized) struct SnapshotNamingTests {
  static let folder = Mutex<String?>(nil)

  static func sharedFolder() -> String {
    folder.withLock { path in
      if let path { return path }
      let made = FileManager.default.temporaryDirectory
        .appendingPathComponent("snapshot-naming-\(UUID().uuidString)").path
      path = made
      return made
    }
  }

  @Test(arguments: ["first", "second"])
  func eachCaseHasItsOwnReferences(word: String) throws {
    let directory = Self.sharedFolder()
    // Two unnamed snapshots per case: numbered 1 and 2 within the case.
    for line in ["\(word) one", "\(word) two"] {
      _ = verifySnapshot(
        of: line, as: .lines, record: .all, snapshotDirectory: directory, testName: "naming")
    }
    let written = try FileManager.default.contentsOfDirectory(atPath: directory)
    #expect(written.contains("naming.\(word).1.txt"), "\(written.sorted())")
    #expect(written.contains("naming.\(word).2.txt"), "\(written.sorted())")
    let first = try String(
      contentsOfFile: "\(directory)/naming.\(word).1.txt", encoding: .utf8)
    #expect(first.hasPrefix("\(word) one"))
  }

  @Test func unparameterizedTestsKeepPlainNumbers() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshot-naming-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    _ = verifySnapshot(
      of: "plain", as: .lines, record: .all, snapshotDirectory: directory, testName: "plain")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["plain.1.txt"])
  }
}
