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

  private var cachedKeys: [Key] = []
  private var cachedLayouts: [TextLayout] = []

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
    let plain = layout(for: proposal, scale: 1, tightening: 0)
    guard !fits(plain, in: proposal) else { return (adjusted(1, 0), plain) }
    var tightening: CGFloat = 0
    if fitting.allowsTightening {
      let tight = layout(for: proposal, scale: 1, tightening: Self.tighteningFraction)
      if fits(tight, in: proposal) { return (adjusted(1, Self.tighteningFraction), tight) }
      tightening = Self.tighteningFraction
    }
    let minimum = min(
      max(fitting.minimumScaleFactor.isFinite ? fitting.minimumScaleFactor : 1, 0.01), 1)
    guard minimum < 1 else {
      return (adjusted(1, tightening), layout(for: proposal, scale: 1, tightening: tightening))
    }
    // The largest scale in minimum...1 that fits, to within 1/128 of the range.
    var low = minimum
    var high: CGFloat = 1
    if fits(layout(for: proposal, scale: minimum, tightening: tightening), in: proposal) {
      for _ in 0..<Self.scaleSearchSteps {
        let middle = (low + high) / 2
        if fits(layout(for: proposal, scale: middle, tightening: tightening), in: proposal) {
          low = middle
        } else {
          high = middle
        }
      }
    }
    return (adjusted(low, tightening), layout(for: proposal, scale: low, tightening: tightening))
  }

  /// Whether `layout` shows all of the text within `proposal`.
  private func fits(_ layout: TextLayout, in proposal: ProposedViewSize) -> Bool {
    guard !layout.isTruncated else { return false }
    if let width = proposal.width, width.isFinite, layout.size.width > width + 0.0001 {
      return false
    }
    if let height = proposal.height, height.isFinite, layout.size.height > height + 0.0001 {
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

  /// The layout at one scale: every line, or as many as the proposed height holds.
  private func layout(
    for proposal: ProposedViewSize, scale: CGFloat, tightening: CGFloat
  )
    -> TextLayout
  {
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let full = measure(
      Key(width: width, lineLimit: request.lineLimit, scale: scale, tightening: tightening))
    let step = full.lineHeight + spacing
    guard let height = proposal.height, height.isFinite, full.lines.count > 1,
      spaced(full).size.height > height + 0.0001, step > 0
    else { return spaced(full) }
    let fitting = max(Int(((height + spacing) / step + 0.0001).rounded(.down)), 1)
    guard fitting < full.lines.count else { return spaced(full) }
    return spaced(
      measure(Key(width: width, lineLimit: fitting, scale: scale, tightening: tightening)))
  }

  private var spacing: CGFloat {
    fitting.lineSpacing.isFinite ? max(fitting.lineSpacing, 0) : 0
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

  private func measure(_ key: Key) -> TextLayout {
    if let index = cachedKeys.firstIndex(of: key) { return cachedLayouts[index] }
    var request = adjusted(key.scale, key.tightening)
    request.width = key.width
    request.lineLimit = key.lineLimit
    let layout = measurer.layout(request)
    if cachedKeys.count >= 16 {
      cachedKeys.removeFirst()
      cachedLayouts.removeFirst()
    }
    cachedKeys.append(key)
    cachedLayouts.append(layout)
    return layout
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    textLayout(for: proposal).size
  }

  func baseline(_ guide: AlignmentGuide, proposal: ProposedViewSize) -> CGFloat? {
    let layout = textLayout(for: proposal)
    guard !layout.lines.isEmpty else { return nil }
    switch guide {
    case .firstBaseline: return layout.firstBaseline
    case .lastBaseline: return layout.lastBaseline
    case .fraction: return nil
    }
  }

  var baselineSource: BaselineSource { .none }
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
