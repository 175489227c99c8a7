import Foundation
import VitrineAppGroupStore
import VitrineWidgetCore

/// Options several commands share, and how their values are read.
enum CommonOptions {
  static let family = OptionSpec.value(
    "family", "FAMILY",
    help: "systemSmall (default), systemMedium, systemLarge, … or small, medium, …")
  static let device = OptionSpec.value(
    "device", "DEVICE", help: "screen such as 393x852 or iphone-430x932 (default 393x852)")
  static let config = OptionSpec.value(
    "config", "KEY=VALUE", repeatable: true, help: "a configuration intent parameter")
  static let at = OptionSpec.value("at", "ISO8601", help: "the moment to use instead of now")
  static let json = OptionSpec.flag("json", help: "print JSON (one object per line)")
  static let dataDir = OptionSpec.value(
    "data-dir", "DIR",
    help: "the App Group store's folder (default $VITRINE_DATA_DIR, else ~/.local/share/vitrine)")

  /// The family named by `--family`, or small.
  static func family(_ arguments: ParsedArguments) throws -> WidgetFamily {
    guard let text = arguments.value("family") else { return .systemSmall }
    if let family = WidgetFamily(rawValue: text) { return family }
    let lowered = text.lowercased()
    if let family = WidgetFamily.allCases.first(where: {
      $0.rawValue.lowercased() == lowered || $0.rawValue.lowercased() == "system" + lowered
        || $0.rawValue.lowercased() == "accessory" + lowered
    }) {
      return family
    }
    throw UsageError(
      "unknown family '\(text)' (families: \(WidgetFamily.allCases.map(\.rawValue).joined(separator: ", ")))"
    )
  }

  /// The device named by `--device`, or the standard one.
  static func device(_ arguments: ParsedArguments) throws -> WidgetDevice {
    guard let text = arguments.value("device") else { return .standard }
    guard let device = WidgetDevice.named(text) else {
      throw UsageError("unknown device '\(text)' (see 'vitrine devices')")
    }
    return device
  }

  /// The `--config key=value` pairs.
  static func configuration(_ arguments: ParsedArguments) throws -> IntentValues {
    var values = IntentValues()
    for pair in arguments.all("config") {
      guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
        throw UsageError("--config expects KEY=VALUE, got '\(pair)'")
      }
      values[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
    }
    return values
  }

  /// The date given by `option`, or `fallback`.
  static func date(
    _ arguments: ParsedArguments, _ option: String = "at", default fallback: Date
  )
    throws -> Date
  {
    guard let text = arguments.value(option) else { return fallback }
    guard let date = try? Date(text, strategy: .iso8601) else {
      throw UsageError(
        "--\(option) expects an ISO 8601 date such as 2026-11-29T09:00:00Z, got '\(text)'")
    }
    return date
  }

  /// The moment given by `--at`, or `nil` for now.
  static func moment(_ arguments: ParsedArguments) throws -> Date? {
    arguments.value("at") == nil ? nil : try date(arguments, default: Date())
  }

  /// A number given by `option`, or `fallback`.
  static func number(
    _ arguments: ParsedArguments, _ option: String, default fallback: Double?
  )
    throws -> Double
  {
    guard let text = arguments.value(option) else {
      guard let fallback else { throw UsageError("missing --\(option)") }
      return fallback
    }
    guard let number = Double(text), number.isFinite, number >= 0 else {
      throw UsageError("--\(option) expects a non-negative number, got '\(text)'")
    }
    return number
  }

  /// A whole number given by `option` within `range`, or `fallback`.
  ///
  /// Accepts `250` and `2.5e2`; refuses fractions, infinities and anything outside `range` with
  /// the option and the range named, so no conversion to `Int` can trap.
  static func integer(
    _ arguments: ParsedArguments, _ option: String, default fallback: Int?,
    in range: ClosedRange<Int>
  ) throws -> Int {
    guard let text = arguments.value(option) else {
      guard let fallback else { throw UsageError("missing --\(option)") }
      return fallback
    }
    let refusal = UsageError(
      "--\(option) expects a whole number from \(range.lowerBound) to \(range.upperBound), "
        + "got '\(text)'")
    if let exact = Int(text) {
      guard range.contains(exact) else { throw refusal }
      return exact
    }
    // Int(exactly:) is nil, never a trap, for fractions and numbers beyond Int's range.
    guard let number = Double(text), let exact = Int(exactly: number), range.contains(exact)
    else { throw refusal }
    return exact
  }

  /// A number given by `option` that is at most `maximum`, or `fallback`.
  static func number(
    _ arguments: ParsedArguments, _ option: String, default fallback: Double?, maximum: Double
  ) throws -> Double {
    let number = try number(arguments, option, default: fallback)
    guard number <= maximum else {
      throw UsageError(
        "--\(option) expects a number no larger than \(maximum.formatted()), "
          + "got '\(arguments.value(option) ?? "")'")
    }
    return number
  }

  /// The process's locale from `LC_ALL`, `LC_MESSAGES` or `LANG` (`ru_RU.UTF-8` → `ru_RU`);
  /// `nil` when none is set or it is the C/POSIX locale.
  static func processLocale(_ environment: [String: String]) -> Locale? {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = environment[name], !value.isEmpty else { continue }
      let identifier = String(value.prefix { $0 != "." && $0 != "@" })
      return identifier == "C" || identifier == "POSIX" ? nil : Locale(identifier: identifier)
    }
    return nil
  }

  /// The store folder: `--data-dir`, else the environment's default.
  static func dataDirectory(_ arguments: ParsedArguments, _ console: Console) -> URL {
    if let path = arguments.value("data-dir") {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    return AppGroupStore.defaultDirectory(environment: console.environment)
  }
}

/// Dates as the command line prints them: ISO 8601 in UTC.
extension Date {
  var iso: String { formatted(.iso8601) }
}
