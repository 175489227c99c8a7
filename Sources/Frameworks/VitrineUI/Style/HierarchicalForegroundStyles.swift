import Foundation

/// The primary, secondary and tertiary styles set together by `foregroundStyle(_:_:_:)`:
/// `.primary` content is drawn with the first, `.secondary` with the second, `.tertiary`
/// and `.quaternary` with the third.
struct HierarchicalForegroundStyles: ShapeStyle, StyleResolving {
  let levels: [any ShapeStyle]

  /// The paint of hierarchy `level` (0 for primary); levels past the last use the last.
  func paint(level: Int, in environment: EnvironmentValues) -> Paint {
    var inner = environment
    inner.foregroundStyle = nil
    return PaintResolver.paint(for: levels[min(max(level, 0), levels.count - 1)], in: inner)
  }

  /// Used as a style itself, it is its primary level.
  func paint(in environment: EnvironmentValues) -> Paint { paint(level: 0, in: environment) }
}

nonisolated extension View {
  /// Paints this view's primary content with `primary` and its secondary content (drawn with
  /// `.secondary`) with `secondary`.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(
    _ primary: S1, _ secondary: S2
  ) -> some View {
    modifier(
      EnvironmentWriter {
        $0.foregroundStyle = HierarchicalForegroundStyles(levels: [primary, secondary])
      })
  }

  /// Paints this view's primary, secondary and tertiary content with three styles.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    modifier(
      EnvironmentWriter {
        $0.foregroundStyle = HierarchicalForegroundStyles(levels: [primary, secondary, tertiary])
      })
  }
}
