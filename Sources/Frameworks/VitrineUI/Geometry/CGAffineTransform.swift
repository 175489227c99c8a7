import Foundation

/// A 2-D affine transform, as Core Graphics defines it: `import SwiftUI` brings it on iOS, and
/// paths take it (`Path.applying(_:)`, `addArc(…, transform:)`).
///
/// A point (x, y) becomes (a·x + c·y + tx, b·x + d·y + ty): the matrix
/// ```
/// | a  b  0 |
/// | c  d  0 |
/// | tx ty 1 |
/// ```
/// applied to the row vector (x, y, 1). `t1.concatenating(t2)` applies `t1` first, then `t2`;
/// `translatedBy`, `scaledBy` and `rotated(by:)` apply their step first, then the receiver, as
/// `CGAffineTransformTranslate` and its siblings do.
public struct CGAffineTransform: Sendable, Hashable, Codable, CustomStringConvertible {
  /// How x contributes to the new x.
  public var a: CGFloat
  /// How x contributes to the new y.
  public var b: CGFloat
  /// How y contributes to the new x.
  public var c: CGFloat
  /// How y contributes to the new y.
  public var d: CGFloat
  /// Added to the new x.
  public var tx: CGFloat
  /// Added to the new y.
  public var ty: CGFloat

  /// The transform from its six entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The identity transform.
  public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

  /// The transform that moves points by (`tx`, `ty`).
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// The transform that scales x by `sx` and y by `sy` about the origin.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// The transform that rotates by `angle` radians about the origin (from +x towards +y).
  public init(rotationAngle angle: CGFloat) {
    let (cosine, sine) = (cos(angle), sin(angle))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// The transform that leaves points where they are.
  public static let identity = CGAffineTransform()

  /// Whether this is the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// `self` then `other`.
  public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// A move by (`tx`, `ty`), then this transform.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// A scale by `sx` and `sy`, then this transform.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A rotation by `angle` radians, then this transform.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The transform that undoes this one; this one unchanged when it cannot be undone (its
  /// determinant a·d − b·c is zero), as in Core Graphics.
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return self }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }

  /// The six entries, as Core Graphics prints them.
  public var description: String {
    "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
  }
}

extension CGPoint {
  /// This point moved by `transform`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// This size as a vector through `transform`, without its translation.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle holding this rectangle's four corners moved by `transform`.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    guard !isNull else { return self }
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
      CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return CGRect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }
}
