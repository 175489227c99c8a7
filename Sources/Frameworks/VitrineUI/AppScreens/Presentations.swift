import Foundation

@MainActor
extension View {
  /// Presents the sheet `content` makes for `item` while it is not nil; closing the sheet
  /// sets `item` to nil, as SwiftUI's `sheet(item:onDismiss:content:)`.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    sheet(
      isPresented: Binding(
        get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } }),
      onDismiss: onDismiss
    ) {
      if let value = item.wrappedValue { content(value) }
    }
  }

  /// Presents `content` over the whole screen while `isPresented` is true, as SwiftUI's
  /// `fullScreenCover`: no card and no dimmed area; `dismiss` inside closes it.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      FullScreenCoverModifier(isPresented: isPresented, onDismiss: onDismiss, content: content))
  }

  /// Presents the cover `content` makes for `item` while it is not nil.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    fullScreenCover(
      isPresented: Binding(
        get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } }),
      onDismiss: onDismiss
    ) {
      if let value = item.wrappedValue { content(value) }
    }
  }
}

/// Presents `content` over the whole screen while `isPresented` is true.
nonisolated struct FullScreenCoverModifier<Cover: View>: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let isPresented: Binding<Bool>
  let onDismiss: (@MainActor () -> Void)?
  let content: () -> Cover

  @MainActor func makeNodes(
    content main: (ResolveContext) -> [LayoutNode], in context: ResolveContext
  ) -> [LayoutNode] {
    let nodes = main(context)
    guard context.graph != nil, isPresented.wrappedValue, let first = nodes.first else {
      return nodes
    }
    let (inner, dismiss) = Presentation.scope(
      "cover", isPresented: isPresented, onDismiss: onDismiss, in: context)
    let cover = PrebuiltNodes(nodes: inner.nodes(for: self.content()))
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
      .background(ChromeColors.background.ignoresSafeArea())
    let coverNodes = context.outsideStack.child(.slot, "cover-chrome").nodes(for: cover)
    first.effects.append(.presentation(Presentation(nodes: coverNodes, dismiss: dismiss)))
    return nodes
  }
}
