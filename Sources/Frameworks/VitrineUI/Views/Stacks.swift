import Foundation

/// Views in a row, left to right, lined up vertically by `alignment`.
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a row; without a `spacing`, neighbours are spaced by their preferences
  /// (``ViewSpacing``: 8 points between most views).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    stackNodes(.horizontal, alignment: alignment.guide, spacing: spacing, content: content, context)
  }
}

/// Views in a column, top to bottom, lined up horizontally by `alignment`.
nonisolated public struct VStack<Content: View>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a column; without a `spacing`, neighbours are spaced by their preferences
  /// (``ViewSpacing``: 8 points between most views, a line's leading between texts).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    stackNodes(.vertical, alignment: alignment.guide, spacing: spacing, content: content, context)
  }
}

/// Views laid over one another, back to front, lined up by `alignment`.
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  let alignment: Alignment
  let content: Content

  /// Creates an overlapping stack.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    [
      LayoutNode(
        rule: ZStackLayout(alignment: alignment),
        children: context.outsideStack.nodes(for: content))
    ]
  }
}

/// The node of a stack along `axis`: its content resolved as a stack's children (so spacers know
/// their axis) under a ``StackLayout``.
@MainActor
private func stackNodes<Content: View>(
  _ axis: Axis, alignment: AlignmentGuide, spacing: CGFloat?, content: Content,
  _ context: ResolveContext
) -> [LayoutNode] {
  var inner = context
  inner.stackAxis = axis
  let rule = StackLayout(axis: axis, alignment: alignment, spacing: spacing)
  return [LayoutNode(rule: rule, children: inner.nodes(for: content))]
}
