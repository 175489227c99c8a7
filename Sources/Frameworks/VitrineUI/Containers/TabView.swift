import Foundation

/// Screens switched by a tab bar at the bottom, as iOS's `TabView`: each child view is a tab
/// labelled by its ``View/tabItem(_:)``; the selected one fills the space above the bar.
///
/// The bar is 49 points tall plus the home indicator's safe area, on the bar material with a
/// hairline above; each item is its icon over its 10-point title, the selected one in the
/// accent color, the others gray. Only the selected tab is resolved; as on iOS, a tab left keeps
/// its views' state (its disappear actions run), and shown again it appears afresh with that
/// state.
nonisolated public struct TabView<Content: View>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  let content: Content
  let selection: Binding<Int>?

  /// Creates a tab view whose selected tab the view keeps itself.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    selection = nil
  }

  /// Creates a tab view whose selected tab (by position) is `selection`.
  public init(selection: Binding<Int>, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let own =
      context.graph?.attachment(
        at: context.identity.child(.slot, "tabs"), owner: context.owner
      ) { TabCollector() } ?? TabCollector()
    own.owner = context.owner.map(NodeReference.init)
    if let selection { own.selected = selection.wrappedValue }
    own.items = []
    own.selectedContent = []
    var inner = context.outsideStack
    inner.environment.container.tabs = own
    _ = inner.nodes(for: content)
    let selected = min(max(own.selected, 0), max(own.items.count - 1, 0))
    let bar = TabBar(items: own.items, selected: selected, tabs: own, selection: selection)
    let screen = VStack(spacing: 0) {
      PrebuiltNodes(nodes: own.selectedContent)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
      bar
    }
    return context.outsideStack.child(.slot, "tab-screen").nodes(for: screen)
  }
}

/// Collects the tabs of a ``TabView`` as its content is resolved, and keeps its selection.
final class TabCollector: @unchecked Sendable {
  /// One tab's title and icon.
  struct Item: Equatable {
    var title: String
    var systemImage: String?
  }

  var selected = 0
  var items: [Item] = []
  var selectedContent: [LayoutNode] = []
  var owner: NodeReference?
  /// The views each tab's content reached when it was last shown, kept while it is hidden.
  var kept: [Int: [GraphNode]] = [:]
  /// The tab shown in the last frame.
  var lastShown: Int?

  func select(_ index: Int) {
    guard index != selected else { return }
    selected = index
    owner?.markDirty()
  }
}

/// Labels a tab of a ``TabView``; the content is resolved only when its tab is selected.
nonisolated struct TabItemModifier<Label: View>: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let label: Label

  @MainActor func makeNodes(
    content: (ResolveContext) -> [LayoutNode], in context: ResolveContext
  ) -> [LayoutNode] {
    guard let tabs = context.environment.container.tabs else { return content(context) }
    var labelContext = context.child(.slot, "tab-label")
    labelContext.environment.container.tabs = nil
    let labelNodes = labelContext.nodes(for: label)
    let index = tabs.items.count
    tabs.items.append(
      TabCollector.Item(
        title: LabelSearch.text(in: labelNodes) ?? "",
        systemImage: LabelSearch.symbol(in: labelNodes)))
    if index == tabs.selected {
      var inner = context
      inner.environment.container.tabs = nil
      guard let graph = context.graph, let owner = context.owner else {
        tabs.selectedContent = content(inner)
        return []
      }
      if tabs.lastShown != index {
        for node in tabs.kept[index] ?? [] { node.markSubtreeDirty() }
      }
      // The views this tab reaches are the owner's children first seen while it resolves.
      let seenBefore = Set(owner.children.filter { $0.value.lastSeenFrame == graph.frame }.keys)
      tabs.selectedContent = content(inner)
      tabs.kept[index] = owner.children.filter {
        $0.value.lastSeenFrame == graph.frame && !seenBefore.contains($0.key)
      }.map(\.value)
      tabs.lastShown = index
    } else if let graph = context.graph {
      for node in tabs.kept[index] ?? [] { node.keepAlive(graph.frame) }
    }
    return []
  }
}

/// Finds a label's text and symbol in its resolved nodes.
enum LabelSearch {
  static func text(in nodes: [LayoutNode]) -> String? {
    for node in nodes {
      if case .text(let text) = node.drawing { return text.rule.request.string }
      if let found = self.text(in: node.children) { return found }
    }
    return nil
  }

  static func symbol(in nodes: [LayoutNode]) -> String? {
    for node in nodes {
      if case .image(let image) = node.drawing, case .systemSymbol(let name) = image.image.source {
        return name
      }
      if let found = symbol(in: node.children) { return found }
    }
    return nil
  }
}

nonisolated extension View {
  /// Labels this view's tab in a ``TabView`` (a ``Label`` or text and an image).
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(TabItemModifier(label: label()))
  }
}

/// The bar of a ``TabView``.
struct TabBar: View, GraphTransparentView {
  let items: [TabCollector.Item]
  let selected: Int
  /// The tab view's own selection, used when it has no binding.
  let tabs: TabCollector
  let selection: Binding<Int>?
  @Environment(\.displayScale) private var displayScale

  private func select(_ index: Int) {
    if let selection { selection.wrappedValue = index } else { tabs.select(index) }
  }

  var body: some View {
    let hairline = 1 / max(displayScale, 1)
    HStack(spacing: 0) {
      ForEach(items.indices, id: \.self) { index in
        let isSelected = index == selected
        VStack(spacing: 2) {
          Image(systemName: items[index].systemImage ?? "questionmark.square.dashed")
            .symbolVariant(isSelected ? .fill : .none)
            .font(.system(size: 22))
            .frame(width: 28, height: 24)
          Text(items[index].title).font(.system(size: 10, weight: .medium)).lineLimit(1)
        }
        .foregroundStyle(isSelected ? Color.accentColor : Color.gray)
        .frame(maxWidth: .infinity)
        .padding(.top, 7)
        .frame(height: 49, alignment: .top)
        .contentShape(Rectangle())
        .onTapGesture { select(index) }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(items[index].title)
        .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
      }
    }
    .background(ChromeColors.bar.ignoresSafeArea(edges: .bottom))
    .overlay(alignment: .top) { ChromeColors.separator.frame(height: hairline) }
  }
}
