import Foundation

/// A size a parent offers a child, in points; a `nil` dimension asks for the child's ideal size.
///
/// As in SwiftUI, either dimension may also be zero (asking for the child's smallest size) or
/// infinite (asking for its largest).
public struct ProposedViewSize: Sendable, Hashable, CustomStringConvertible {
  /// The offered width, or `nil` for the child's ideal width.
  public var width: CGFloat?
  /// The offered height, or `nil` for the child's ideal height.
  public var height: CGFloat?

  /// Creates a proposal of `width` by `height`.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// Creates a proposal of exactly `size`.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// The proposal that asks for a child's smallest size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// The proposal that asks for a child's ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// The proposal that asks for a child's largest size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal as a size, with unspecified dimensions taken from `size` (10 by default, the
  /// size SwiftUI gives views that have no content of their own).
  public func replacingUnspecifiedDimensions(
    by size: CGSize = CGSize(width: 10, height: 10)
  ) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  /// A short, stable text form.
  public var description: String {
    func text(_ value: CGFloat?) -> String {
      guard let value else { return "nil" }
      return value.isInfinite ? "inf" : LayoutNumber.text(value)
    }
    return "\(text(width))×\(text(height))"
  }
}

extension ProposedViewSize {
  /// The dimension along `axis`.
  subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// A proposal given by its dimension along `axis` and across it.
  init(main: CGFloat?, cross: CGFloat?, axis: Axis) {
    self =
      axis == .horizontal
      ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
  }
}

extension CGSize {
  /// The dimension along `axis`.
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// A size given by its dimension along `axis` and across it.
  init(main: CGFloat, cross: CGFloat, axis: Axis) {
    self =
      axis == .horizontal
      ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
  }
}

extension CGPoint {
  /// A point given by its coordinate along `axis` and across it.
  init(main: CGFloat, cross: CGFloat, axis: Axis) {
    self = axis == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
  }
}

/// Formatting of layout numbers for dumps and reports: at most two decimals, no trailing
/// zeros, never "-0" (`12`, `12.5`, `12.25`).
public enum LayoutNumber {
  /// The text of `value` rounded to hundredths of a point.
  public static func text(_ value: CGFloat) -> String {
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value.isNaN { return "nan" }
    let hundredths = (value * 100).rounded()
    if hundredths == 0 { return "0" }
    let negative = hundredths < 0
    let magnitude = Int(abs(hundredths))
    var text = String(magnitude / 100)
    let fraction = magnitude % 100
    if fraction != 0 {
      text +=
        fraction % 10 == 0
        ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
    }
    return negative ? "-" + text : text
  }

  /// The text of a rectangle as `(x, y, width, height)`.
  static func text(_ rect: CGRect) -> String {
    "(\(text(rect.minX)), \(text(rect.minY)), \(text(rect.width)), \(text(rect.height)))"
  }
}
