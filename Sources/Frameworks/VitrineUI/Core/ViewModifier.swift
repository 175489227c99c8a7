/// A reusable change to a view, applied with ``View/modifier(_:)``, as in SwiftUI.
///
/// ```swift
/// struct Card: ViewModifier {
///   func body(content: Content) -> some View {
///     content.padding(8).background(Color.gray.opacity(0.2))
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier makes.
  associatedtype Body: View
  /// The view the modifier is applied to, as ``body(content:)`` receives it.
  typealias Content = ViewModifierContent<Self>

  /// Builds the modified view from `content`.
  @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
  /// Modifiers built into VitrineUI act on layout directly and have no body.
  public func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

/// The view a ``ViewModifier`` is applied to, standing in for it inside the modifier's body.
nonisolated public struct ViewModifierContent<Modifier: ViewModifier>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  let resolve: @MainActor (ResolveContext) -> [LayoutNode]

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] { resolve(context) }
}

/// A view with a modifier applied to it.
nonisolated public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View,
  PrimitiveView
{
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  /// The view being modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  @inlinable public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let content = self.content
    if let primitive = PrimitiveTypes.modifier(Modifier.self) {
      return primitive.makeNodes(of: modifier, content: { $0.nodes(for: content) }, in: context)
    }
    let outer = context
    let stand = ViewModifierContent<Modifier>(resolve: { inner in
      var resolved = inner
      resolved.identity = outer.identity
      resolved.owner = outer.owner
      return resolved.nodes(for: content)
    })
    let body = EnvironmentValues.$current.withValue(context.environment) {
      modifier.body(content: stand)
    }
    return context.child(.slot, "modifier").nodes(for: body)
  }
}

nonisolated extension View {
  /// Applies `modifier` to this view.
  @inlinable public func modifier<Modifier: ViewModifier>(
    _ modifier: Modifier
  ) -> ModifiedContent<Self, Modifier> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
