import Foundation

/// Where a search field is placed; on an iPhone it is always below the navigation bar.
public struct SearchFieldPlacement: Sendable, Hashable {
  /// The system's choice.
  public static let automatic = SearchFieldPlacement()
  /// In the navigation bar's drawer.
  public static let navigationBarDrawer = SearchFieldPlacement()
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement()
}

/// The search field `searchable` adds above a screen's content: a magnifying glass and the
/// text or the prompt on a gray rounded rectangle, 36 points tall, 16 points from the edges.
nonisolated struct SearchField: View {
  let text: Binding<String>
  let prompt: String
  @State private var focused = false

  init(text: Binding<String>, prompt: String) {
    self.text = text
    self.prompt = prompt
  }

  @MainActor var body: some View {
    HStack(spacing: 6) {
      Image(systemName: "magnifyingglass").foregroundStyle(.secondary).accessibilityHidden(true)
      TextField(
        text: text, prompt: Text(prompt), label: Text(prompt), isSecure: false, title: prompt
      )
      .focused(FocusState<Bool>.Binding(base: $focused))
      if !text.wrappedValue.isEmpty {
        Button(action: { text.wrappedValue = "" }) {
          Image(systemName: "xmark.circle.fill").foregroundStyle(.secondary)
        }
        .accessibilityLabel("Clear text")
      }
    }
    .padding(.horizontal, 8)
    .frame(height: 36)
    .background(RoundedRectangle(cornerRadius: 10).fill(Color.tertiarySystemFill))
    .padding(.horizontal, 16)
    .padding(.vertical, 8)
    .accessibilityLabel(prompt)
  }
}

nonisolated extension View {
  /// Adds a search field for `text` above the view, as SwiftUI's `searchable` on an iPhone;
  /// the view filters what it shows by the text.
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    VStack(spacing: 0) {
      SearchField(text: text, prompt: String(prompt))
      self
    }
  }

  /// Adds a search field with the prompt "Search".
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic
  ) -> some View {
    searchable(text: text, placement: placement, prompt: "Search")
  }

  /// Adds a search field with a text prompt.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text?
  ) -> some View {
    searchable(text: text, placement: placement, prompt: "Search")
  }

  /// Makes the view refreshable: puts `action` in the environment as ``RefreshAction``
  /// (`@Environment(\.refresh)`), which a pull on the list runs.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    environment(\.refresh, RefreshAction(action: action))
  }
}

/// What refreshing a view does, as SwiftUI's `RefreshAction`: call it to refresh.
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void

  /// Refreshes, returning when the refresh is done.
  public func callAsFunction() async { await action() }
}

private struct RefreshKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
  /// The refresh action of the `refreshable` view above, or `nil`.
  public var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
}
