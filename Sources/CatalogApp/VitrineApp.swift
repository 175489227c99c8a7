import Catalog
import Foundation
import WidgetUI

/// The streaming app, "Vitrine": a tab bar with the catalog and, reserved for a later
/// version, the titles shared with the viewer.
public struct VitrineApp: App {
  /// Creates the app.
  public init() {}

  /// One window showing ``ContentView``.
  public var body: some Scene {
    WindowGroup { ContentView() }
  }
}

/// The app's root: the tab bar and its two tabs, in the language of the environment's locale.
public struct ContentView: View {
  let titles: [Title]
  @Environment(\.locale) private var locale

  /// Creates the root over `titles` (the embedded catalog by default).
  public init(titles: [Title] = EmbeddedCatalog.titles) {
    self.titles = titles
  }

  /// The tabs.
  public var body: some View {
    let language = Language(localeIdentifier: locale.identifier)
    let strings = CatalogStrings(language: language)
    TabView {
      CatalogScreen(titles: titles, language: language)
        .tabItem { Label(strings.catalogTab, systemImage: "square.grid.2x2") }
      SharedWithYouScreen(language: language)
        .tabItem { Label(strings.sharedTab, systemImage: "person.2") }
    }
  }
}

/// The second tab: a plain statement that the shelf comes in a later version.
struct SharedWithYouScreen: View {
  let language: Language

  var body: some View {
    let strings = CatalogStrings(language: language)
    NavigationStack {
      VStack(spacing: 12) {
        TabGlyphBadge()
        Text(strings.sharedComingTitle).font(.title3.bold()).multilineTextAlignment(.center)
        Text(strings.sharedComingBody)
          .font(.body).foregroundStyle(.secondary).multilineTextAlignment(.center)
      }
      .padding(.horizontal, 32)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .navigationTitle(strings.sharedTab)
    }
  }
}

/// Two overlapping circles, the sharing mark above the placeholder text.
struct TabGlyphBadge: View {
  var body: some View {
    ZStack {
      Circle().fill(Color.accentColor.opacity(0.25)).frame(width: 44, height: 44).offset(x: -14)
      Circle().fill(Color.accentColor.opacity(0.6)).frame(width: 44, height: 44).offset(x: 14)
    }
    .frame(width: 80, height: 48)
    .accessibilityHidden(true)
  }
}
