import Foundation

/// Views in a row, left to right, lined up vertically by `alignment`.
public struct HStack<Content: View>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a row; `spacing` between children defaults to 8 points.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    var inner = context
    inner.stackAxis = .horizontal
    let rule = StackLayout(axis: .horizontal, alignment: alignment.guide, spacing: spacing)
    return [LayoutNode(rule: rule, children: inner.nodes(for: content))]
  }
}

/// Views in a column, top to bottom, lined up horizontally by `alignment`.
public struct VStack<Content: View>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a column; `spacing` between children defaults to 8 points.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    var inner = context
    inner.stackAxis = .vertical
    let rule = StackLayout(axis: .vertical, alignment: alignment.guide, spacing: spacing)
    return [LayoutNode(rule: rule, children: inner.nodes(for: content))]
  }
}

/// Views laid over one another, back to front, lined up by `alignment`.
public struct ZStack<Content: View>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  let alignment: Alignment
  let content: Content

  /// Creates an overlapping stack.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    [
      LayoutNode(
        rule: ZStackLayout(alignment: alignment),
        children: context.outsideStack.nodes(for: content))
    ]
  }
}
