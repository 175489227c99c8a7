import Foundation

/// The layout of `position(x:y:)`: the view takes all it is offered (10 points for an
/// unspecified dimension, as a flexible view) and its content, proposed the same, is placed
/// with its center at the point, in the view's own coordinates.
struct PositionLayout: LayoutRule {
  /// Where the content's center goes, from the view's top-left corner.
  let center: CGPoint

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placements(
    in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]
  ) -> [ChildPlacement] {
    let inner = ProposedViewSize(bounds.size)
    return children.map { child in
      let size = child.sizeThatFits(inner)
      let x = center.x.isFinite ? center.x : 0
      let y = center.y.isFinite ? center.y : 0
      return ChildPlacement(
        origin: CGPoint(
          x: bounds.minX + x - size.width / 2, y: bounds.minY + y - size.height / 2),
        proposal: inner)
    }
  }
}

nonisolated extension View {
  /// Places the view's center at `position` in its parent's coordinate space; the view then
  /// takes all the space it is offered, as in SwiftUI.
  public func position(_ position: CGPoint) -> some View {
    modifier(LayoutModifier(rule: PositionLayout(center: position)))
  }

  /// Places the view's center at (`x`, `y`) in its parent's coordinate space.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    position(CGPoint(x: x, y: y))
  }
}
