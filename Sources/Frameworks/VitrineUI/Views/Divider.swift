import Foundation

/// A hairline that separates content: across an `HStack` it is vertical, elsewhere horizontal;
/// one pixel thick (1 / display scale points).
nonisolated public struct Divider: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  /// Creates a divider.
  public init() {}

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let axis: Axis = context.stackAxis == .horizontal ? .vertical : .horizontal
    let scale = max(context.environment.displayScale, 1)
    let paint = Paint.color(Color.separator.resolve(in: context.environment.colorScheme))
    return [
      LayoutNode(
        rule: LineLayout(axis: axis, thickness: 1 / scale),
        drawing: .shape(ShapeDrawing(outline: .rectangle, paint: paint)))
    ]
  }
}
