import Foundation

/// A rotation and scale drawn around an anchor of an item's frame, from `rotationEffect` and
/// `scaleEffect`; layout does not see it.
public struct DrawingTransform: Sendable, Hashable, CustomStringConvertible {
  /// The rotation, clockwise on screen for positive angles.
  public var rotation: Angle
  /// The horizontal and vertical scale factors.
  public var scale: CGSize
  /// The point of the frame that stays put.
  public var anchor: UnitPoint

  /// Creates a transform; the default is the identity about the centre.
  public init(
    rotation: Angle = .zero, scale: CGSize = CGSize(width: 1, height: 1),
    anchor: UnitPoint = .center
  ) {
    self.rotation = rotation
    self.scale = scale
    self.anchor = anchor
  }

  /// Where `point` is drawn after this transform about `anchor` of `frame`.
  public func apply(to point: CGPoint, in frame: CGRect) -> CGPoint {
    let ax = frame.minX + anchor.x * frame.width
    let ay = frame.minY + anchor.y * frame.height
    let x = (point.x - ax) * scale.width
    let y = (point.y - ay) * scale.height
    let (c, s) = (cos(rotation.radians), sin(rotation.radians))
    return CGPoint(x: ax + x * c - y * s, y: ay + x * s + y * c)
  }

  /// A short, stable text form.
  public var description: String {
    var parts: [String] = []
    if rotation != .zero { parts.append("rotate \(LayoutNumber.text(rotation.degrees))°") }
    if scale != CGSize(width: 1, height: 1) {
      parts.append("scale \(LayoutNumber.text(scale.width))×\(LayoutNumber.text(scale.height))")
    }
    parts.append("at (\(LayoutNumber.text(anchor.x)), \(LayoutNumber.text(anchor.y)))")
    return parts.joined(separator: " ")
  }
}
