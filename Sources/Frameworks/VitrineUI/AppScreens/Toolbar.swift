import Foundation

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement` on an iPhone: leading
/// items at the left of the navigation bar (after the back button's place), trailing and
/// automatic ones at its right, bottom-bar ones in a toolbar along the bottom of the screen.
public struct ToolbarItemPlacement: Sendable, Hashable {
  enum Place: Sendable, Hashable {
    case leading, trailing, principal, bottomBar
  }

  let place: Place

  /// The system's choice: the trailing side of the navigation bar.
  public static let automatic = ToolbarItemPlacement(place: .trailing)
  /// The leading side of the navigation bar.
  public static let navigationBarLeading = ToolbarItemPlacement(place: .leading)
  /// The trailing side of the navigation bar.
  public static let navigationBarTrailing = ToolbarItemPlacement(place: .trailing)
  /// The leading side of the top bar (iOS 17's name).
  public static let topBarLeading = ToolbarItemPlacement(place: .leading)
  /// The trailing side of the top bar (iOS 17's name).
  public static let topBarTrailing = ToolbarItemPlacement(place: .trailing)
  /// The main action: the trailing side of the navigation bar.
  public static let primaryAction = ToolbarItemPlacement(place: .trailing)
  /// A confirming action: the trailing side.
  public static let confirmationAction = ToolbarItemPlacement(place: .trailing)
  /// A cancelling action: the leading side.
  public static let cancellationAction = ToolbarItemPlacement(place: .leading)
  /// A destructive action: the trailing side.
  public static let destructiveAction = ToolbarItemPlacement(place: .trailing)
  /// The navigation area: the leading side of the navigation bar.
  public static let navigation = ToolbarItemPlacement(place: .leading)
  /// The centre of the navigation bar, in place of the title.
  public static let principal = ToolbarItemPlacement(place: .principal)
  /// The toolbar along the bottom of the screen.
  public static let bottomBar = ToolbarItemPlacement(place: .bottomBar)
  /// Above the keyboard; Vitrine has no keyboard, so the bottom toolbar.
  public static let keyboard = ToolbarItemPlacement(place: .bottomBar)
}

/// One item of a screen's toolbar: its place and view.
struct ToolbarEntry: @unchecked Sendable {
  var placement: ToolbarItemPlacement.Place
  var view: any View

  /// `view` as a view of a known type.
  @MainActor static func erase(_ view: any View) -> AnyView {
    func open<V: View>(_ view: V) -> AnyView { AnyView(view) }
    return open(view)
  }
}

/// Content of a toolbar: items and groups.
public protocol ToolbarContent {}

/// Toolbar content the runtime reads its items from.
protocol ToolbarEntriesProviding {
  var entries: [ToolbarEntry] { get }
}

/// A toolbar item: a view in a place.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, ToolbarEntriesProviding {
  let placement: ToolbarItemPlacement
  let content: Content

  var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement.place, view: content)] }
}

extension ToolbarItem where ID == () {
  /// Creates an item placed at `placement`.
  public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }
}

/// Several views placed together.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, ToolbarEntriesProviding {
  let placement: ToolbarItemPlacement
  let content: Content

  /// Creates a group placed at `placement`.
  public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }

  var entries: [ToolbarEntry] {
    [ToolbarEntry(placement: placement.place, view: HStack(spacing: 16) { content })]
  }
}

/// Several pieces of toolbar content, in order.
public struct ToolbarContentList: ToolbarContent, ToolbarEntriesProviding {
  let entries: [ToolbarEntry]
}

/// Builds toolbar content from items, groups, `if` and `if`–`else`.
@resultBuilder
public enum ToolbarContentBuilder {
  /// Items in order.
  public static func buildBlock(_ parts: any ToolbarContent...) -> ToolbarContentList {
    ToolbarContentList(
      entries: parts.flatMap { ($0 as? any ToolbarEntriesProviding)?.entries ?? [] })
  }

  /// An item.
  public static func buildExpression<C: ToolbarContent>(_ content: C) -> any ToolbarContent {
    content
  }

  /// An `if` without `else`.
  public static func buildOptional(_ content: ToolbarContentList?) -> ToolbarContentList {
    content ?? ToolbarContentList(entries: [])
  }

  /// The first branch of an `if`–`else`.
  public static func buildEither(first content: ToolbarContentList) -> ToolbarContentList {
    content
  }

  /// The second branch of an `if`–`else`.
  public static func buildEither(second content: ToolbarContentList) -> ToolbarContentList {
    content
  }
}

nonisolated extension View {
  /// Puts the items `content` builds in the navigation bar or the bottom toolbar of the
  /// screen the view is on.
  public func toolbar<C: ToolbarContent>(@ToolbarContentBuilder content: () -> C) -> some View {
    let entries = (content() as? any ToolbarEntriesProviding)?.entries ?? []
    return modifier(ContainerInfoModifier(info: .toolbar(entries)))
  }

  /// Puts the views `content` builds at the trailing side of the navigation bar.
  public func toolbar<V: View>(@ViewBuilder content: () -> V) -> some View {
    modifier(
      ContainerInfoModifier(
        info: .toolbar([ToolbarEntry(placement: .trailing, view: HStack { content() })])))
  }

  /// Puts `leading` and `trailing` in the navigation bar (the iOS 13 spelling).
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    modifier(
      ContainerInfoModifier(
        info: .toolbar([
          ToolbarEntry(placement: .leading, view: leading),
          ToolbarEntry(placement: .trailing, view: trailing),
        ])))
  }

  /// Puts `leading` in the navigation bar (the iOS 13 spelling).
  public func navigationBarItems<L: View>(leading: L) -> some View {
    modifier(
      ContainerInfoModifier(info: .toolbar([ToolbarEntry(placement: .leading, view: leading)])))
  }

  /// Puts `trailing` in the navigation bar (the iOS 13 spelling).
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    modifier(
      ContainerInfoModifier(
        info: .toolbar([ToolbarEntry(placement: .trailing, view: trailing)])))
  }
}

/// The leading and trailing items of a navigation bar, 16 points from its edges.
struct ToolbarItemsRow: View, GraphTransparentView {
  let entries: [ToolbarEntry]
  /// Whether leading items are drawn (a pushed screen's back button takes their place).
  let showsLeading: Bool

  /// The offsets of the entries placed at `place`.
  func offsets(_ place: ToolbarItemPlacement.Place) -> [Int] {
    entries.indices.filter { entries[$0].placement == place }
  }

  var body: some View {
    HStack(spacing: 16) {
      if showsLeading {
        ForEach(offsets(.leading), id: \.self) { index in
          ToolbarEntry.erase(entries[index].view)
        }
      }
      Spacer(minLength: 0)
      ForEach(offsets(.principal), id: \.self) { index in
        ToolbarEntry.erase(entries[index].view)
      }
      Spacer(minLength: 0)
      ForEach(offsets(.trailing), id: \.self) { index in
        ToolbarEntry.erase(entries[index].view)
      }
    }
    .padding(.horizontal, 16)
    .frame(maxWidth: .infinity)
  }
}

/// The bottom toolbar: its items spread across a 49-point bar.
struct BottomToolbar: View, GraphTransparentView {
  let entries: [ToolbarEntry]

  var body: some View {
    HStack {
      ForEach(entries.indices, id: \.self) { index in
        if index > 0 { Spacer(minLength: 8) }
        ToolbarEntry.erase(entries[index].view)
      }
    }
    .padding(.horizontal, 16)
    .frame(maxWidth: .infinity, minHeight: 49)
    .background(ChromeColors.bar.ignoresSafeArea(edges: .bottom))
  }
}
