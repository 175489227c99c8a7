import Foundation

/// What the watch loop tells the served page: which build is running, and whether the last
/// build failed and with what compiler output. Written as JSON to a file whose path the
/// server gets in `VITRINE_WATCH_STATUS`; the page reads it from `/api/watch`.
struct WatchStatus: Codable, Equatable, Sendable {
  /// Where the build stands.
  enum State: String, Codable, Sendable {
    /// The served program is the last build of the sources.
    case current
    /// A change was seen and the package is being built.
    case building
    /// The last build failed: the served program is an older build.
    case failed
  }

  /// The variable naming the status file for the server.
  static let environmentVariable = "VITRINE_WATCH_STATUS"
  /// The most compiler output kept.
  static let maximumOutput = 64 * 1024

  /// Always true: a page that reads this is watched.
  var watching = true
  /// The served program's build number, from 1; the page reloads when it changes.
  var generation: Int
  /// Where the build stands.
  var state: State
  /// The changed files that started the last build, relative to the package.
  var changed: [String] = []
  /// The compiler's errors first (`error:` lines), then the end of its output, for a failure.
  var output: String = ""
  /// How long the last build took, in seconds.
  var buildSeconds: Double?

  /// Writes the status to `file` in one step (a reader never sees half of it).
  func write(to file: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try encoder.encode(self).write(to: file, options: .atomic)
  }

  /// What a failed build printed, for a person: its `error:` lines (with the line after
  /// each), then the last lines of the output, within ``maximumOutput`` characters.
  static func failureText(_ output: String) -> String {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    var errors: [Substring] = []
    for (index, line) in lines.enumerated() where line.contains("error:") {
      errors.append(line)
      if index + 1 < lines.count { errors.append(lines[index + 1]) }
    }
    let tail = lines.suffix(40)
    let text =
      (errors.isEmpty ? "" : errors.joined(separator: "\n") + "\n\n--- end of the output ---\n")
      + tail.joined(separator: "\n")
    return String(text.suffix(maximumOutput))
  }
}
