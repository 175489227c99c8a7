import Foundation

/// Empty space that grows along its stack's axis (on both axes outside a stack). Stacks size
/// spacers after their other children, so spacers take what is left.
nonisolated public struct Spacer: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  /// The shortest the spacer gets; `nil` is the default spacing, 8 points.
  public var minLength: CGFloat?

  /// Creates a spacer.
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    [LayoutNode(rule: SpacerLayout(minLength: minLength, axis: context.stackAxis))]
  }
}
