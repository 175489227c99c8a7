import Foundation

/// A shape whose type is erased, as SwiftUI's `AnyShape`: it draws, fills and clips exactly as
/// the shape it wraps, so `isRound ? AnyShape(Circle()) : AnyShape(Rectangle())` picks one.
nonisolated public struct AnyShape: Shape {
  /// The wrapped shape.
  let base: any Shape

  /// Wraps `shape` (an `AnyShape` is unwrapped, so erasing twice changes nothing).
  public init<S: Shape>(_ shape: S) {
    base = (shape as? AnyShape)?.base ?? shape
  }

  /// The wrapped shape's outline in `rect`.
  public func path(in rect: CGRect) -> Path { base.path(in: rect) }

  /// The wrapped shape's outline, so a wrapped ``Circle`` is drawn as a circle and a wrapped
  /// ``ContainerRelativeShape`` follows its container.
  public var outline: ShapeOutline { base.outline }
}

extension Shape where Self == ContainerRelativeShape {
  /// The shape of the container the view is in, as `.clipShape(.containerRelative)` and
  /// `.background(.blue, in: .containerRelative)` name it.
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
