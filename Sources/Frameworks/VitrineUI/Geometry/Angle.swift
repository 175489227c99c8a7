import Foundation

/// A geometric angle, kept in radians.
///
/// As in SwiftUI, angles in drawing are measured from the positive x axis towards the positive
/// y axis, which points down: 90° is straight down on screen.
public struct Angle: Sendable, Hashable, Comparable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// A zero angle.
  public init() { radians = 0 }

  /// Creates an angle of `radians`.
  public init(radians: Double) { self.radians = radians }

  /// Creates an angle of `degrees`.
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }

  /// The zero angle.
  public static let zero = Angle()

  /// An angle of `radians`.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

  /// An angle of `degrees`.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  /// Orders angles by their radians.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

  /// The sum of two angles.
  public static func + (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians + rhs.radians)
  }

  /// The difference of two angles.
  public static func - (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians - rhs.radians)
  }

  /// The angle scaled by a factor.
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }

  /// The angle divided by a factor.
  public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }

  /// The opposite angle.
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
}
