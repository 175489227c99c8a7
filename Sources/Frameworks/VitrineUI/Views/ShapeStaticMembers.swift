import Foundation

// The built-in shapes as static members of `Shape` (iOS 17), so a shape parameter reads
// `.clipShape(.rect(cornerRadius: 12))` or `.background(.red, in: .capsule)`.

extension Shape where Self == Rectangle {
  /// A rectangle.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangle with rounded corners of `cornerRadius`.
  public static func rect(
    cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  /// A rectangle with rounded corners of `cornerSize`.
  public static func rect(
    cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle whose corners have the radii of `cornerRadii`.
  public static func rect(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }

  /// A rectangle with a radius per corner.
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
      style: style)
  }
}

extension Shape where Self == Capsule {
  /// A capsule with circular ends.
  public static var capsule: Capsule { Capsule() }
  /// A capsule whose ends curve as `style` says.
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
  /// A circle.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  /// An ellipse.
  public static var ellipse: Ellipse { Ellipse() }
}
