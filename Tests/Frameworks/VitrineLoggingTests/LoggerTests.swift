import Foundation
import Testing

@testable import VitrineLogging

/// Collects what a sink writes.
final class Lines: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []
  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
  func append(_ line: String) {
    lock.lock()
    stored.append(line)
    lock.unlock()
  }
}

func logger(_ environment: [String: String] = [:]) -> (Logger, Lines) {
  let lines = Lines()
  let sink = LogSink(environment: environment) { lines.append($0) }
  return (Logger(subsystem: "com.example.widgets", category: "Timeline", sink: sink), lines)
}

@Suite("Logger and OSLogMessage (Apple's Logger and OSLogPrivacy documentation)")
struct LoggerTests {
  @Test("each level writes one line naming the level, subsystem and category")
  func levels() {
    let (log, lines) = logger()
    log.debug("d")
    log.info("i")
    log.notice("n")
    log.log("l")
    log.error("e")
    log.fault("f")
    log.warning("w")
    log.critical("c")
    log.trace("t")
    let levels = lines.all.map { $0.split(separator: " ")[2] }
    #expect(
      levels == [
        "[Debug]", "[Info]", "[Notice]", "[Notice]", "[Error]", "[Fault]", "[Error]", "[Fault]",
        "[Debug]",
      ])
    #expect(lines.all.allSatisfy { $0.contains("[com.example.widgets:Timeline]") })
    #expect(lines.all[0].hasSuffix(" d\n"))
  }

  @Test("interpolated values appear in the message, with privacy and format arguments")
  func interpolation() {
    let (log, lines) = logger()
    let name = "Home"
    let count = 3
    log.info(
      "Found \(count) backyards in \(name, privacy: .public) at \(0.5, format: .fixed(precision: 2)) and \(255, format: .hex)"
    )
    #expect(lines.all.first?.hasSuffix("Found 3 backyards in Home at 0.50 and ff\n") == true)
  }

  @Test(
    "private values are redacted only when VITRINE_LOG_REDACT=1; .auto hides strings, not numbers")
  func redaction() {
    let (log, lines) = logger(["VITRINE_LOG_REDACT": "1"])
    let user = "alice"
    let secret = 42
    log.notice(
      "user \(user) id \(secret, privacy: .private) n \(7) shown \(user, privacy: .public)")
    #expect(
      lines.all.first?.split(separator: "] ").last
        == "user <private> id <private> n 7 shown alice\n")
    let (plain, plainLines) = logger()
    plain.notice("user \(user, privacy: .private)")
    #expect(plainLines.all.first?.hasSuffix("user alice\n") == true)
  }

  @Test("VITRINE_LOG_LEVEL sets the lowest level written")
  func threshold() {
    let (log, lines) = logger(["VITRINE_LOG_LEVEL": "error"])
    log.debug("no")
    log.info("no")
    log.notice("no")
    log.error("yes")
    log.fault("yes")
    #expect(lines.all.count == 2)
    let (silent, silentLines) = logger(["VITRINE_LOG_LEVEL": "none"])
    silent.fault("no")
    #expect(silentLines.all.isEmpty)
  }

  @Test("an error, a date and a collection interpolate by their descriptions")
  func otherValues() {
    struct Failure: Error, CustomStringConvertible { var description: String { "timed out" } }
    let (log, lines) = logger()
    log.error("failed: \(Failure()) ids \([1, 2])")
    #expect(lines.all.first?.hasSuffix("failed: timed out ids [1, 2]\n") == true)
  }

  @Test("a multi-line message stays one entry, its lines indented")
  func multiline() {
    let (log, lines) = logger()
    log.info("a\nb")
    #expect(lines.all.count == 1)
    #expect(lines.all.first?.hasSuffix(" a\n    b\n") == true)
  }

  @Test("OSLogType's raw values are Apple's")
  func rawValues() {
    #expect(OSLogType.default.rawValue == 0)
    #expect(OSLogType.info.rawValue == 1)
    #expect(OSLogType.debug.rawValue == 2)
    #expect(OSLogType.error.rawValue == 16)
    #expect(OSLogType.fault.rawValue == 17)
  }

  @Test("os_log fills a printf format, {public} and {private} annotations removed")
  func printfFormat() {
    #expect(PrintfFormat.render("%{public}d items, %.1f%%", [3, 99.5]) == "3 items, 99.5%")
    #expect(PrintfFormat.render("100%% done", []) == "100% done")
  }
}
