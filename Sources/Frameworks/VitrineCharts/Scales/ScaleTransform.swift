import Foundation

/// How a continuous scale bends its values before spreading them evenly: not at all, by
/// powers of ten, by square roots, or logarithmically away from zero (Charts' `ScaleType`).
enum ScaleTransform: Sendable, Equatable {
  case linear
  case log
  case squareRoot
  case symmetricLog

  /// The transform a scale type asks for; date, category and automatic scales are linear.
  init(_ type: ScaleType) {
    switch type {
    case .log: self = .log
    case .squareRoot: self = .squareRoot
    case .symmetricLog: self = .symmetricLog
    case .automatic, .linear, .date, .category: self = .linear
    }
  }

  /// `value` as the scale spaces it; values a logarithm cannot take sit at its smallest.
  func apply(_ value: Double) -> Double {
    switch self {
    case .linear: return value
    case .log: return log10(max(value, 1e-300))
    case .squareRoot: return value < 0 ? -(-value).squareRoot() : value.squareRoot()
    case .symmetricLog: return value < 0 ? -log10(1 - value) : log10(1 + value)
    }
  }

  /// The value `apply` took to `bent`.
  func invert(_ bent: Double) -> Double {
    switch self {
    case .linear: return bent
    case .log: return pow(10, bent)
    case .squareRoot: return bent < 0 ? -(bent * bent) : bent * bent
    case .symmetricLog: return bent < 0 ? 1 - pow(10, -bent) : pow(10, bent) - 1
    }
  }

  /// Whether a domain reaching zero (as bars' does) suits the scale: not for logarithms.
  var allowsZero: Bool { self != .log }

  /// The powers of ten from the one at or below `lower` to the one at or above `upper`, at
  /// most 1,000: a logarithmic axis's ticks.
  static func powersOfTen(from lower: Double, to upper: Double) -> [Double] {
    guard lower > 0, upper >= lower, lower.isFinite, upper.isFinite else { return [1] }
    let first = Int(floor(log10(lower)).clamped(-300, 300))
    let last = Int(ceil(log10(upper)).clamped(-300, 300))
    return (first...max(first, last)).prefix(1000).map { pow(10, Double($0)) }
  }
}

extension Double {
  /// The value held within `low`…`high`.
  fileprivate func clamped(_ low: Double, _ high: Double) -> Double {
    Swift.min(Swift.max(self, low), high)
  }
}
