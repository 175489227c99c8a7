import Foundation

/// The point size of each text style at each of the twelve Dynamic Type sizes, from the tables
/// "iOS, iPadOS Dynamic Type sizes" in Apple's Human Interface Guidelines (Typography,
/// Specifications): seven standard sizes from xSmall to xxxLarge, then AX1 to AX5.
extension Font.TextStyle {
  /// The sizes in points, a row of twelve per style in the order of ``allCases``, smallest
  /// Dynamic Type size first (the order of ``DynamicTypeSize/allCases``); the fourth, Large,
  /// is iOS's default. One table, so a lookup allocates nothing: layout asks for every text.
  private static let pointSizeTable: [CGFloat] = [
    31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60,  // largeTitle
    25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58,  // title
    19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56,  // title2
    17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55,  // title3
    14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53,  // headline
    12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49,  // subheadline
    14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53,  // body
    13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51,  // callout
    12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44,  // footnote
    11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43,  // caption
    11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40,  // caption2
  ]

  /// The style's row in ``pointSizeTable``.
  private var row: Int {
    switch self {
    case .largeTitle: 0
    case .title: 1
    case .title2: 2
    case .title3: 3
    case .headline: 4
    case .subheadline: 5
    case .body: 6
    case .callout: 7
    case .footnote: 8
    case .caption: 9
    case .caption2: 10
    }
  }

  /// The style's point size when a person chose `size` as their text size.
  public func pointSize(at size: DynamicTypeSize) -> CGFloat {
    // Twelve sizes a row (`DynamicTypeSize.allCases.count`, which would make an array).
    let index = row * 12 + size.rawValue
    let table = Self.pointSizeTable
    return table.indices.contains(index) ? table[index] : pointSize
  }

  /// How much larger this style is at `size` than at the default (Large) size: the factor
  /// `@ScaledMetric` and fonts `relativeTo:` the style are multiplied by.
  public func scaleFactor(at size: DynamicTypeSize) -> CGFloat {
    pointSize(at: size) / pointSize
  }
}
