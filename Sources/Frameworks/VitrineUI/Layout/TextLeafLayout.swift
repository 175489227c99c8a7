import Foundation

/// The layout of `Text`: the measurer wraps the text at the proposed width (no width, or an
/// infinite one, means no wrapping) and the text takes the size of its lines — as wide as its
/// widest line, which may be narrower than the proposal, or wider when one character or the
/// ellipsis alone does not fit.
///
/// A proposed height that cannot hold every line lowers the line limit to the lines that fit
/// (at least one), so text in a short frame truncates instead of spilling out, as in SwiftUI.
final class TextLeafLayout: LayoutRule {
  /// Measures the text.
  let measurer: any TextMeasurer
  /// The request with everything but the width.
  let request: TextLayoutRequest

  private var cachedKeys: [Key] = []
  private var cachedLayouts: [TextLayout] = []

  private struct Key: Equatable {
    var width: CGFloat?
    var lineLimit: Int?
  }

  init(measurer: any TextMeasurer, request: TextLayoutRequest) {
    self.measurer = measurer
    self.request = request
  }

  /// The lines and metrics for `proposal`.
  func textLayout(for proposal: ProposedViewSize) -> TextLayout {
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let full = measure(Key(width: width, lineLimit: request.lineLimit))
    guard let height = proposal.height, height.isFinite, full.lines.count > 1,
      full.size.height > height + 0.0001, full.lineHeight > 0
    else { return full }
    let fitting = max(Int((height / full.lineHeight + 0.0001).rounded(.down)), 1)
    guard fitting < full.lines.count else { return full }
    return measure(Key(width: width, lineLimit: fitting))
  }

  private func measure(_ key: Key) -> TextLayout {
    if let index = cachedKeys.firstIndex(of: key) { return cachedLayouts[index] }
    var request = self.request
    request.width = key.width
    request.lineLimit = key.lineLimit
    let layout = measurer.layout(request)
    if cachedKeys.count >= 8 {
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
