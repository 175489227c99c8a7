import Foundation
import VitrineWidgetCore

extension ContainerRelativeShape: InsettableShape {
  /// The container's shape inset by `amount` on every edge: still concentric with the
  /// container, its corner radius reduced by the distance to the container's edge.
  public func inset(by amount: CGFloat) -> InsetShapeOf<ContainerRelativeShape> {
    InsetShapeOf(self, by: amount)
  }

  /// The points a container-relative outline is inset by: 0 for `ContainerRelativeShape()`,
  /// the amount for `ContainerRelativeShape().inset(by:)`, `nil` for any other outline.
  static func containerInset(_ outline: ShapeOutline) -> CGFloat? {
    guard case .custom(let custom) = outline else { return nil }
    if custom.shape is ContainerRelativeShape { return 0 }
    if let inset = custom.shape as? InsetShapeOf<ContainerRelativeShape> { return inset.amount }
    return nil
  }

  /// The outline for a view at `frame` whose container-relative shape is inset by `inset`:
  /// the concentric shape of the inset rectangle, as a path in the view's coordinates.
  static func insetOutline(
    for frame: CGRect, inset: CGFloat, in container: CGRect, family: WidgetFamily
  ) -> ShapeOutline {
    guard inset != 0 else { return outline(for: frame, in: container, family: family) }
    let dx = min(inset, frame.width / 2)
    let dy = min(inset, frame.height / 2)
    let inner = frame.insetBy(dx: dx, dy: dy)
    let local = CGRect(x: dx, y: dy, width: inner.width, height: inner.height)
    switch outline(for: inner, in: container, family: family) {
    case .roundedRectangle(let radius, let style):
      return .path(Path(roundedRect: local, cornerRadius: radius, style: style))
    case .circle:
      let side = min(local.width, local.height)
      return .path(
        Path(
          ellipseIn: CGRect(
            x: local.midX - side / 2, y: local.midY - side / 2, width: side, height: side)))
    case .capsule(let style):
      return .path(
        Path(roundedRect: local, cornerRadius: min(local.width, local.height) / 2, style: style))
    default:
      return .path(Path(local))
    }
  }
}
