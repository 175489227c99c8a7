/// The level of a log message, as `OSLogType`.
public struct OSLogType: Equatable, Hashable, Sendable, RawRepresentable {
  /// The level's number, as Apple's (`default` 0, `info` 1, `debug` 2, `error` 16,
  /// `fault` 17).
  public let rawValue: UInt8

  /// A level from its number.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// The same, as Apple's `init(_:)`.
  public init(_ rawValue: UInt8) { self.rawValue = rawValue }

  /// A notice: the default level.
  public static let `default` = OSLogType(0)
  /// Information that may help troubleshoot.
  public static let info = OSLogType(1)
  /// Information for debugging only.
  public static let debug = OSLogType(2)
  /// An error in the process.
  public static let error = OSLogType(16)
  /// A fault: a bug.
  public static let fault = OSLogType(17)

  /// The word Apple's `log` tool prints for the level.
  var name: String {
    switch rawValue {
    case 1: return "Info"
    case 2: return "Debug"
    case 16: return "Error"
    case 17: return "Fault"
    default: return "Notice"
    }
  }

  /// How severe, for comparing with the lowest level shown.
  var severity: Int {
    switch rawValue {
    case 2: return 0
    case 1: return 1
    case 16: return 3
    case 17: return 4
    default: return 2
    }
  }
}
