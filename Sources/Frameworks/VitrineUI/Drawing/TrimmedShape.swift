import Foundation

/// A shape cut down to part of its outline's length, from `trim(from:to:)`.
nonisolated public struct TrimmedShape<Base: Shape>: Shape {
  let base: Base
  let from: CGFloat
  let to: CGFloat

  /// The base shape's path in `rect`, trimmed.
  public func path(in rect: CGRect) -> Path {
    base.path(in: rect).trimmedPath(from: from, to: to)
  }
}

/// A custom shape as an outline: its path is worked out once the frame is known.
///
/// Two are equal when they are of the same type with the same stored values.
public struct CustomShapeOutline: Sendable, Hashable {
  let shape: any Shape
  let identity: String

  /// Wraps `shape`.
  public init(_ shape: any Shape) {
    self.shape = shape
    identity = String(reflecting: shape)
  }

  /// The shape's path in a rectangle of `size` at the origin.
  public func path(in size: CGSize) -> Path {
    shape.path(in: CGRect(origin: .zero, size: size))
  }

  /// Compares the shapes' types and stored values.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

  /// Hashes the shape's type and stored values.
  public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

extension Rectangle {
  /// The rectangle, clockwise from its top-left corner.
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension RoundedRectangle {
  /// The rounded rectangle, with elliptical corners of the corner radius.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: cornerRadius, style: style)
  }
}

extension Capsule {
  /// The rectangle with its shorter sides as half circles.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
  }
}

extension Circle {
  /// The largest centred circle, from its rightmost point clockwise on screen.
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    )
  }
}

extension Ellipse {
  /// The inscribed ellipse, from its rightmost point clockwise on screen.
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
