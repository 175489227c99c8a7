import Foundation

/// The point size of each text style at each of the twelve Dynamic Type sizes, from the tables
/// "iOS, iPadOS Dynamic Type sizes" in Apple's Human Interface Guidelines (Typography,
/// Specifications): seven standard sizes from xSmall to xxxLarge, then AX1 to AX5.
extension Font.TextStyle {
  /// The sizes in points, smallest Dynamic Type size first (the order of
  /// ``DynamicTypeSize/allCases``); the fourth, Large, is iOS's default.
  var pointSizes: [CGFloat] {
    switch self {
    case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
    }
  }

  /// The style's point size when a person chose `size` as their text size.
  public func pointSize(at size: DynamicTypeSize) -> CGFloat {
    let sizes = pointSizes
    return sizes.indices.contains(size.rawValue) ? sizes[size.rawValue] : pointSize
  }

  /// How much larger this style is at `size` than at the default (Large) size: the factor
  /// `@ScaledMetric` and fonts `relativeTo:` the style are multiplied by.
  public func scaleFactor(at size: DynamicTypeSize) -> CGFloat {
    pointSize(at: size) / pointSize
  }
}
