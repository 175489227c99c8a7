import Foundation

/// The layout of `GeometryReader`: it takes the whole proposal (10 points for an unspecified
/// dimension) and builds its content only once it is placed, from its size; the content is
/// proposed that size and placed at the top-left corner.
final class GeometryReaderLayout: LayoutRule {
  private let makeContent: (GeometryProxy) -> [LayoutNode]

  init(makeContent: @escaping (GeometryProxy) -> [LayoutNode]) {
    self.makeContent = makeContent
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  private var built: (size: CGSize, nodes: [LayoutNode])?

  /// The content for a reader placed at `frame`: built from the proxy the first time and
  /// whenever the reader's size changes; a reader that only moved keeps its content.
  func content(in frame: CGRect) -> [LayoutNode] {
    if let built, built.size == frame.size { return built.nodes }
    let nodes = makeContent(GeometryProxy(frame: frame))
    built = (frame.size, nodes)
    return nodes
  }

  func placements(
    in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]
  ) -> [ChildPlacement] {
    children.map { _ in
      ChildPlacement(origin: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
  }

  var baselineSource: BaselineSource { .none }

  var role: LayoutRole { .geometryReader }
}
