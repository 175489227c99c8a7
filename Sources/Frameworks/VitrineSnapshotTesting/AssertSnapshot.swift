import Foundation
import Synchronization

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// What checking one snapshot came to.
public enum SnapshotResult: Sendable, Equatable {
  /// The snapshot matches its reference.
  case matched(reference: URL)
  /// The reference was written (a recording mode); the check did not compare anything.
  case recorded(reference: URL, message: String)
  /// The snapshot does not match, or there is no reference and recording is off, or the
  /// snapshot could not be taken.
  case failed(message: String)

  /// The message to report, `nil` when the snapshot matched.
  public var failureMessage: String? {
    switch self {
    case .matched: return nil
    case .recorded(_, let message), .failed(let message): return message
    }
  }
}

/// Checks `value` against its reference with `strategy`, reporting a failure to Swift Testing
/// (`Issue.record`) when run by it, else to XCTest (`XCTFail`).
///
/// The reference is `__Snapshots__/<TestFileName>/<testName>.<n>.<ext>` next to the test file
/// (`n` counts the unnamed snapshots of a test, from 1; in a parameterized test
/// `<testName>.<arguments>.<n>`, counted per case), or `<testName>.<name>.<ext>` when
/// `name` is given. Whether references are written is `record`, else
/// `VITRINE_RECORD_SNAPSHOTS` (`all`, `missing` — the default —, `failed`, `never`); inside
/// ``withSnapshotTesting(record:operation:)`` its mode replaces the variable. Writing a
/// reference also fails the check, so a recording run is never mistaken for a passing one.
/// Every check is added to ``SnapshotReport/shared``, written as HTML and JUnit XML when the
/// process exits.
/// On a mismatch the actual snapshot and a diff are written to `VITRINE_SNAPSHOT_ARTIFACTS`
/// (else a `vitrine-snapshots` folder in the temporary folder) and the message names both
/// files.
@MainActor
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>,
  named name: String? = nil, record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  let result = verifySnapshot(
    of: try value(), as: strategy, named: name, record: record,
    snapshotDirectory: snapshotDirectory, file: filePath, testName: testName)
  if let message = result.failureMessage {
    SnapshotReporter.fail(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Checks `value` at each of `layouts` with the same strategy (which must have a layout, as
/// the widget strategies do); each layout has its own reference,
/// `<testName>.<layout>.<ext>` (or `<testName>.<name>-<layout>.<ext>`).
@MainActor
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>,
  layouts: [SnapshotLayout], named name: String? = nil, record: SnapshotRecordMode? = nil,
  snapshotDirectory: String? = nil, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line,
  column: UInt = #column
) {
  let results = verifySnapshots(
    of: try value(), as: strategy, layouts: layouts, named: name, record: record,
    snapshotDirectory: snapshotDirectory, file: filePath, testName: testName)
  for result in results {
    if let message = result.failureMessage {
      SnapshotReporter.fail(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}

/// ``assertSnapshot(of:as:layouts:named:record:snapshotDirectory:fileID:file:testName:line:column:)``
/// without reporting: the result of each layout, in order.
@MainActor
public func verifySnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>,
  layouts: [SnapshotLayout], named name: String? = nil, record: SnapshotRecordMode? = nil,
  snapshotDirectory: String? = nil, artifactsDirectory: String? = nil,
  file filePath: StaticString = #filePath, testName: String = #function
) -> [SnapshotResult] {
  guard let relayout = strategy.relayout else {
    return [
      .failed(message: "the snapshot strategy has no layout to change; use it without layouts:")
    ]
  }
  let taken: Value
  do {
    taken = try value()
  } catch {
    return [.failed(message: "could not make the value to snapshot: \(error)")]
  }
  return layouts.map { layout in
    verifySnapshot(
      of: taken, as: relayout(layout),
      named: [name, layout.description].compactMap { $0 }.joined(separator: "-"),
      record: record, snapshotDirectory: snapshotDirectory,
      artifactsDirectory: artifactsDirectory, file: filePath, testName: testName)
  }
}

/// ``assertSnapshot(of:as:named:record:snapshotDirectory:fileID:file:testName:line:column:)``
/// without reporting: what the check came to, for callers that report in their own way.
///
/// `snapshotDirectory` replaces the `__Snapshots__/<TestFileName>` folder and
/// `artifactsDirectory` the artifacts folder.
@MainActor
public func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>,
  named name: String? = nil, record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
  artifactsDirectory: String? = nil, file filePath: StaticString = #filePath,
  testName: String = #function
) -> SnapshotResult {
  let mode = record ?? SnapshotTestingScope.record ?? SnapshotRecordMode.current
  let testFile = URL(fileURLWithPath: "\(filePath)")
  let testFileName = testFile.deletingPathExtension().lastPathComponent
  let directory =
    snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
    ?? testFile.deletingLastPathComponent().appendingPathComponent(
      "__Snapshots__", isDirectory: true
    )
    .appendingPathComponent(testFileName, isDirectory: true)
  let test = SnapshotNaming.sanitized(testName)
  let identifier =
    name.map(SnapshotNaming.sanitized)
    ?? SnapshotNaming.unnamedIdentifier(file: "\(filePath)", test: testName)
  let fileName = "\(test).\(identifier).\(strategy.pathExtension)"
  let reference = directory.appendingPathComponent(fileName)
  let fileManager = FileManager.default
  var actualFile: URL?
  var diffFile: URL?
  // Every check goes to the process's report (HTML and JUnit), whatever it came to.
  func finish(_ result: SnapshotResult) -> SnapshotResult {
    let status: SnapshotReport.Entry.Status
    switch result {
    case .matched: status = .matched
    case .recorded: status = .recorded
    case .failed: status = .failed
    }
    SnapshotReport.shared.add(
      SnapshotReport.Entry(
        status: status, testFile: testFileName, name: fileName, message: result.failureMessage,
        reference: fileManager.fileExists(atPath: reference.path) ? reference : nil,
        actual: actualFile, diff: diffFile),
      testFilePath: "\(filePath)")
    return result
  }

  let actual: Format
  let actualData: Data
  do {
    actual = try strategy.snapshot(value())
    actualData = try strategy.diffing.toData(actual)
  } catch {
    return finish(.failed(message: "could not take snapshot \(fileName): \(error)"))
  }

  func writeReference() -> String? {
    do {
      try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
      try actualData.write(to: reference)
      return nil
    } catch {
      return "could not write the reference \(reference.path): \(error.localizedDescription)"
    }
  }

  let exists = fileManager.fileExists(atPath: reference.path)
  if mode == .all || (!exists && (mode == .missing || mode == .failed)) {
    if let problem = writeReference() { return finish(.failed(message: problem)) }
    let why = mode == .all ? "record mode is 'all'" : "there was no reference"
    return finish(
      .recorded(
        reference: reference,
        message:
          "Recorded snapshot \(fileName) (\(why)); run the test again to compare against it.\n"
          + "  reference: \(reference.path)"))
  }

  let artifacts = SnapshotArtifacts(
    directory: artifactsDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
      ?? SnapshotArtifacts.defaultDirectory().appendingPathComponent(
        testFileName, isDirectory: true))
  guard exists else {
    let actualPath = artifacts.write(actualData, named: fileName)
    actualFile = artifacts.written(fileName)
    return finish(
      .failed(
        message:
          "No reference for snapshot \(fileName), and recording is off (record mode 'never').\n"
          + "  reference: \(reference.path) (missing)\n"
          + "  actual:    \(actualPath)\n"
          + "Run with \(SnapshotRecordMode.environmentVariable)=missing to record it."))
  }

  let referenceFormat: Format
  do {
    referenceFormat = try strategy.diffing.fromData(Data(contentsOf: reference))
  } catch {
    return finish(
      .failed(message: "could not read the reference \(reference.path): \(error)"))
  }
  guard let difference = strategy.diffing.compare(referenceFormat, actual) else {
    return finish(.matched(reference: reference))
  }
  var lines = [
    "Snapshot \(fileName) does not match its reference: \(difference.message)",
    "  reference: \(reference.path)",
    "  actual:    \(artifacts.write(actualData, named: fileName))",
  ]
  actualFile = artifacts.written(fileName)
  for attachment in difference.attachments {
    let attachmentName = "\(test).\(identifier).\(attachment.name).\(attachment.pathExtension)"
    lines.append(
      "  \(attachment.name):\(String(repeating: " ", count: max(1, 10 - attachment.name.count)))\(artifacts.write(attachment.data, named: attachmentName))"
    )
    if attachment.name == "diff" { diffFile = artifacts.written(attachmentName) }
  }
  if mode == .failed {
    if let problem = writeReference() {
      lines.append(problem)
    } else {
      lines.append("The reference was overwritten with the actual snapshot (record mode 'failed').")
    }
  } else {
    lines.append(
      "If the change is intended, run with \(SnapshotRecordMode.environmentVariable)=failed to accept it."
    )
  }
  return finish(.failed(message: lines.joined(separator: "\n")))
}

/// Where failing snapshots and their diffs are written.
struct SnapshotArtifacts {
  let directory: URL

  /// `VITRINE_SNAPSHOT_ARTIFACTS`, else `vitrine-snapshots` in the temporary folder.
  static func defaultDirectory() -> URL {
    if let path = ProcessInfo.processInfo.environment["VITRINE_SNAPSHOT_ARTIFACTS"], !path.isEmpty {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent(
      "vitrine-snapshots", isDirectory: true)
  }

  /// The file `write(_:named:)` wrote as `name`, if it is there.
  func written(_ name: String) -> URL? {
    let url = directory.appendingPathComponent(name)
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// Writes `data` and returns its path, or a note saying why it could not be written.
  func write(_ data: Data, named name: String) -> String {
    let url = directory.appendingPathComponent(name)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try data.write(to: url)
      return url.path
    } catch {
      return "(not written: \(error.localizedDescription))"
    }
  }
}

/// Reports a failed check to the test library running it.
enum SnapshotReporter {
  static func fail(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message, file: filePath, line: line)
    #else
      FileHandle.standardError.write(Data(("snapshot failure: " + message + "\n").utf8))
    #endif
  }
}
