import Foundation

/// A shape that can draw itself inset by an amount on every edge, as `strokeBorder` needs.
///
/// The built-in shapes are insettable; a custom shape conforms by returning an inset version
/// of itself (or itself, when it has no better answer).
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// This shape inset by `amount` points on every edge of the rectangle it fills.
  func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn in its frame less an amount on every edge: what the built-in shapes'
/// ``InsettableShape/inset(by:)`` returns.
nonisolated public struct InsetShapeOf<Base: Shape>: InsettableShape {
  /// The shape being inset.
  public var base: Base
  /// The points taken off every edge; a negative amount grows the shape.
  public var amount: CGFloat

  /// Insets `base` by `amount` points on every edge.
  public init(_ base: Base, by amount: CGFloat) {
    self.base = base
    self.amount = amount.isFinite ? amount : 0
  }

  /// The base shape's path in `rect` less `amount` on every edge (never less than empty).
  public func path(in rect: CGRect) -> Path {
    let dx = min(amount, rect.width / 2)
    let dy = min(amount, rect.height / 2)
    return base.path(in: rect.insetBy(dx: dx, dy: dy))
  }

  /// Inset again: the amounts add up.
  public func inset(by amount: CGFloat) -> InsetShapeOf<Base> {
    InsetShapeOf(base, by: self.amount + amount)
  }
}

extension Rectangle: InsettableShape {
  /// The rectangle inset by `amount` on every edge.
  public func inset(by amount: CGFloat) -> InsetShapeOf<Rectangle> {
    InsetShapeOf(self, by: amount)
  }
}

extension RoundedRectangle: InsettableShape {
  /// The rounded rectangle inset by `amount`, its corner radius reduced by as much.
  public func inset(by amount: CGFloat) -> InsetShapeOf<RoundedRectangle> {
    InsetShapeOf(
      RoundedRectangle(cornerRadius: max(cornerRadius - amount, 0), style: style), by: amount)
  }
}

extension Capsule: InsettableShape {
  /// The capsule inset by `amount` on every edge.
  public func inset(by amount: CGFloat) -> InsetShapeOf<Capsule> { InsetShapeOf(self, by: amount) }
}

extension Circle: InsettableShape {
  /// The circle inset by `amount`: its radius is `amount` shorter.
  public func inset(by amount: CGFloat) -> InsetShapeOf<Circle> { InsetShapeOf(self, by: amount) }
}

extension Ellipse: InsettableShape {
  /// The ellipse inset by `amount` on every edge.
  public func inset(by amount: CGFloat) -> InsetShapeOf<Ellipse> { InsetShapeOf(self, by: amount) }
}
