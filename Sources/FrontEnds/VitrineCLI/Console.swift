import Foundation
import VitrineHomeScreen

/// What a command runs against: where it writes (standard output and error, or buffers in
/// tests), the process environment, and the widgets installed.
struct Console: Sendable {
  /// Writes a line to standard output.
  var out: @Sendable (String) -> Void
  /// Writes a line to standard error.
  var err: @Sendable (String) -> Void
  /// The process environment, for defaults such as the data folder.
  var environment: [String: String]
  /// The widgets the commands run: Vitrine's own, or an author's.
  var widgets: WidgetLibrary = .builtIn
  /// The Control Center controls `vitrine controls` and `vitrine control` run: Vitrine's own,
  /// or an author's.
  var controls: ControlLibrary = .builtIn
  /// The `PreviewProvider`s `vitrine previews` lists and renders besides the `#Preview`s.
  var previews = PreviewRegistry(providers: [])
  /// Whether the command has the process to itself, so a simulation may hold the process's
  /// wall clock (``SimulatedWallClock``): true for a program's own console, false for a
  /// command run in-process by a caller whose clock must keep running.
  var ownsProcess = false

  /// The process's own streams and environment.
  static let standard = Console(
    out: { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) },
    err: { line in FileHandle.standardError.write(Data((line + "\n").utf8)) },
    environment: ProcessInfo.processInfo.environment, ownsProcess: true)
}
