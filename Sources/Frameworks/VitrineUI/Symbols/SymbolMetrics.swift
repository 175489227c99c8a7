import Foundation

extension Image {
  /// How large symbol images are relative to the text around them.
  public enum Scale: String, Sendable, Hashable, Codable, CaseIterable {
    /// 0.8 of medium.
    case small
    /// The default: a little taller than the font's capitals.
    case medium
    /// 1.3 of medium.
    case large
  }
}

/// The size of a symbol image, worked out from its font alone, so layout needs no renderer.
///
/// SF Symbols are sized to the text they sit in: a medium symbol is about 1.56 times the
/// capital height of its font, and its middle lines up with the middle of the capitals. With
/// Apple's system font the capital height is about 0.7 of the font size, so:
///
/// - `side = size × 0.7 × 1.5625` for ``Image/Scale/medium``: 18.59 points for a 17-point
///   body, the ~18.6-point frame `Image(systemName:)` has at `.body` in reference images
///   recorded on iOS simulators;
/// - Apple's `SymbolScale` documentation puts the small scale about 20% below medium and the
///   large scale about 30% above it: 0.8 and 1.3 of medium;
/// - the frame is a square of that side (Material icons are square);
/// - its text baseline is `side / 2 + capHeight / 2` below the top, so a symbol in a
///   `.firstTextBaseline` stack is centred on the capitals of the text beside it.
///
/// The renderer draws the glyph at ``glyphSize(forSide:)`` (side × 24 / 20): Material icons
/// leave 2 of their 24 design units empty on each edge, so the drawn icon fills the frame.
public enum SymbolMetrics {
  /// The capital height of the system font as a fraction of its size.
  public static let capHeightRatio: CGFloat = 0.7
  /// A medium symbol's side as a multiple of the capital height.
  public static let mediumSideRatio: CGFloat = 1.5625
  /// The fraction of the icon font's em square an icon's live area covers (20 of 24 units).
  public static let liveAreaRatio: CGFloat = 20.0 / 24.0

  /// How much larger than medium each scale is.
  public static func factor(_ scale: Image.Scale) -> CGFloat {
    switch scale {
    case .small: return 0.8
    case .medium: return 1
    case .large: return 1.3
    }
  }

  /// The capital height of a font of `fontSize` points.
  public static func capHeight(fontSize: CGFloat) -> CGFloat {
    max(fontSize, 0) * capHeightRatio
  }

  /// The side of the square frame of a symbol in a font of `fontSize` points at `scale`.
  public static func side(fontSize: CGFloat, scale: Image.Scale) -> CGFloat {
    capHeight(fontSize: fontSize) * mediumSideRatio * factor(scale)
  }

  /// The distance from a symbol's top to its text baseline.
  public static func baseline(fontSize: CGFloat, scale: Image.Scale) -> CGFloat {
    (side(fontSize: fontSize, scale: scale) + capHeight(fontSize: fontSize)) / 2
  }

  /// The point size the icon font is set in to fill a frame of `side` points.
  public static func glyphSize(forSide side: CGFloat) -> CGFloat {
    side / liveAreaRatio
  }
}
