import Foundation

/// Shows the first of its views that fits the space offered, or the last one when none does:
/// a widget's long layout when there is room, a shorter one when there is not.
///
/// ```swift
/// ViewThatFits {
///   Label("Partly cloudy", systemImage: "cloud.sun")
///   Image(systemName: "cloud.sun")
/// }
/// ```
///
/// See ``ViewThatFitsLayout`` for the rule.
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  let axes: Axis.Set
  let content: Content

  /// Creates the container; a view must fit along `axes` (both by default) to be chosen.
  public init(
    in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let candidates = context.outsideStack.nodes(for: content)
    return [LayoutNode(rule: ViewThatFitsLayout(candidates: candidates, axes: axes))]
  }
}
