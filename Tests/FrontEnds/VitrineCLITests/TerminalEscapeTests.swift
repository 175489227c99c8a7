import Foundation
import Testing
import VitrineTestSupport

@testable import VitrineCLI

/// Issue 26: text from outside (a message, a contact's name, an argument echoed in an error)
/// reached the terminal with its escape codes, so a message could retitle the window, clear
/// the screen or hide what was printed before it. Human-readable output shows every control
/// character as an escape; JSON output stays JSON, with them escaped the JSON way.
@Suite struct TerminalEscapeTests {
  let data: TemporaryFolder

  init() throws { data = try TemporaryFolder("cli-escape") }

  func run(_ arguments: String...) async -> (status: Int32, out: String, err: String) {
    await vitrine(arguments + ["--data-dir", data.url.path])
  }

  /// The escape codes a hostile message carries: set the window title, clear the screen,
  /// return to the start of the line, and a C1 control (CSI) that some terminals obey too.
  static let hostile = "hi\u{1B}]0;pwned\u{07}\u{1B}[2J\r\u{9B}31mred\u{7F}\u{202E}"

  /// Whether `text` holds a character a terminal would act on (newlines and tabs between
  /// lines are the program's own).
  static func hasControls(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
        || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
    }
  }

  @Test func messagesListShowsAMessagesEscapeCodesAsText() async {
    let sent = await run("messages", "send", "--from", "Anna", "--text", Self.hostile)
    #expect(sent.status == 0, "\(sent.err)")
    let listed = await run("messages", "list")
    #expect(listed.status == 0)
    #expect(!Self.hasControls(listed.out), "\(listed.out.debugDescription)")
    #expect(listed.out.contains(#"hi\u{1B}]0;pwned\u{7}\u{1B}[2J\r\u{9B}31mred\u{7F}\u{202E}"#))
  }

  @Test func namesAndArgumentsEchoedInOutputAndErrorsAreEscaped() async {
    let added = await run("contacts", "add", "Eve\u{1B}[8m")
    #expect(added.status == 0, "\(added.err)")
    #expect(!Self.hasControls(added.out) && added.out.contains(#"Eve\u{1B}[8m"#))
    let listed = await run("contacts", "list")
    #expect(!Self.hasControls(listed.out))
    let missing = await run("contacts", "remove", "Nobody\u{1B}[2J")
    #expect(missing.status != 0)
    #expect(!Self.hasControls(missing.err) && missing.err.contains(#"\u{1B}[2J"#))
    let unknown = await vitrine(["frobnicate\u{1B}]0;x\u{07}"])
    #expect(unknown.status == 2)
    #expect(!Self.hasControls(unknown.err), "\(unknown.err.debugDescription)")
  }

  @Test func theSharedFunctionKeepsLinesAndPrintableText() {
    #expect(
      TerminalText.escaped("line one\nline\ttwo — Чернобыль ✓")
        == "line one\nline\ttwo — Чернобыль ✓")
    #expect(TerminalText.escaped("a\u{0}b\u{1B}c\r") == #"a\u{0}b\u{1B}c\r"#)
  }

  @Test func jsonStaysJSONWithTheControlsEscaped() throws {
    struct Row: Encodable { var text: String }
    let line = JSONLines.encode(Row(text: Self.hostile))
    #expect(!Self.hasControls(line), "\(line.debugDescription)")
    #expect(TerminalText.escaped(line) == line)
    let decoded = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String]
    #expect(decoded?["text"] == Self.hostile)
  }
}
