import Foundation

/// How a shape's interior is decided when it is filled or clipped to, as in SwiftUI.
///
/// With the non-zero winding rule (the default) a point is inside when the outline's subpaths
/// wind around it a non-zero number of times, so a ring drawn as two circles in the same
/// direction is solid. With the even-odd rule (`eoFill: true`) a point is inside when a ray from
/// it crosses the outline an odd number of times, so the inner circle of that ring is a hole
/// whatever the directions.
public struct FillStyle: Sendable, Hashable {
  /// Whether the even-odd rule decides the interior (else the non-zero winding rule).
  public var isEOFilled: Bool
  /// Whether edges are smoothed; `false` draws hard, pixel-aligned edges.
  public var isAntialiased: Bool

  /// Creates a fill style: non-zero winding and antialiased unless told otherwise.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }

  /// `outline`, marked to be filled by the even-odd rule when this style says so.
  func applied(to outline: ShapeOutline) -> ShapeOutline {
    isEOFilled ? .evenOdd(outline) : outline
  }
}
