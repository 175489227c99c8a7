import Foundation

/// Where Vitrine's unified-logging stand-in writes: standard error, one line a message, in the
/// shape Xcode's console shows (`2026-12-02 06:30:00.123 [Info] [subsystem:category] text`).
///
/// Environment: `VITRINE_LOG_LEVEL` = `debug`, `info`, `notice` (default: `debug`, everything,
/// as Xcode shows a debugged process's logs), `error`, `fault` or `none` sets the lowest level
/// written; `VITRINE_LOG_REDACT=1` writes `.private` values as `<private>`.
public final class LogSink: @unchecked Sendable {
  /// The process's sink, configured from the environment.
  public static let shared = LogSink(environment: ProcessInfo.processInfo.environment)

  private let lock = NSLock()
  private let write: (String) -> Void
  /// The lowest severity written (`Int.max` writes nothing).
  let threshold: Int
  /// Whether hidden values are redacted.
  let redact: Bool

  /// A sink configured from `environment`, writing to standard error.
  public convenience init(environment: [String: String]) {
    self.init(environment: environment) { line in
      FileHandle.standardError.write(Data(line.utf8))
    }
  }

  /// A sink configured from `environment`, writing each line with `write`.
  public init(environment: [String: String], write: @escaping (String) -> Void) {
    self.write = write
    redact = environment["VITRINE_LOG_REDACT"] == "1"
    switch environment["VITRINE_LOG_LEVEL"]?.lowercased() {
    case "info": threshold = 1
    case "notice", "default": threshold = 2
    case "error": threshold = 3
    case "fault": threshold = 4
    case "none", "off": threshold = Int.max
    default: threshold = 0
    }
  }

  /// Whether a message of `type` is written.
  public func isEnabled(_ type: OSLogType) -> Bool { type.severity >= threshold }

  /// Writes one message, if its level is enabled.
  public func emit(_ type: OSLogType, subsystem: String, category: String, _ message: OSLogMessage)
  {
    guard isEnabled(type) else { return }
    let stamp = LogSink.timestamp(Date())
    let scope = subsystem.isEmpty && category.isEmpty ? "" : " [\(subsystem):\(category)]"
    let text = message.text(redact: redact).replacingOccurrences(of: "\n", with: "\n    ")
    lock.lock()
    defer { lock.unlock() }
    write("\(stamp) [\(type.name)]\(scope) \(text)\n")
  }

  private static func timestamp(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
    return formatter.string(from: date)
  }
}
