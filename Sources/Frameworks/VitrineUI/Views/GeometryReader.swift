import Foundation

/// A view that takes all the space offered and builds its content from that size.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  let content: (GeometryProxy) -> Content

  /// Creates a reader whose content is built from its geometry.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let inner = context.outsideStack
    let content = self.content
    let rule = GeometryReaderLayout { proxy in
      let environment = inner.environment
      let view = EnvironmentValues.$current.withValue(environment) { content(proxy) }
      return inner.nodes(for: view)
    }
    return [LayoutNode(rule: rule)]
  }
}

/// The size and position of a ``GeometryReader``.
public struct GeometryProxy: Sendable {
  /// The reader's frame in widget coordinates.
  let frame: CGRect

  /// The reader's size.
  public var size: CGSize { frame.size }

  /// Widgets have no safe area; always zero.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The reader's frame in `space`.
  public func frame(in space: CoordinateSpace) -> CGRect {
    switch space {
    case .local: return CGRect(origin: .zero, size: frame.size)
    case .global: return frame
    }
  }
}

/// A coordinate system to express a frame in.
public enum CoordinateSpace: Sendable, Hashable {
  /// The view's own: its top-left corner is the origin.
  case local
  /// The widget's.
  case global
}
