import Foundation

/// Wraps each node of the content in a node of a layout rule.
nonisolated struct LayoutModifier: ViewModifier, NodeModifier {
  typealias Body = Never

  let rule: any LayoutRule

  @MainActor func modify(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    LayoutNode.wrapping(node, in: rule)
  }
}

nonisolated extension View {
  /// Adds `length` points (16 by default) of space on `edges`.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    padding(EdgeInsets(edges, length ?? 16))
  }

  /// Adds `length` points of space on every edge.
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Adds the given space on each edge.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(LayoutModifier(rule: PaddingLayout(insets: insets)))
  }

  /// Gives the view a fixed width and/or height, placing it inside by `alignment`.
  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    modifier(LayoutModifier(rule: FrameLayout(width: width, height: height, alignment: alignment)))
  }

  /// Gives the view a flexible frame bounded by minimum, ideal and maximum dimensions.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    let rule = FlexFrameLayout(
      horizontal: .init(minimum: minWidth, ideal: idealWidth, maximum: maxWidth),
      vertical: .init(minimum: minHeight, ideal: idealHeight, maximum: maxHeight),
      alignment: alignment)
    return modifier(LayoutModifier(rule: rule))
  }

  /// Keeps the view at its ideal size on the chosen axes, whatever its parent offers.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(LayoutModifier(rule: FixedSizeLayout(horizontal: horizontal, vertical: vertical)))
  }

  /// Keeps the view at its ideal size on both axes.
  public func fixedSize() -> some View {
    fixedSize(horizontal: true, vertical: true)
  }

  /// Sizes the view to a ratio of width to height (its own ideal ratio when `nil`), fitting
  /// inside or filling what it is offered.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(LayoutModifier(rule: AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode)))
  }

  /// Sizes the view to the ratio of `aspectRatio`'s width to its height.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    let ratio = aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height
    return self.aspectRatio(ratio, contentMode: contentMode)
  }

  /// Scales the view to fit what it is offered, keeping its ratio.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// Scales the view to fill what it is offered, keeping its ratio.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
