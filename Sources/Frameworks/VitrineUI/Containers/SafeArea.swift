import Foundation

/// The layout of `ignoresSafeArea`: the view is sized and placed by its parent as usual, then
/// its content is extended over the status bar or home indicator on each chosen edge where
/// the view touches the safe area's edge, as iOS lets backgrounds run to the screen's edges.
struct SafeAreaExpansionLayout: LayoutRule {
  let geometry: SafeAreaGeometry
  let edges: Edge.Set

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    children.first?.sizeThatFits(proposal) ?? .zero
  }

  func placements(
    in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]
  ) -> [ChildPlacement] {
    let expanded = expand(bounds)
    let inner = expanded == bounds ? proposal : ProposedViewSize(expanded.size)
    return children.map { _ in ChildPlacement(origin: expanded.origin, proposal: inner) }
  }

  /// `bounds` extended to the screen's edges where it touches the safe area's.
  func expand(_ bounds: CGRect) -> CGRect {
    let tolerance: CGFloat = 0.5
    var minX = bounds.minX
    var minY = bounds.minY
    var maxX = bounds.maxX
    var maxY = bounds.maxY
    if edges.contains(.top), minY <= geometry.safe.minY + tolerance { minY = geometry.screen.minY }
    if edges.contains(.bottom), maxY >= geometry.safe.maxY - tolerance {
      maxY = geometry.screen.maxY
    }
    if edges.contains(.leading), minX <= geometry.safe.minX + tolerance {
      minX = geometry.screen.minX
    }
    if edges.contains(.trailing), maxX >= geometry.safe.maxX - tolerance {
      maxX = geometry.screen.maxX
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

/// Extends each node of the content into the safe area on `edges`.
nonisolated struct IgnoresSafeAreaModifier: ViewModifier, NodeModifier {
  typealias Body = Never

  let edges: Edge.Set

  @MainActor func modify(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    guard let geometry = context.environment.container.safeArea else { return node }
    return LayoutNode.wrapping(node, in: SafeAreaExpansionLayout(geometry: geometry, edges: edges))
  }
}

/// Which safe areas `ignoresSafeArea` ignores; Vitrine has only the container's.
public struct SafeAreaRegions: OptionSet, Sendable {
  /// The bits of the set.
  public let rawValue: Int
  /// Creates a set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The status bar and home indicator.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The keyboard (there is none).
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Both.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

nonisolated extension View {
  /// Extends the view under the status bar and home indicator on `edges` where it touches
  /// them; in a widget (no safe area) it changes nothing.
  public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> some View {
    modifier(IgnoresSafeAreaModifier(edges: edges))
  }

  /// Extends the view under the status bar and home indicator on `edges`.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    modifier(IgnoresSafeAreaModifier(edges: edges))
  }
}
