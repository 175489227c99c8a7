import Foundation

/// The distance between the baselines of two lines of the system font on iOS, by point size.
///
/// Apple's Human Interface Guidelines (Typography, "iOS, iPadOS Dynamic Type sizes") give each
/// text style at each Dynamic Type size as a point size and a leading, the line height of the
/// wrapped text: caption 2 at 11 points has 13-point lines, caption 1 at 12 points 16, footnote
/// at 13 points 18, body at 17 points 22, title 1 at 28 points 34, the large title at 34
/// points 41, and so on up to body at 53 points (AX5) with 62. Across every style and size the
/// same point size has the same line height, so the table is one of size alone. SF Pro's own
/// ascender and descender make about 1.19 times the size; what the table adds is leading.
///
/// Sizes between two entries are interpolated; below 11 points and above 53 the line height
/// keeps the ratio of the nearest entry. Vitrine sets the system font in Inter, whose ascent
/// and descent are a little taller than SF Pro's: the leading the renderer puts between lines
/// is what is left of the table's line height after Inter's own (never negative), so
/// baselines land where iOS puts them.
public enum SystemLineHeight {
  /// (point size, line height) pairs from the Human Interface Guidelines' Dynamic Type tables.
  static let table: [(size: CGFloat, lineHeight: CGFloat)] = [
    (11, 13), (12, 16), (13, 18), (14, 19), (15, 20), (16, 21), (17, 22), (18, 23), (19, 24),
    (20, 25), (21, 26), (22, 28), (23, 29), (24, 30), (25, 31), (26, 32), (27, 33), (28, 34),
    (30, 37), (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (47, 56),
    (53, 62),
  ]

  /// The baseline-to-baseline distance of the system font at `size` points on iOS.
  public static func lineHeight(forSize size: CGFloat) -> CGFloat {
    guard size.isFinite, size > 0 else { return 0 }
    let first = table[0]
    let last = table[table.count - 1]
    if size <= first.size { return size * first.lineHeight / first.size }
    if size >= last.size { return size * last.lineHeight / last.size }
    var lower = first
    for entry in table.dropFirst() {
      if size <= entry.size {
        let fraction = (size - lower.size) / (entry.size - lower.size)
        return lower.lineHeight + (entry.lineHeight - lower.lineHeight) * fraction
      }
      lower = entry
    }
    return size * last.lineHeight / last.size
  }

  /// The leading put between lines of `font` whose own ascent plus descent is `natural`: what
  /// the system font's iOS line height leaves over it; none for app fonts
  /// (``Font/custom(_:size:)``), which keep their own metrics.
  public static func leading(for font: ResolvedFont, natural: CGFloat) -> CGFloat {
    guard font.customName == nil, natural.isFinite else { return 0 }
    return max(lineHeight(forSize: font.size) - natural, 0)
  }
}
