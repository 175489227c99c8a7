import Foundation

/// A value a chart can place on an axis: a number, a date or a string (Charts' `Plottable`).
///
/// Numbers are quantitative, dates temporal and strings categorical. A type of your own is
/// plottable through one of these: an enum with `String` raw values conforms with no code.
public protocol Plottable: Equatable {
  /// The plain value this one is plotted as.
  associatedtype PrimitivePlottable: PrimitivePlottableProtocol
  /// This value as the plain value it is plotted as.
  var primitivePlottable: PrimitivePlottable { get }
  /// The value a plain plotted value stands for, if any.
  init?(primitivePlottable: PrimitivePlottable)
}

/// The plain values charts plot: numbers, dates and strings.
public protocol PrimitivePlottableProtocol: Plottable where PrimitivePlottable == Self {
  /// The value as the chart positions it.
  var chartValue: ChartValue { get }
}

extension PrimitivePlottableProtocol {
  /// A plain value is plotted as itself.
  public var primitivePlottable: Self { self }
  /// A plain value stands for itself.
  public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue: PrimitivePlottableProtocol {
  /// A raw-representable value is plotted as its raw value.
  public var primitivePlottable: RawValue { rawValue }
  /// The value whose raw value is `primitivePlottable`.
  public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

/// A plotted value as a chart places it: along a number line, in time, or as a category.
public enum ChartValue: Sendable, Hashable, Comparable {
  /// A quantity.
  case number(Double)
  /// A moment.
  case date(Date)
  /// A category, by its name.
  case category(String)

  /// The value on a continuous scale: a number itself, a date as seconds since 1970.
  var continuous: Double? {
    switch self {
    case .number(let value): return value
    case .date(let date): return date.timeIntervalSince1970
    case .category: return nil
    }
  }

  /// The category's name, for a string.
  var category: String? {
    if case .category(let name) = self { return name }
    return nil
  }
}

extension String: PrimitivePlottableProtocol {
  /// A string is a category.
  public var chartValue: ChartValue { .category(self) }
}
extension Date: PrimitivePlottableProtocol {
  /// A date is a moment in time.
  public var chartValue: ChartValue { .date(self) }
}
extension Double: PrimitivePlottableProtocol {
  /// A number is a quantity.
  public var chartValue: ChartValue { .number(self) }
}
extension Float: PrimitivePlottableProtocol {
  /// A number is a quantity.
  public var chartValue: ChartValue { .number(Double(self)) }
}
extension CGFloat: PrimitivePlottableProtocol {
  /// A number is a quantity.
  public var chartValue: ChartValue { .number(Double(self)) }
}
extension Int: PrimitivePlottableProtocol {
  /// A number is a quantity.
  public var chartValue: ChartValue { .number(Double(self)) }
}
extension Int8: PrimitivePlottableProtocol {
  /// A number is a quantity.
  public var chartValue: ChartValue { .number(Double(self)) }
}
extension Int16: PrimitivePlottableProtocol {
  /// A number is a quantity.
  public var chartValue: ChartValue { .number(Double(self)) }
}
extension Int32: PrimitivePlottableProtocol {
  /// A number is a quantity.
  public var chartValue: ChartValue { .number(Double(self)) }
}
extension Int64: PrimitivePlottableProtocol {
  /// A number is a quantity.
  public var chartValue: ChartValue { .number(Double(self)) }
}
extension UInt: PrimitivePlottableProtocol {
  /// A number is a quantity.
  public var chartValue: ChartValue { .number(Double(self)) }
}
extension UInt8: PrimitivePlottableProtocol {
  /// A number is a quantity.
  public var chartValue: ChartValue { .number(Double(self)) }
}
extension UInt16: PrimitivePlottableProtocol {
  /// A number is a quantity.
  public var chartValue: ChartValue { .number(Double(self)) }
}
extension UInt32: PrimitivePlottableProtocol {
  /// A number is a quantity.
  public var chartValue: ChartValue { .number(Double(self)) }
}
extension UInt64: PrimitivePlottableProtocol {
  /// A number is a quantity.
  public var chartValue: ChartValue { .number(Double(self)) }
}
extension Decimal: PrimitivePlottableProtocol {
  /// A number is a quantity.
  public var chartValue: ChartValue { .number(NSDecimalNumber(decimal: self).doubleValue) }
}
