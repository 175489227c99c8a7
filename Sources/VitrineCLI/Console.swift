import Foundation

/// Where a command writes: standard output and standard error, or buffers in tests.
struct Console: Sendable {
  /// Writes a line to standard output.
  var out: @Sendable (String) -> Void
  /// Writes a line to standard error.
  var err: @Sendable (String) -> Void
  /// The process environment, for defaults such as the data folder.
  var environment: [String: String]

  /// The process's own streams and environment.
  static let standard = Console(
    out: { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) },
    err: { line in FileHandle.standardError.write(Data((line + "\n").utf8)) },
    environment: ProcessInfo.processInfo.environment)
}
