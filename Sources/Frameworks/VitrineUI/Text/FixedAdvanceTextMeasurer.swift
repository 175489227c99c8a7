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
    let (breaker, ranges, width) = breakLines(request)
    let kept: (slices: [GreedyLineBreaker.Slice], isTruncated: Bool) =
      ranges.map {
        breaker.slices(
          $0, width: width, lineLimit: request.lineLimit, mode: request.truncationMode)
      } ?? ([], false)
    let metrics = self.metrics(
      request, lineCount: kept.slices.count,
      width: kept.slices.lazy.map(\.width).max() ?? 0, isTruncated: kept.isTruncated)
    let lines = kept.slices.enumerated().map { index, slice in
      TextLine(
        text: breaker.text(of: slice),
        origin: CGPoint(
          x: (metrics.size.width - slice.width) * request.alignment.fraction,
          y: CGFloat(index) * metrics.lineHeight + metrics.firstBaseline),
        width: slice.width)
    }
    return TextLayout(
      lines: lines, size: metrics.size, lineHeight: metrics.lineHeight,
      firstBaseline: metrics.firstBaseline, lastBaseline: metrics.lastBaseline,
      isTruncated: metrics.isTruncated)
  }

  /// Breaks and measures the text without making its lines.
  public func metrics(_ request: TextLayoutRequest) -> TextMetrics {
    guard !request.string.isEmpty else {
      return metrics(request, lineCount: 0, width: 0, isTruncated: false)
    }
    let breaker = GreedyLineBreaker(
      string: request.string, advance: .uniform(advance * request.font.size))
    let extent = breaker.extent(
      width: request.width.flatMap { $0.isFinite ? max($0, 0) : nil },
      lineLimit: request.lineLimit, mode: request.truncationMode)
    return metrics(
      request, lineCount: extent.lineCount, width: extent.width, isTruncated: extent.isTruncated)
  }

  /// The breaker of `request`'s text, its lines (`nil` for empty text, which has none) and
  /// the width they were broken at.
  private func breakLines(
    _ request: TextLayoutRequest
  ) -> (breaker: GreedyLineBreaker, ranges: [Range<Int>]?, width: CGFloat?) {
    let breaker = GreedyLineBreaker(
      string: request.string, advance: .uniform(advance * request.font.size))
    let width = request.width.flatMap { $0.isFinite ? max($0, 0) : nil }
    guard !request.string.isEmpty else { return (breaker, nil, width) }
    let ranges = breaker.lines(
      width: width, maximum: GreedyLineBreaker.linesNeeded(forLineLimit: request.lineLimit))
    return (breaker, ranges, width)
  }

  /// The metrics of `lineCount` lines, the widest `width` wide.
  private func metrics(
    _ request: TextLayoutRequest, lineCount: Int, width: CGFloat, isTruncated: Bool
  ) -> TextMetrics {
    let lineStep = lineHeight * request.font.size
    guard lineCount > 0 else {
      return TextMetrics(
        size: .zero, lineCount: 0, lineHeight: lineStep, firstBaseline: 0, lastBaseline: 0,
        isTruncated: false)
    }
    let baseline = ascent * request.font.size
    return TextMetrics(
      size: CGSize(width: width, height: CGFloat(lineCount) * lineStep),
      lineCount: lineCount, lineHeight: lineStep, firstBaseline: baseline,
      lastBaseline: CGFloat(lineCount - 1) * lineStep + baseline, isTruncated: isTruncated)
  }
}
