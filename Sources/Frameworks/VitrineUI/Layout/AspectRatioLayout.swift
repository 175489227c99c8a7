import Foundation

/// The layout of `aspectRatio(_:contentMode:)`: the child is proposed the largest size of the
/// ratio that fits in the proposal (`.fit`) or the smallest that covers it (`.fill`), and the
/// modifier takes the child's size.
///
/// Without a ratio, the child's ideal size gives it. A dimension that is unspecified or
/// infinite follows from the other; with neither, the child's ideal width does.
struct AspectRatioLayout: LayoutRule {
  /// Width divided by height, or `nil` for the child's own.
  let ratio: CGFloat?
  /// Whether the child fits inside the proposal or fills it.
  let contentMode: ContentMode

  func childProposal(_ proposal: ProposedViewSize, child: LayoutNode?) -> ProposedViewSize {
    let ideal = child?.sizeThatFits(.unspecified) ?? .zero
    let ratio = self.ratio ?? (ideal.height > 0 && ideal.width > 0 ? ideal.width / ideal.height : 1)
    guard ratio > 0, ratio.isFinite else { return proposal }
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
    switch (width, height) {
    case let (width?, height?):
      let widerThanRatio = width / max(height, .leastNonzeroMagnitude) > ratio
      let useHeight = contentMode == .fit ? widerThanRatio : !widerThanRatio
      return useHeight
        ? ProposedViewSize(width: height * ratio, height: height)
        : ProposedViewSize(width: width, height: width / ratio)
    case let (width?, nil):
      return ProposedViewSize(width: width, height: width / ratio)
    case let (nil, height?):
      return ProposedViewSize(width: height * ratio, height: height)
    case (nil, nil):
      return ProposedViewSize(width: ideal.width, height: ideal.width / ratio)
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    guard let child = children.first else { return .zero }
    return child.sizeThatFits(childProposal(proposal, child: child))
  }

  func placements(
    in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]
  ) -> [ChildPlacement] {
    children.map {
      ChildPlacement(origin: bounds.origin, proposal: childProposal(proposal, child: $0))
    }
  }

  var role: LayoutRole { .aspectRatio }
}

/// How content keeps its aspect ratio in a size of another ratio.
public enum ContentMode: String, Sendable, Hashable, Codable, CaseIterable {
  /// Scaled to fit entirely inside.
  case fit
  /// Scaled to cover entirely, overflowing on one axis.
  case fill
}
