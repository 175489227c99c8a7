/// A subcommand of `vitrine`: its arguments, its help and what it does, as a value.
struct CommandSpec: Sendable {
  /// The word that selects it (`simulate`).
  var name: String
  /// One line for the command list.
  var summary: String
  /// Positional arguments.
  var positionals: [PositionalSpec] = []
  /// Options.
  var options: [OptionSpec] = []
  /// Paragraphs after the option list in `--help`.
  var discussion: String = ""
  /// Runs the command, on the main actor (where widgets' views are built and laid out).
  var run: @MainActor @Sendable (ParsedArguments, Console) async throws -> Void

  /// The `--help` text.
  var help: String {
    var synopsis = "vitrine \(name)"
    for positional in positionals {
      let shown = positional.variadic ? "\(positional.name) ..." : positional.name
      synopsis += positional.optional ? " [\(shown)]" : " \(shown)"
    }
    if !options.isEmpty { synopsis += " [options]" }
    var lines = ["\(summary)", "", "usage: \(synopsis)"]
    if !positionals.isEmpty {
      lines += ["", "arguments:"]
      lines += positionals.map { Self.row($0.name, $0.help) }
    }
    lines += ["", "options:"]
    lines += options.map { option in
      let left = option.spelled + (option.valueName.map { " \($0)" } ?? "")
      return Self.row(left, option.help + (option.repeatable ? " (repeatable)" : ""))
    }
    lines.append(Self.row("-h, --help", "show this help"))
    if !discussion.isEmpty { lines += ["", discussion] }
    return lines.joined(separator: "\n")
  }

  private static func row(_ left: String, _ right: String) -> String {
    let padded =
      left.count < 26 ? left + String(repeating: " ", count: 26 - left.count) : left + "  "
    return "  " + padded + right
  }
}
