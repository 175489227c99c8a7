import Foundation

/// A linear progress bar: a 4-point track as wide as offered, filled from the leading edge in
/// the tint color by the completed fraction.
public struct ProgressView: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  let fraction: Double

  /// Creates a bar showing `value` out of `total`; values outside are clamped, and `nil` shows
  /// an empty bar.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
    guard let value, total > 0 else {
      fraction = 0
      return
    }
    fraction = min(max(Double(value) / Double(total), 0), 1)
  }

  /// The bar's thickness.
  static let thickness: CGFloat = 4

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let scheme = context.environment.colorScheme
    let item = ProgressItem(
      fraction: fraction, tint: (context.environment.tint ?? .accentColor).resolve(in: scheme),
      track: Color.systemFill.resolve(in: scheme))
    return [
      LayoutNode(
        rule: LineLayout(axis: .horizontal, thickness: Self.thickness), drawing: .progress(item))
    ]
  }
}
