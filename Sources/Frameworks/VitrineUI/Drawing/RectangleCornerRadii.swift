import Foundation

/// The radius of each corner of a rectangle, named by layout direction, as in SwiftUI.
public struct RectangleCornerRadii: Sendable, Hashable {
  /// The top-leading corner's radius.
  public var topLeading: CGFloat
  /// The bottom-leading corner's radius.
  public var bottomLeading: CGFloat
  /// The bottom-trailing corner's radius.
  public var bottomTrailing: CGFloat
  /// The top-trailing corner's radius.
  public var topTrailing: CGFloat

  /// Creates the radii; unnamed corners are square.
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

extension Path {
  /// A rectangle whose corners have the radii of `cornerRadii` (left to right: leading to
  /// trailing), each limited to half the shorter side.
  public init(
    roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init()
    addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
  }

  /// Adds `rect` with a radius per corner as a closed subpath, moved by `transform`; a corner
  /// of radius 0 is square.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    guard transform.isIdentity else {
      let piece = Path { $0.addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style) }
      return addPath(piece, transform: transform)
    }
    let limit = min(rect.width, rect.height) / 2
    func clamp(_ radius: CGFloat) -> CGFloat {
      radius.isFinite ? min(max(radius, 0), max(limit, 0)) : 0
    }
    let topLeft = clamp(cornerRadii.topLeading)
    let topRight = clamp(cornerRadii.topTrailing)
    let bottomRight = clamp(cornerRadii.bottomTrailing)
    let bottomLeft = clamp(cornerRadii.bottomLeading)
    move(to: CGPoint(x: rect.minX + topLeft, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX - topRight, y: rect.minY))
    if topRight > 0 {
      addEllipticArc(
        center: CGPoint(x: rect.maxX - topRight, y: rect.minY + topRight), rx: topRight,
        ry: topRight, from: -.pi / 2, to: 0)
    }
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight))
    if bottomRight > 0 {
      addEllipticArc(
        center: CGPoint(x: rect.maxX - bottomRight, y: rect.maxY - bottomRight), rx: bottomRight,
        ry: bottomRight, from: 0, to: .pi / 2)
    }
    addLine(to: CGPoint(x: rect.minX + bottomLeft, y: rect.maxY))
    if bottomLeft > 0 {
      addEllipticArc(
        center: CGPoint(x: rect.minX + bottomLeft, y: rect.maxY - bottomLeft), rx: bottomLeft,
        ry: bottomLeft, from: .pi / 2, to: .pi)
    }
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeft))
    if topLeft > 0 {
      addEllipticArc(
        center: CGPoint(x: rect.minX + topLeft, y: rect.minY + topLeft), rx: topLeft,
        ry: topLeft, from: .pi, to: 1.5 * .pi)
    }
    closeSubpath()
  }
}

/// A rectangle whose four corners may have different radii (iOS 17's
/// `UnevenRoundedRectangle`).
nonisolated public struct UnevenRoundedRectangle: Shape, InsettableShape {
  /// The corners' radii.
  public var cornerRadii: RectangleCornerRadii
  /// How the corners curve.
  public var style: RoundedCornerStyle

  /// Creates the shape from its corners' radii.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// Creates the shape from each corner's radius.
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
  }

  /// The rectangle with its rounded corners.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadii: cornerRadii, style: style)
  }

  /// The shape inset by `amount`, each radius reduced by as much.
  public func inset(by amount: CGFloat) -> InsetShapeOf<UnevenRoundedRectangle> {
    let radii = RectangleCornerRadii(
      topLeading: max(cornerRadii.topLeading - amount, 0),
      bottomLeading: max(cornerRadii.bottomLeading - amount, 0),
      bottomTrailing: max(cornerRadii.bottomTrailing - amount, 0),
      topTrailing: max(cornerRadii.topTrailing - amount, 0))
    return InsetShapeOf(UnevenRoundedRectangle(cornerRadii: radii, style: style), by: amount)
  }
}
