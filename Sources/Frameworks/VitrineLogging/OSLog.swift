import Foundation

/// A log handle for a subsystem and category, as `OSLog`, used with ``os_log(_:log:type:_:)``.
public final class OSLog: Sendable {
  /// The subsystem.
  public let subsystem: String
  /// The category.
  public let category: String
  let enabled: Bool

  /// A log for `subsystem` and `category`.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
    enabled = true
  }

  private init(disabled: Void) {
    subsystem = ""
    category = ""
    enabled = false
  }

  /// The process's default log.
  public static let `default` = OSLog(subsystem: "", category: "")
  /// A log that writes nothing.
  public static let disabled = OSLog(disabled: ())

  /// Whether messages of `type` are written.
  public func isEnabled(type: OSLogType) -> Bool {
    enabled && LogSink.shared.isEnabled(type)
  }
}

/// Writes a `printf`-style message (`%@`, `%d`, `%s`, `%f`, with `{public}`/`{private}`) to
/// `log`, as `os_log(_:log:type:_:)`.
public func os_log(
  _ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default,
  type: OSLogType = .default, _ args: any CVarArg...
) {
  guard log.enabled else { return }
  let text = PrintfFormat.render(message.description, args)
  LogSink.shared.emit(
    type, subsystem: log.subsystem, category: log.category, OSLogMessage(stringLiteral: text))
}

/// Writes `message` at `type` to `log`, as the `os_log(_:_:)` taking an `OSLogMessage`.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
  guard log.enabled else { return }
  LogSink.shared.emit(type, subsystem: log.subsystem, category: log.category, message)
}

/// Fills a `printf`-style format as `os_log` does.
enum PrintfFormat {
  /// `format` with its `{public}`/`{private}` annotations removed and `%s` read as `%@`,
  /// filled with `args` by Foundation's formatter.
  static func render(_ format: String, _ args: [any CVarArg]) -> String {
    var cleaned = format
    for annotation in ["{public}", "{private}", "{sensitive}"] {
      cleaned = cleaned.replacingOccurrences(of: annotation, with: "")
    }
    cleaned = cleaned.replacingOccurrences(of: "%s", with: "%@")
    guard !args.isEmpty else { return cleaned.replacingOccurrences(of: "%%", with: "%") }
    return String(format: cleaned, arguments: args)
  }
}
