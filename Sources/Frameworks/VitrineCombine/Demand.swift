import Foundation

extension Subscribers {
  /// How many values a subscriber still wants: a count, or unlimited, as Combine's `Demand`.
  public struct Demand: Equatable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// `nil` for unlimited.
    let count: Int?

    /// As many values as the publisher has.
    public static let unlimited = Demand(count: nil)
    /// No values.
    public static let none = Demand(count: 0)

    /// At most `value` values (a negative count is treated as zero).
    public static func max(_ value: Int) -> Demand { Demand(count: Swift.max(0, value)) }

    /// The count, or `nil` when unlimited.
    public var max: Int? { count }

    /// `unlimited` or `max(n)`.
    public var description: String { count.map { "max(\($0))" } ?? "unlimited" }

    /// The sum; unlimited stays unlimited and a count never overflows.
    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let a = lhs.count, let b = rhs.count else { return .unlimited }
      let (sum, overflow) = a.addingReportingOverflow(b)
      return overflow ? .unlimited : Demand(count: sum)
    }

    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

    /// The demand less `rhs` values, never below zero; unlimited stays unlimited.
    public static func - (lhs: Demand, rhs: Int) -> Demand {
      guard let a = lhs.count else { return .unlimited }
      return Demand(count: Swift.max(0, a - rhs))
    }

    /// Takes `rhs` values away from `lhs`.
    public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

    /// Compares counts; unlimited is more than any count.
    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.count, rhs.count) {
      case (nil, _): return false
      case (_, nil): return true
      case (let a?, let b?): return a < b
      }
    }
  }
}

/// Numbers for ``CombineIdentifier/init()``.
enum IdentifierCounter {
  nonisolated(unsafe) private static var last: UInt64 = 0
  private static let lock = NSLock()

  static func next() -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    last += 1
    return last | (1 << 63)
  }
}
