import Foundation

/// What one request may cost: bytes, time, redirects.
///
/// Every limit is enforced while the answer arrives, by libcurl and by the client's write
/// callback, so nothing past a limit is ever kept in memory.
public struct HTTPClientLimits: Sendable, Equatable {
  /// The largest body accepted, in bytes, counted after decompression.
  public var maximumBytes: Int
  /// How long the whole request may take, redirects included, in seconds: a server that sends
  /// slowly but never stops is cut off here.
  public var totalTime: TimeInterval
  /// How long the transfer may go on at under one byte a second before it is given up, in
  /// seconds (rounded up to whole seconds, as libcurl counts them).
  public var idleTime: TimeInterval
  /// The most same-origin redirects followed before giving up.
  public var maximumRedirects: Int
  /// The most bytes of status line and headers accepted per answer.
  public var maximumHeaderBytes: Int

  /// Limits for a JSON API: 4 MiB, 10 s in all, 5 s idle, 5 redirects, 64 KiB of headers.
  ///
  /// Values out of range are brought into it: at least one byte and one millisecond, at most a
  /// day, no negative counts.
  public init(
    maximumBytes: Int = 4 << 20, totalTime: TimeInterval = 10, idleTime: TimeInterval = 5,
    maximumRedirects: Int = 5, maximumHeaderBytes: Int = 64 << 10
  ) {
    self.maximumBytes = max(1, maximumBytes)
    self.totalTime = Self.seconds(totalTime)
    self.idleTime = Self.seconds(idleTime)
    self.maximumRedirects = min(max(0, maximumRedirects), 100)
    self.maximumHeaderBytes = max(1, maximumHeaderBytes)
  }

  /// The longest limit on time: a day.
  public static let longestTime: TimeInterval = 86_400

  static func seconds(_ value: TimeInterval) -> TimeInterval {
    guard value.isFinite else { return value > 0 ? longestTime : 0.001 }
    return min(max(value, 0.001), longestTime)
  }

  /// The total time in whole milliseconds, as libcurl takes it.
  var totalMilliseconds: Int { Int((totalTime * 1000).rounded(.up)) }

  /// The idle time in whole seconds, at least one.
  var idleSeconds: Int { max(1, Int(idleTime.rounded(.up))) }
}
