import VitrineWidgetCore

/// One option a command accepts: a flag (`--json`) or an option with a value (`--family F`).
struct OptionSpec: Sendable {
  /// The name without dashes.
  var name: String
  /// The one-letter form given with a single dash (`-o` for `--output`), if any.
  var short: Character? = nil
  /// What the value is called in help (`FAMILY`); `nil` for a flag.
  var valueName: String?
  /// Whether the option may be given more than once.
  var repeatable = false
  /// One line of help.
  var help: String

  /// A flag: present or not.
  static func flag(_ name: String, help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: nil, help: help)
  }

  /// An option that takes a value; `short` is its one-letter form, if it has one.
  static func value(
    _ name: String, _ valueName: String, short: Character? = nil, repeatable: Bool = false,
    help: String
  )
    -> OptionSpec
  {
    OptionSpec(
      name: name, short: short, valueName: valueName, repeatable: repeatable, help: help)
  }

  /// How help and errors write it: `--output`, or `-o, --output` when it has a short form.
  var spelled: String { short.map { "-\($0), --\(name)" } ?? "--\(name)" }
}

/// A positional argument.
struct PositionalSpec: Sendable {
  /// Its name in help (`KIND`).
  var name: String
  /// One line of help.
  var help: String
  /// Whether it may be left out.
  var optional = false
  /// Whether it takes all remaining positionals (only the last one may).
  var variadic = false
}

/// A mistake in how a command was called. Printed as one line; the exit code is 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
  var message: String
  init(_ message: String) { self.message = message }
  var description: String { message }
}

/// The arguments of one command after parsing.
struct ParsedArguments: Sendable {
  /// Positional arguments in order.
  var positionals: [String] = []
  /// Option values by option name, in the order given.
  var values: [String: [String]] = [:]
  /// Whether `--help` was asked for.
  var wantsHelp = false

  /// The value of a single-valued option.
  func value(_ name: String) -> String? { values[name]?.last }
  /// Every value of a repeatable option.
  func all(_ name: String) -> [String] { values[name] ?? [] }
  /// Whether a flag was given.
  func flag(_ name: String) -> Bool { values[name] != nil }
}

/// Hand-written parsing of `--name value`, `--name=value`, flags, positionals and `--`.
enum ArgumentParser {
  static func parse(
    _ arguments: [String], options: [OptionSpec], positionals: [PositionalSpec]
  ) throws -> ParsedArguments {
    var parsed = ParsedArguments()
    var remaining = arguments[...]
    var onlyPositionals = false
    while let argument = remaining.popFirst() {
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      if argument == "--help" || argument == "-h" {
        parsed.wantsHelp = true
        continue
      }
      let spec: OptionSpec
      let inlineValue: String?
      if !argument.hasPrefix("--"), argument.count == 2 {
        // A one-letter form: `-o FILE`.
        let letter = argument.last!
        guard let found = options.first(where: { $0.short == letter }) else {
          throw UsageError("unknown option '\(argument)'" + suggestion(for: argument, options))
        }
        (spec, inlineValue) = (found, nil)
      } else {
        let body = argument.drop { $0 == "-" }
        let given = String(body.prefix { $0 != "=" })
        inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
        guard let found = options.first(where: { $0.name == given }) else {
          throw UsageError("unknown option '--\(given)'" + suggestion(for: given, options))
        }
        spec = found
      }
      let name = spec.name
      guard let valueName = spec.valueName else {
        if inlineValue != nil { throw UsageError("option '--\(name)' takes no value") }
        parsed.values[name, default: []].append("")
        continue
      }
      guard let value = inlineValue ?? remaining.popFirst() else {
        throw UsageError("option '--\(name)' needs a value (\(valueName))")
      }
      if !spec.repeatable && parsed.values[name] != nil {
        throw UsageError("option '--\(name)' was given more than once")
      }
      parsed.values[name, default: []].append(value)
    }
    if parsed.wantsHelp { return parsed }
    let required = positionals.filter { !$0.optional }.count
    if parsed.positionals.count < required {
      throw UsageError("missing \(positionals[parsed.positionals.count].name)")
    }
    if !(positionals.last?.variadic ?? false) && parsed.positionals.count > positionals.count {
      throw UsageError("unexpected argument '\(parsed.positionals[positionals.count])'")
    }
    return parsed
  }

  /// "; did you mean '--name'?" when an option's name is one or two edits from what was typed.
  private static func suggestion(for typed: String, _ options: [OptionSpec]) -> String {
    let bare = String(typed.drop { $0 == "-" })
    guard let closest = SpellingSuggestion.closest(to: bare, among: options.map(\.name)) else {
      return "; see --help"
    }
    return "; did you mean '--\(closest)'?"
  }
}
