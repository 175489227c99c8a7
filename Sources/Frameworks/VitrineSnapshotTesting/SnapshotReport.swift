import Foundation
import Synchronization

/// Every snapshot a test process checked, written at its end as an HTML page (failures first,
/// reference / actual / diff side by side with a slider) and as JUnit XML for CI, as Paparazzi
/// and Roborazzi write theirs.
///
/// The folder is `VITRINE_SNAPSHOT_REPORT`, else `.build/vitrine-snapshots` in the package of
/// the first test that checked a snapshot; `VITRINE_SNAPSHOT_REPORT=off` writes nothing. The
/// files are `index.html`, `junit.xml` and the images they show, in `files/`. They are
/// written when the process exits, or by ``write(to:)``.
public final class SnapshotReport: Sendable {
  /// One checked snapshot.
  public struct Entry: Sendable, Hashable {
    /// What the check came to.
    public enum Status: String, Sendable, Hashable, CaseIterable {
      /// It did not match, could not be taken, or had no reference with recording off.
      case failed
      /// Its reference was written.
      case recorded
      /// It matched.
      case matched
    }

    /// What the check came to.
    public var status: Status
    /// The test file's name without extension: `WidgetSnapshotTests`.
    public var testFile: String
    /// The reference file's name: `smallWidget.systemSmall-dark.png`.
    public var name: String
    /// The failure or recording message; `nil` when it matched.
    public var message: String?
    /// The reference file, when there is one.
    public var reference: URL?
    /// The actual snapshot written beside the artifacts, for a failure.
    public var actual: URL?
    /// The diff image, for an image that did not match.
    public var diff: URL?
  }

  /// The process's report.
  public static let shared = SnapshotReport()

  /// The variable naming the report's folder (or `off`).
  public static let environmentVariable = "VITRINE_SNAPSHOT_REPORT"

  private let state = Mutex<
    (entries: [Entry], kept: [[String: URL]], folder: URL?, exitHook: Bool)
  >(
    ([], [], nil, false))
  /// Where each check's files are copied when it is added, so the report can show them even
  /// when a test removed its folders before the process ended.
  private let keep = FileManager.default.temporaryDirectory.appendingPathComponent(
    "vitrine-snapshot-report-\(getpid())-\(UUID().uuidString)", isDirectory: true)

  /// Creates an empty report (``shared`` is the one checks add to).
  public init() {}

  /// The snapshots checked so far, in the order they were.
  public var entries: [Entry] { state.withLock { $0.entries } }

  /// Adds a checked snapshot of a test in `testFilePath`; the first one decides the default
  /// folder and asks for the report to be written when the process exits.
  func add(_ entry: Entry, testFilePath: String) {
    let register = state.withLock { state -> Bool in
      var kept: [String: URL] = [:]
      let number = state.entries.count + 1
      for (role, url) in [
        ("reference", entry.reference), ("actual", entry.actual), ("diff", entry.diff),
      ] {
        guard let url else { continue }
        let copy = keep.appendingPathComponent("\(number)-\(role).\(url.pathExtension)")
        try? FileManager.default.createDirectory(at: keep, withIntermediateDirectories: true)
        if (try? FileManager.default.copyItem(at: url, to: copy)) != nil { kept[role] = copy }
      }
      state.entries.append(entry)
      state.kept.append(kept)
      if state.folder == nil { state.folder = Self.defaultFolder(testFilePath: testFilePath) }
      defer { state.exitHook = true }
      return !state.exitHook && self === SnapshotReport.shared
    }
    if register { atexit { SnapshotReport.shared.writeAtExit() } }
  }

  /// The folder the report goes to: `VITRINE_SNAPSHOT_REPORT`, else `.build/vitrine-snapshots`
  /// in the package holding `testFilePath`; `nil` when the variable is `off`.
  static func defaultFolder(
    testFilePath: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL? {
    if let path = environment[environmentVariable], !path.isEmpty {
      return path.lowercased() == "off" ? nil : URL(fileURLWithPath: path, isDirectory: true)
    }
    var folder = URL(fileURLWithPath: testFilePath).deletingLastPathComponent()
    for _ in 0..<24 {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder.appendingPathComponent(".build/vitrine-snapshots", isDirectory: true)
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { break }
      folder = parent
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent(
      "vitrine-snapshots-report", isDirectory: true)
  }

  private func writeAtExit() {
    guard let folder = state.withLock({ $0.folder }) else { return }
    defer { try? FileManager.default.removeItem(at: keep) }
    do {
      try write(to: folder)
    } catch {
      FileHandle.standardError.write(
        Data("vitrine: could not write the snapshot report in \(folder.path): \(error)\n".utf8))
    }
  }

  /// Writes `index.html`, `junit.xml` and the images they show into `folder` (made if
  /// missing, its `files/` replaced).
  public func write(to folder: URL) throws {
    let (all, kept) = state.withLock { ($0.entries, $0.kept) }
    let order = Entry.Status.allCases.flatMap { status in
      all.indices.filter { all[$0].status == status }
    }
    let entries = order.map { all[$0] }
    let fileManager = FileManager.default
    let files = folder.appendingPathComponent("files", isDirectory: true)
    try? fileManager.removeItem(at: files)
    try fileManager.createDirectory(at: files, withIntermediateDirectories: true)
    var pages: [SnapshotReportPage.Item] = []
    for (index, entry) in entries.enumerated() {
      let copies = kept[order[index]]
      func copy(_ original: URL?, _ role: String) -> String? {
        // The copy taken when the check was added, else the file if it is still there.
        guard let url = copies[role] ?? original, fileManager.fileExists(atPath: url.path)
        else { return nil }
        let name = "\(index + 1)-\(role).\(url.pathExtension)"
        do {
          try fileManager.copyItem(at: url, to: files.appendingPathComponent(name))
          return "files/\(name)"
        } catch {
          return nil
        }
      }
      pages.append(
        SnapshotReportPage.Item(
          entry: entry, reference: copy(entry.reference, "reference"),
          actual: copy(entry.actual, "actual"), diff: copy(entry.diff, "diff"),
          text: entry.name.hasSuffix(".txt")
            ? Self.text(
              of: copies["actual"] ?? copies["reference"] ?? entry.actual ?? entry.reference)
            : nil
        ))
    }
    try Data(SnapshotReportPage.html(pages).utf8).write(
      to: folder.appendingPathComponent("index.html"))
    try Data(SnapshotReportPage.junit(entries).utf8).write(
      to: folder.appendingPathComponent("junit.xml"))
  }

  /// Failures first, then recordings, then matches; in the order checked within each.
  static func ordered(_ entries: [Entry]) -> [Entry] {
    Entry.Status.allCases.flatMap { status in entries.filter { $0.status == status } }
  }

  /// The first 64 KiB of a text snapshot.
  private static func text(of url: URL?) -> String? {
    guard let url, let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: 65_536) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
