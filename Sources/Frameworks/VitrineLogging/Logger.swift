/// Writes messages to the unified log, as `os.Logger`: here, to ``LogSink``.
public struct Logger: Sendable {
  /// The subsystem, usually the bundle identifier.
  public let subsystem: String
  /// The category within the subsystem.
  public let category: String
  private let sink: LogSink

  /// A logger for `subsystem` and `category`.
  public init(subsystem: String, category: String) {
    self.init(subsystem: subsystem, category: category, sink: .shared)
  }

  /// A logger writing to `sink` (tests give their own).
  public init(subsystem: String, category: String, sink: LogSink) {
    self.subsystem = subsystem
    self.category = category
    self.sink = sink
  }

  /// A logger with no subsystem or category (`Logger()`).
  public init() { self.init(subsystem: "", category: "") }

  /// A logger writing where `log` writes.
  public init(_ log: OSLog) { self.init(subsystem: log.subsystem, category: log.category) }

  /// Writes `message` at `level`.
  public func log(level: OSLogType, _ message: OSLogMessage) {
    sink.emit(level, subsystem: subsystem, category: category, message)
  }

  /// Writes `message` at the default (notice) level.
  public func log(_ message: OSLogMessage) { log(level: .default, message) }
  /// Writes a notice.
  public func notice(_ message: OSLogMessage) { log(level: .default, message) }
  /// Writes a debug message.
  public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
  /// Writes a trace message (debug level).
  public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
  /// Writes an informative message.
  public func info(_ message: OSLogMessage) { log(level: .info, message) }
  /// Writes an error.
  public func error(_ message: OSLogMessage) { log(level: .error, message) }
  /// Writes a warning (error level).
  public func warning(_ message: OSLogMessage) { log(level: .error, message) }
  /// Writes a fault.
  public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
  /// Writes a critical message (fault level).
  public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
}
