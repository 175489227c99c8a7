import Foundation

extension List {
  /// Creates a list with a row for each element of `data`, identified by the key path `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init { ForEach(data, id: id, content: rowContent) }
  }

  /// Creates a list with a row for each integer of `data`.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init { ForEach(data, id: \.self, content: rowContent) }
  }

  /// Creates a list whose rows tagged with `tag(_:)` can be selected: a tap on a row makes
  /// its tag the selection, and the selected row is highlighted (iOS 16 single selection).
  public init<SelectionValue: Hashable, Rows: View>(
    selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Rows
  ) where Content == TagSelecting<Rows> {
    let choice = TagChoice(
      mode: .listRow,
      isSelected: { tag in (tag as? SelectionValue).map { $0 == selection.wrappedValue } ?? false },
      select: { tag in
        if let value = tag as? SelectionValue { selection.wrappedValue = value }
      })
    self.init { TagSelecting(choice: choice, content: content()) }
  }

  /// Creates a list whose tagged rows toggle in and out of the `selection` set when tapped
  /// (multiple selection).
  public init<SelectionValue: Hashable, Rows: View>(
    selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Rows
  ) where Content == TagSelecting<Rows> {
    let choice = TagChoice(
      mode: .listRow,
      isSelected: { tag in
        (tag as? SelectionValue).map { selection.wrappedValue.contains($0) } ?? false
      },
      select: { tag in
        guard let value = tag as? SelectionValue else { return }
        if selection.wrappedValue.contains(value) {
          selection.wrappedValue.remove(value)
        } else {
          selection.wrappedValue.insert(value)
        }
      })
    self.init { TagSelecting(choice: choice, content: content()) }
  }

  /// Creates a selectable list with a row for each element of `data`.
  public init<Data: RandomAccessCollection, SelectionValue: Hashable, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Data.Element: Identifiable, Data.Element.ID == SelectionValue,
    Content == TagSelecting<ForEach<Data, Data.Element.ID, TagModified<RowContent>>>
  {
    self.init(selection: selection) {
      ForEach(data) { element in rowContent(element).tag(element.id) }
    }
  }
}

/// A form: controls grouped in sections on a grouped background, as an iOS settings screen;
/// drawn as an inset-grouped ``List`` (Apple: "On iOS, forms appear as grouped lists").
public struct Form<Content: View>: View {
  let content: Content

  /// Creates a form of `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The grouped list.
  public var body: some View {
    List { content }.listStyle(.insetGrouped)
  }
}

extension ListStyleValue {
  /// Grouped sections (drawn inset-grouped, as iOS 15+ draws `.grouped` on an iPhone in a
  /// compact width).
  public static let grouped = ListStyleValue(kind: .insetGrouped)
  /// Full-width rows in a sidebar; a plain list on an iPhone.
  public static let sidebar = ListStyleValue(kind: .plain)
  /// Rows inset from the edges; a plain list here.
  public static let inset = ListStyleValue(kind: .plain)
}

nonisolated extension View {
  /// Draws the lists in this view in `style` (the type spelling, `PlainListStyle()`).
  public func listStyle(_ style: ListStyleType) -> some View {
    environment(\.listStyle, style.kind)
  }
}

/// A list style written as a value of its own type, `PlainListStyle()`.
public struct ListStyleType: Sendable, Hashable {
  let kind: ListStyleKind
}

/// Full-width rows (`PlainListStyle()`).
public func PlainListStyle() -> ListStyleType { ListStyleType(kind: .plain) }
/// Grouped rows (`GroupedListStyle()`).
public func GroupedListStyle() -> ListStyleType { ListStyleType(kind: .insetGrouped) }
/// Sidebar rows (`SidebarListStyle()`); plain on an iPhone.
public func SidebarListStyle() -> ListStyleType { ListStyleType(kind: .plain) }
/// Inset grouped rows (`InsetGroupedListStyle()`).
public func InsetGroupedListStyle() -> ListStyleType { ListStyleType(kind: .insetGrouped) }
/// The default style (`DefaultListStyle()`).
public func DefaultListStyle() -> ListStyleType { ListStyleType(kind: .insetGrouped) }

extension Section where Parent: View, Footer: View {
  /// Creates a section with a header and a footer view (the iOS 13 spelling).
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { footer })
  }
}

extension Section where Footer == EmptyView {
  /// Creates a section with a header view (the iOS 13 spelling).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView {
  /// Creates a section with a footer view (the iOS 13 spelling).
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { footer })
  }

  /// Creates a section with a footer built by `footer`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
}
