import Foundation

/// `containerRelativeFrame`: a frame whose length on some axes comes from the nearest
/// container's size, not from the proposal. A widget's container is its content area (inside
/// the content margins); an app's is the screen's safe area. On the other axes the frame
/// passes the proposal to its content and takes the content's size, as SwiftUI's does.
struct ContainerRelativeFrameLayout: FramingLayout {
  /// The axes whose length comes from the container.
  let axes: Axis.Set
  /// Where the content goes inside the frame.
  let alignment: Alignment
  /// The length on an axis from the container's length on it.
  let length: (CGFloat, Axis) -> CGFloat

  /// The size of the container being laid out, set while a widget or screen is placed; `nil`
  /// outside one, where the proposal stands in for it.
  @TaskLocal static var containerSize: CGSize?

  /// The frame's length on `axis`, or `nil` when the axis is not one of ``axes``.
  func frameLength(_ axis: Axis, proposal: ProposedViewSize) -> CGFloat? {
    let member: Axis.Set = axis == .horizontal ? .horizontal : .vertical
    guard axes.contains(member) else { return nil }
    let container = Self.containerSize ?? proposal.replacingUnspecifiedDimensions()
    let side = axis == .horizontal ? container.width : container.height
    let value = length(side, axis)
    return value.isFinite ? max(value, 0) : 0
  }

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: frameLength(.horizontal, proposal: proposal) ?? proposal.width,
      height: frameLength(.vertical, proposal: proposal) ?? proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    let inner = childProposal(proposal)
    let child = children.first?.sizeThatFits(inner) ?? .zero
    return CGSize(
      width: frameLength(.horizontal, proposal: proposal) ?? child.width,
      height: frameLength(.vertical, proposal: proposal) ?? child.height)
  }

  /// A length of `count` equal columns (or rows) spanning `span` of them, `spacing` apart:
  /// `(container − spacing × (count − 1)) / count × span + spacing × (span − 1)`.
  static func gridLength(
    container: CGFloat, count: Int, span: Int, spacing: CGFloat
  ) -> CGFloat {
    let count = max(count, 1)
    let span = min(max(span, 1), count)
    let gaps = spacing.isFinite ? spacing : 0
    let column = (container - gaps * CGFloat(count - 1)) / CGFloat(count)
    return max(column * CGFloat(span) + gaps * CGFloat(span - 1), 0)
  }
}

nonisolated extension View {
  /// Frames the view as large as its nearest container on `axes` (iOS 17): a widget's content
  /// area, an app's safe area.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center
  )
    -> some View
  {
    modifier(
      LayoutModifier(
        rule: ContainerRelativeFrameLayout(axes: axes, alignment: alignment) { length, _ in length }
      ))
  }

  /// Frames the view as `span` of `count` equal parts of its container on `axes`, the parts
  /// `spacing` apart (iOS 17).
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    modifier(
      LayoutModifier(
        rule: ContainerRelativeFrameLayout(axes: axes, alignment: alignment) { length, _ in
          ContainerRelativeFrameLayout.gridLength(
            container: length, count: count, span: span, spacing: spacing)
        }))
  }

  /// Frames the view on `axes` at the length `length` works out from its container's length
  /// on each axis (iOS 17).
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(
      LayoutModifier(
        rule: ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: length)))
  }
}
