import Foundation
import Testing
import VitrineSnapshotTesting
import VitrineTestSupport

@MainActor
@Suite("Text snapshots")
struct TextSnapshotTests {
  @Test("a changed line fails with a line diff")
  func lineDiff() throws {
    let folder = try TemporaryFolder()
    let artifacts = try TemporaryFolder()
    let reference = (1...12).map { "line \($0)" }.joined(separator: "\n")
    _ = verifySnapshot(
      of: reference, as: .lines, named: "text", record: .all, snapshotDirectory: folder.path,
      testName: "check")
    let actual = reference.replacingOccurrences(of: "line 7", with: "line seven")
    let message = try #require(
      verifySnapshot(
        of: actual, as: .lines, named: "text", record: .never, snapshotDirectory: folder.path,
        artifactsDirectory: artifacts.path, testName: "check"
      ).failureMessage)
    #expect(message.contains("− line 7\n+ line seven"))
    #expect(message.contains("  line 6\n"))
    #expect(!message.contains("line 2\n"))
    #expect(artifacts.contents() == ["check.text.txt"])
  }

  @Test("trailing newlines do not matter")
  func trailingNewlines() throws {
    let folder = try TemporaryFolder()
    _ = verifySnapshot(
      of: "a\nb\n\n", as: .lines, named: "text", record: .all, snapshotDirectory: folder.path,
      testName: "check")
    let result = verifySnapshot(
      of: "a\nb", as: .lines, named: "text", record: .never, snapshotDirectory: folder.path,
      testName: "check")
    #expect(result.failureMessage == nil)
  }
}
