/// Builds a view from the statements of a closure: a sequence of views, `if`/`else`, `switch`,
/// optional views and `if #available` blocks, as SwiftUI's `@ViewBuilder` does.
///
/// The builders that make a view out of views are `@inlinable`, so that an app's bodies build
/// their concrete view types directly instead of through generic code that asks the runtime
/// for each type's layout (a row of six views cost some 7,000 instructions to build that way).
@resultBuilder
public enum ViewBuilder {
  /// An empty closure builds an ``EmptyView``.
  @inlinable public static func buildBlock() -> EmptyView { EmptyView() }

  /// One view is itself.
  @inlinable public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several views become a ``TupleView`` that lays them out in order.
  @inlinable public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<repeat each Content> {
    TupleView(repeat each content)
  }

  /// An `if` without `else` builds an optional view.
  @inlinable public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// An `if` without `else` builds an optional view.
  @inlinable public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
    content
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    ConditionalContent(storage: .falseContent(second))
  }

  /// The body of an `if #available` block, erased so either branch type checks.
  @MainActor public static func buildLimitedAvailability<Content: View>(
    _ content: Content
  ) -> AnyView {
    AnyView(content)
  }
}
