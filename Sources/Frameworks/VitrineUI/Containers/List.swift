import Foundation

/// Rows in sections, scrolling, drawn as iOS draws lists: inset-grouped (the default, rounded
/// cards on a gray background) or plain (full-width rows).
///
/// Each view of the content is a row: at least 44 points tall, inset 16 points from the
/// card's edges, with a hairline separator below every row but the last of its section.
/// ``Section`` headers are set in footnote type in the secondary color above their card,
/// footers below it.
nonisolated public struct List<Content: View>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  let content: Content

  /// Creates a list of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    var inner = context.outsideStack
    inner.environment.container.isListRow = true
    let style = context.environment.listStyle
    var sections: [ListSectionNodes] = []
    var loose: [LayoutNode] = []
    for node in inner.nodes(for: content) {
      if let section = node.rule as? ListSectionLayout {
        if !loose.isEmpty { sections.append(ListSectionNodes(rows: loose)) }
        loose = []
        sections.append(
          ListSectionNodes(header: section.header, rows: node.children, footer: section.footer))
      } else {
        loose.append(node)
      }
    }
    if !loose.isEmpty { sections.append(ListSectionNodes(rows: loose)) }
    let hairline = 1 / max(context.environment.displayScale, 1)
    let chromeContext = context.child(.slot, "list")
    let cache =
      context.graph?.attachment(
        at: chromeContext.identity.child(.slot, "rows"), owner: context.owner
      ) { ListRowCache() } ?? ListRowCache()
    let chrome = ListChrome(
      sections: sections, style: style, hairline: hairline, rowCache: cache,
      context: chromeContext.outsideStack)
    let nodes = chromeContext.nodes(for: chrome.view)
    cache.prune()
    return nodes
  }
}

extension List {
  /// Creates a list with a row for each element of `data`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
    self.init { ForEach(data, content: rowContent) }
  }
}

/// A group of rows with an optional header and footer, in a ``List`` (elsewhere its views
/// are laid out one after another).
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  let header: Parent
  let content: Content
  let footer: Footer

  /// Creates a section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    guard context.environment.container.isListRow else {
      return context.child(.slot, "header").nodes(for: header) + context.nodes(for: content)
        + context.child(.slot, "footer").nodes(for: footer)
    }
    var decoration = context.outsideStack
    decoration.environment.container.isListRow = false
    let headerNodes = decoration.child(.slot, "header").nodes(
      for: header.font(.footnote).foregroundStyle(.secondary))
    let footerNodes = decoration.child(.slot, "footer").nodes(
      for: footer.font(.footnote).foregroundStyle(.secondary))
    let rows = context.outsideStack.nodes(for: content)
    let rule = ListSectionLayout(header: headerNodes, footer: footerNodes)
    return [LayoutNode(rule: rule, children: rows)]
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// Creates a section without header or footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Footer == EmptyView {
  /// Creates a section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// Creates a section with a text header.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

/// A list section's rows as resolved, before the list draws them; stacks them like a VStack
/// when it is laid out outside a list.
struct ListSectionLayout: LayoutRule {
  let header: [LayoutNode]
  let footer: [LayoutNode]

  private var column: StackLayout {
    StackLayout(axis: .vertical, alignment: .fraction(0), spacing: 0)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    column.sizeThatFits(proposal, children: children)
  }

  func placements(
    in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]
  ) -> [ChildPlacement] {
    column.placements(in: bounds, proposal: proposal, children: children)
  }
}

/// One section's parts.
struct ListSectionNodes {
  var header: [LayoutNode] = []
  var rows: [LayoutNode]
  var footer: [LayoutNode] = []
}

/// How a ``List`` is drawn.
public enum ListStyleKind: Sendable, Hashable {
  /// Rounded cards inset from the screen's edges on a gray background (iOS's default).
  case insetGrouped
  /// Full-width rows on the screen's background.
  case plain
}

/// A list style value, as `.listStyle(.plain)` takes.
public struct ListStyleValue: Sendable, Hashable {
  let kind: ListStyleKind
  /// Rounded cards on a gray background.
  public static let insetGrouped = ListStyleValue(kind: .insetGrouped)
  /// Full-width rows.
  public static let plain = ListStyleValue(kind: .plain)
  /// The system's choice: inset grouped.
  public static let automatic = ListStyleValue(kind: .insetGrouped)
}

private struct ListStyleKey: EnvironmentKey {
  static let defaultValue = ListStyleKind.insetGrouped
}

extension EnvironmentValues {
  /// How lists below are drawn.
  public var listStyle: ListStyleKind {
    get { self[ListStyleKey.self] }
    set { self[ListStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Draws the lists in this view in `style`.
  public func listStyle(_ style: ListStyleValue) -> some View {
    environment(\.listStyle, style.kind)
  }
}
