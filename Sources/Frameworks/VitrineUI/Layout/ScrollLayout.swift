import Foundation

/// The layout of `ScrollView`: the content is proposed nothing along the scroll axis (its
/// ideal length) and the scroll view's proposal across it; the scroll view takes the length
/// offered along its axis and the content's thickness across it.
///
/// The content is shown from its start moved back by the scroll offset, which an app host
/// sets and which is clamped to the content (between 0 and the content's length less the
/// viewport's); widgets do not scroll and show the start. What lies outside is clipped.
struct ScrollLayout: LayoutRule {
  /// The axis content scrolls along.
  let axis: Axis
  /// Where an app host has scrolled to; `nil` for a widget.
  var position: ScrollPosition? = nil

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(main: nil, cross: proposal[axis.crossing], axis: axis)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    let content = children.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    let offered = proposal[axis].flatMap { $0.isFinite ? $0 : nil }
    return CGSize(main: offered ?? content[axis], cross: content[axis.crossing], axis: axis)
  }

  func placements(
    in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]
  ) -> [ChildPlacement] {
    children.map { child in
      let inner = childProposal(proposal)
      guard let position else { return ChildPlacement(origin: bounds.origin, proposal: inner) }
      let content = child.sizeThatFits(inner)[axis]
      let viewport = bounds.size[axis]
      position.update(content: content, viewport: viewport, frame: bounds)
      let origin =
        axis == .vertical
        ? CGPoint(x: bounds.minX, y: bounds.minY - position.offset)
        : CGPoint(x: bounds.minX - position.offset, y: bounds.minY)
      return ChildPlacement(origin: origin, proposal: inner)
    }
  }

  var baselineSource: BaselineSource { .none }
}

/// How far an app's scroll view is scrolled, kept with the scroll view's identity.
public final class ScrollPosition {
  /// The axis it scrolls along.
  public let axis: Axis
  /// The distance scrolled from the start, in points, clamped to the content.
  public private(set) var offset: CGFloat = 0
  /// The largest offset: the content's length less the viewport's (0 when it fits).
  public private(set) var maximumOffset: CGFloat = 0
  /// The scroll view's frame in the last frame.
  public private(set) var frame: CGRect = .zero

  init(axis: Axis) { self.axis = axis }

  /// Scrolls by `delta` points, clamped; returns whether the offset changed.
  @discardableResult
  func scroll(by delta: CGFloat) -> Bool {
    let clamped = min(max(offset + delta, 0), maximumOffset)
    defer { offset = clamped }
    return clamped != offset
  }

  func update(content: CGFloat, viewport: CGFloat, frame: CGRect) {
    maximumOffset = max(content - viewport, 0)
    offset = min(max(offset, 0), maximumOffset)
    self.frame = frame
  }
}
