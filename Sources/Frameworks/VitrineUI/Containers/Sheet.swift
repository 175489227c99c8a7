import Foundation

/// A screen presented over the app by `sheet(isPresented:)`, found by the host after its
/// content is resolved.
struct Presentation {
  /// The sheet's nodes, laid out over the whole screen.
  var nodes: [LayoutNode]
  /// Closes the sheet (sets its binding to false and runs `onDismiss`).
  var dismiss: @MainActor () -> Void

  /// What every presentation modifier (sheet, full-screen cover) gives its content: a context
  /// in `slot` outside the presenting stack whose `dismiss` sets `isPresented` to false and
  /// then runs `onDismiss`, and that same action for the presentation's own chrome.
  @MainActor static func scope(
    _ slot: String, isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)?,
    in context: ResolveContext
  ) -> (inner: ResolveContext, dismiss: @MainActor () -> Void) {
    let dismiss: @MainActor () -> Void = {
      isPresented.wrappedValue = false
      onDismiss?()
    }
    var inner = context.outsideStack.child(.slot, slot)
    inner.environment.container.dismiss = DismissAction(
      key: inner.identity.value, action: dismiss)
    return (inner, dismiss)
  }
}

/// Presents `content` as a sheet while `isPresented` is true.
nonisolated struct SheetModifier<SheetContent: View>: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let isPresented: Binding<Bool>
  let onDismiss: (@MainActor () -> Void)?
  let content: () -> SheetContent

  @MainActor func makeNodes(
    content main: (ResolveContext) -> [LayoutNode], in context: ResolveContext
  ) -> [LayoutNode] {
    let nodes = main(context)
    guard context.graph != nil, isPresented.wrappedValue, let first = nodes.first else {
      return nodes
    }
    let (inner, dismiss) = Presentation.scope(
      "sheet", isPresented: isPresented, onDismiss: onDismiss, in: context)
    let insets =
      context.environment.container.safeArea.map {
        EdgeInsets(
          top: $0.safe.minY - $0.screen.minY, leading: 0, bottom: $0.screen.maxY - $0.safe.maxY,
          trailing: 0)
      } ?? EdgeInsets()
    let card = VStack(spacing: 0) {
      Capsule().fill(Color.gray.opacity(0.5)).frame(width: 36, height: 5).padding(.vertical, 5)
        .accessibilityHidden(true)
      PrebuiltNodes(nodes: inner.nodes(for: self.content()))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .padding(.bottom, insets.bottom)
    }
    .background(ChromeColors.secondaryGroupedBackground)
    .clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
    .ignoresSafeArea(edges: .bottom)
    .padding(.top, 10)
    let sheet = ZStack(alignment: .top) {
      Color.black.opacity(0.4).ignoresSafeArea()
        .onTapGesture { dismiss() }
        .accessibilityHidden(true)
      card
    }
    let sheetNodes = context.outsideStack.child(.slot, "sheet-chrome").nodes(for: sheet)
    first.effects.append(.presentation(Presentation(nodes: sheetNodes, dismiss: dismiss)))
    return nodes
  }
}

nonisolated extension View {
  /// Presents `content` as a sheet over the screen while `isPresented` is true; the sheet
  /// closes when `dismiss` is called inside it or the dimmed area is tapped.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(SheetModifier(isPresented: isPresented, onDismiss: onDismiss, content: content))
  }
}
