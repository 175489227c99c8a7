import Foundation
import VitrineHomeScreen

/// What a command runs against: where it writes (standard output and error, or buffers in
/// tests), the process environment, and the widgets installed.
///
/// Every line goes through ``TerminalText/escaped(_:)`` on its way out, so text from outside
/// (a message, a name, an argument echoed in an error) cannot act on the terminal. JSON lines
/// pass unchanged: ``JSONLines`` has escaped every such character the JSON way already.
struct Console: Sendable {
  /// Writes a line to standard output, as given.
  private var writeOut: @Sendable (String) -> Void
  /// Writes a line to standard error, as given.
  private var writeErr: @Sendable (String) -> Void
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

  /// A console writing standard output with `out` and standard error with `err`.
  init(
    out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
    environment: [String: String], widgets: WidgetLibrary = .builtIn,
    controls: ControlLibrary = .builtIn, previews: PreviewRegistry = PreviewRegistry(providers: [])
  ) {
    writeOut = out
    writeErr = err
    self.environment = environment
    self.widgets = widgets
    self.controls = controls
    self.previews = previews
  }

  /// Writes a line to standard output, its control characters escaped.
  func out(_ line: String) { writeOut(TerminalText.escaped(line)) }

  /// Writes a line to standard error, its control characters escaped.
  func err(_ line: String) { writeErr(TerminalText.escaped(line)) }

  /// The process's own streams and environment.
  static let standard: Console = {
    var console = Console(
      out: { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) },
      err: { line in FileHandle.standardError.write(Data((line + "\n").utf8)) },
      environment: ProcessInfo.processInfo.environment)
    console.ownsProcess = true
    return console
  }()
}
