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
    let broken = breakLines(request)
    let metrics = broken.metrics
    let lines = broken.slices.enumerated().map { index, slice in
      TextLine(
        text: broken.breaker.text(of: slice),
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

  /// Breaks and measures the text without making its lines' text.
  public func metrics(_ request: TextLayoutRequest) -> TextMetrics {
    breakLines(request).metrics
  }

  /// The lines of `request` as slices of its text, and their metrics.
  private func breakLines(
    _ request: TextLayoutRequest
  ) -> (breaker: GreedyLineBreaker, slices: [GreedyLineBreaker.Slice], metrics: TextMetrics) {
    let lineStep = lineHeight * request.font.size
    let breaker = GreedyLineBreaker(
      string: request.string, advance: .uniform(advance * request.font.size))
    guard !request.string.isEmpty else {
      return (
        breaker, [],
        TextMetrics(
          size: .zero, lineCount: 0, lineHeight: lineStep, firstBaseline: 0, lastBaseline: 0,
          isTruncated: false)
      )
    }
    let width = request.width.flatMap { $0.isFinite ? max($0, 0) : nil }
    let ranges = breaker.lines(
      width: width, maximum: GreedyLineBreaker.linesNeeded(forLineLimit: request.lineLimit))
    let kept = breaker.slices(
      ranges, width: width, lineLimit: request.lineLimit, mode: request.truncationMode)
    let baseline = ascent * request.font.size
    let count = kept.slices.count
    let metrics = TextMetrics(
      size: CGSize(
        width: kept.slices.lazy.map(\.width).max() ?? 0, height: CGFloat(count) * lineStep),
      lineCount: count, lineHeight: lineStep, firstBaseline: baseline,
      lastBaseline: CGFloat(count - 1) * lineStep + baseline, isTruncated: kept.isTruncated)
    return (breaker, kept.slices, metrics)
  }
}
