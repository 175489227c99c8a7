import Foundation

/// A deterministic ``TextMeasurer`` for tests: every character advances by the same fraction of
/// the font size, whatever the font.
///
/// With the defaults a 10-point font gives characters 5 points wide, lines 12 points high and
/// a first baseline 10 points below the top, so frames in tests can be worked out by hand.
public struct FixedAdvanceTextMeasurer: TextMeasurer {
  /// The advance of each character, as a multiple of the font size.
  public var advance: CGFloat
  /// The line height, as a multiple of the font size.
  public var lineHeight: CGFloat
  /// The distance from a line's top to its baseline, as a multiple of the font size.
  public var ascent: CGFloat

  /// Creates a measurer; the defaults are half the size per character, 1.2 × size per line,
  /// baseline at 1 × size.
  public init(advance: CGFloat = 0.5, lineHeight: CGFloat = 1.2, ascent: CGFloat = 1) {
    self.advance = advance
    self.lineHeight = lineHeight
    self.ascent = ascent
  }

  /// Breaks and measures the text with a fixed advance per character.
  public func layout(_ request: TextLayoutRequest) -> TextLayout {
    let step = advance * request.font.size
    let lineStep = lineHeight * request.font.size
    guard !request.string.isEmpty else {
      return TextLayout(
        lines: [], size: .zero, lineHeight: lineStep, firstBaseline: 0, lastBaseline: 0,
        isTruncated: false)
    }
    let breaker = GreedyLineBreaker(string: request.string, advance: .uniform(step))
    let width = request.width.flatMap { $0.isFinite ? max($0, 0) : nil }
    let broken = breaker.lines(
      width: width, maximum: GreedyLineBreaker.linesNeeded(forLineLimit: request.lineLimit))
    let kept = breaker.truncate(
      broken, width: width, lineLimit: request.lineLimit, mode: request.truncationMode)
    let blockWidth = kept.lines.map(\.width).max() ?? 0
    let baseline = ascent * request.font.size
    let lines = kept.lines.enumerated().map { index, line in
      TextLine(
        text: line.text,
        origin: CGPoint(
          x: (blockWidth - line.width) * request.alignment.fraction,
          y: CGFloat(index) * lineStep + baseline),
        width: line.width)
    }
    return TextLayout(
      lines: lines, size: CGSize(width: blockWidth, height: CGFloat(lines.count) * lineStep),
      lineHeight: lineStep, firstBaseline: baseline,
      lastBaseline: CGFloat(lines.count - 1) * lineStep + baseline, isTruncated: kept.isTruncated)
  }
}
