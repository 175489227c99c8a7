import Foundation

/// The layout of `Text`: the measurer wraps the text at the proposed width (no width, or an
/// infinite one, means no wrapping) and the text takes the size of its lines — as wide as its
/// widest line, which may be narrower than the proposal, or wider when one character or the
/// ellipsis alone does not fit.
///
/// A proposed height that cannot hold every line lowers the line limit to the lines that fit
/// (at least one), so text in a short frame truncates instead of spilling out, as in SwiftUI.
/// Text that still does not fit (cut, or wider or taller than offered) first tightens its
/// letter spacing when allowed, then shrinks down to its minimum scale factor (``TextFitting``).
final class TextLeafLayout: LayoutRule {
  /// Measures the text.
  let measurer: any TextMeasurer
  /// The request with everything but the width.
  let request: TextLayoutRequest
  /// Line spacing, shrinking and tightening.
  let fitting: TextFitting

  /// Metrics measured so far, with their keys, oldest first (sizing measures a text for a
  /// few proposals, and the search for a scale that fits for a few more): one buffer, made
  /// once with room for the usual few.
  ///
  /// Like ``LayoutNode``'s size cache, this state is not checked for exclusive access at run
  /// time: each access begins and ends without a call in between.
  @exclusivity(unchecked) private var measured: [(key: Key, metrics: TextMetrics)] = []
  /// The one layout made with its lines' text: the one drawn.
  @exclusivity(unchecked) private var drawn: (key: Key, layout: TextLayout)?

  /// What the text is measured with: everything a proposal and fitting change in the request.
  private struct Key: Equatable {
    var width: CGFloat?
    var lineLimit: Int?
    var scale: CGFloat
    var tightening: CGFloat
  }

  /// How much tighter each character may be set, as a fraction of the font size.
  static let tighteningFraction: CGFloat = 0.04
  /// How many halvings the search for the scale that fits makes.
  static let scaleSearchSteps = 7

  init(measurer: any TextMeasurer, request: TextLayoutRequest, fitting: TextFitting = .init()) {
    self.measurer = measurer
    self.request = request
    self.fitting = fitting
  }

  /// The lines and metrics for `proposal`.
  func textLayout(for proposal: ProposedViewSize) -> TextLayout {
    fitted(for: proposal).layout
  }

  /// The request as it was finally measured for `proposal` (fonts scaled or tightened when
  /// the text had to fit), and its layout.
  func fitted(for proposal: ProposedViewSize) -> (request: TextLayoutRequest, layout: TextLayout) {
    let (scale, tightening) = fit(for: proposal)
    let key = key(for: proposal, scale: scale, tightening: tightening)
    if let drawn, drawn.key == key { return (adjusted(scale, tightening), spaced(drawn.layout)) }
    var request = adjusted(scale, tightening)
    request.width = key.width
    request.lineLimit = key.lineLimit
    let layout = measurer.layout(request)
    drawn = (key, layout)
    return (adjusted(scale, tightening), spaced(layout))
  }

  /// The size and metrics for `proposal`, as ``fitted(for:)`` lays the text out.
  func metrics(for proposal: ProposedViewSize) -> TextMetrics {
    let (scale, tightening) = fit(for: proposal)
    return metrics(for: proposal, scale: scale, tightening: tightening)
  }

  /// The scale and tightening the text is set with for `proposal`: none when it fits as it is;
  /// otherwise tightened when allowed, then the largest scale down to the minimum scale factor
  /// that fits (or the minimum when nothing fits).
  private func fit(for proposal: ProposedViewSize) -> (scale: CGFloat, tightening: CGFloat) {
    let plain = metrics(for: proposal, scale: 1, tightening: 0)
    guard !fits(plain, in: proposal) else { return (1, 0) }
    var tightening: CGFloat = 0
    if fitting.allowsTightening {
      let tight = metrics(for: proposal, scale: 1, tightening: Self.tighteningFraction)
      if fits(tight, in: proposal) { return (1, Self.tighteningFraction) }
      tightening = Self.tighteningFraction
    }
    let minimum = min(
      max(fitting.minimumScaleFactor.isFinite ? fitting.minimumScaleFactor : 1, 0.01), 1)
    guard minimum < 1 else { return (1, tightening) }
    // The largest scale in minimum...1 that fits, to within 1/128 of the range.
    var low = minimum
    var high: CGFloat = 1
    if fits(metrics(for: proposal, scale: minimum, tightening: tightening), in: proposal) {
      for _ in 0..<Self.scaleSearchSteps {
        let middle = (low + high) / 2
        if fits(metrics(for: proposal, scale: middle, tightening: tightening), in: proposal) {
          low = middle
        } else {
          high = middle
        }
      }
    }
    return (low, tightening)
  }

  /// Whether text of `metrics` shows all of it within `proposal`.
  private func fits(_ metrics: TextMetrics, in proposal: ProposedViewSize) -> Bool {
    guard !metrics.isTruncated else { return false }
    if let width = proposal.width, width.isFinite, metrics.size.width > width + 0.0001 {
      return false
    }
    if let height = proposal.height, height.isFinite, metrics.size.height > height + 0.0001 {
      return false
    }
    return true
  }

  /// The request with its fonts `scale` times as large and `tightening` ems tighter.
  private func adjusted(_ scale: CGFloat, _ tightening: CGFloat) -> TextLayoutRequest {
    guard scale != 1 || tightening != 0 else { return request }
    func adjust(_ font: ResolvedFont) -> ResolvedFont {
      var result = font.scaled(by: scale)
      result.tracking -= tightening * result.size
      return result
    }
    var adjusted = request
    adjusted.font = adjust(request.font)
    adjusted.runs = request.runs.map { TextRun(utf8Count: $0.utf8Count, font: adjust($0.font)) }
    return adjusted
  }

  /// The metrics at one scale: of every line, or of as many as the proposed height holds.
  private func metrics(
    for proposal: ProposedViewSize, scale: CGFloat, tightening: CGFloat
  ) -> TextMetrics {
    spaced(measured(for: proposal, scale: scale, tightening: tightening).metrics)
  }

  /// What the text is measured with at one scale: the proposed width, and the line limit
  /// lowered to the lines the proposed height holds (at least one), so text in a short frame
  /// is cut instead of spilling out.
  private func key(for proposal: ProposedViewSize, scale: CGFloat, tightening: CGFloat) -> Key {
    measured(for: proposal, scale: scale, tightening: tightening).key
  }

  /// ``key(for:scale:tightening:)`` and the metrics measured with it.
  private func measured(
    for proposal: ProposedViewSize, scale: CGFloat, tightening: CGFloat
  ) -> (key: Key, metrics: TextMetrics) {
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let all = Key(width: width, lineLimit: request.lineLimit, scale: scale, tightening: tightening)
    let full = measure(all)
    let step = full.lineHeight + spacing
    guard let height = proposal.height, height.isFinite, full.lineCount > 1,
      spaced(full).size.height > height + 0.0001, step > 0
    else { return (all, full) }
    // Fewer lines than `full` has, as its spaced height is more than `height` (each line but
    // the last takes a step; the last, no leading after it, a step less the leading).
    let lines = ((height + spacing + full.leading) / step + 0.0001).rounded(.down)
    guard lines < CGFloat(full.lineCount) else { return (all, full) }
    let fewer = Key(
      width: width, lineLimit: max(Int(lines), 1), scale: scale, tightening: tightening)
    return (fewer, measure(fewer))
  }

  private var spacing: CGFloat {
    fitting.lineSpacing.isFinite ? max(fitting.lineSpacing, 0) : 0
  }

  /// The line spacing put between `metrics`' lines.
  private func spaced(_ metrics: TextMetrics) -> TextMetrics {
    guard spacing > 0, metrics.lineCount > 1 else { return metrics }
    var spaced = metrics
    let gaps = CGFloat(metrics.lineCount - 1) * spacing
    spaced.size.height += gaps
    spaced.lastBaseline += gaps
    return spaced
  }

  /// `layout` with the line spacing put between its lines.
  private func spaced(_ layout: TextLayout) -> TextLayout {
    guard spacing > 0, layout.lines.count > 1 else { return layout }
    var spaced = layout
    for index in spaced.lines.indices {
      spaced.lines[index].origin.y += CGFloat(index) * spacing
    }
    let gaps = CGFloat(layout.lines.count - 1) * spacing
    spaced.size.height += gaps
    spaced.lastBaseline += gaps
    return spaced
  }

  /// The metrics for `key`, measured once.
  private func measure(_ key: Key) -> TextMetrics {
    for entry in measured where entry.key == key { return entry.metrics }
    // Text offered at least the width it takes unwrapped is laid out as unwrapped: nothing
    // breaks that did not break already, so that measurement stands (stacks ask for the
    // unwrapped size before they offer a width, and then offer most texts at least that).
    if let width = key.width {
      var unwrapped = key
      unwrapped.width = nil
      for entry in measured where entry.key == unwrapped {
        if !entry.metrics.isTruncated, width >= entry.metrics.size.width {
          return entry.metrics
        }
      }
    }
    var request = adjusted(key.scale, key.tightening)
    request.width = key.width
    request.lineLimit = key.lineLimit
    let metrics = measurer.metrics(request)
    if measured.isEmpty { measured.reserveCapacity(8) }
    if measured.count >= 16 { measured.removeFirst() }
    measured.append((key, metrics))
    return metrics
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    metrics(for: proposal).size
  }

  func baseline(_ guide: AlignmentGuide, proposal: ProposedViewSize) -> CGFloat? {
    let metrics = metrics(for: proposal)
    guard metrics.lineCount > 0 else { return nil }
    switch guide {
    case .firstBaseline: return metrics.firstBaseline
    case .lastBaseline: return metrics.lastBaseline
    case .fraction: return nil
    }
  }

  var baselineSource: BaselineSource { .none }

  /// A text's preferences: standard, with its leading on the top and bottom edges so that
  /// text below text sits a line's leading away (``ViewSpacing``).
  func spacing(children: [LayoutNode]) -> ViewSpacing {
    let unwrapped = Key(
      width: nil, lineLimit: request.lineLimit, scale: 1, tightening: 0)
    return .text(leading: measure(unwrapped).leading)
  }
}

/// How text is fitted to the space it is offered beyond wrapping and cutting: the space
/// between lines, how far it may shrink, whether it may tighten.
struct TextFitting: Equatable {
  /// Extra space between lines, in points.
  var lineSpacing: CGFloat = 0
  /// The smallest fraction of its size the text may shrink to.
  var minimumScaleFactor: CGFloat = 1
  /// Whether letter spacing may tighten before the text shrinks or is cut.
  var allowsTightening = false
}
