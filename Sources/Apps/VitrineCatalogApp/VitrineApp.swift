import Foundation
import VitrineCatalog
import VitrineSharedWithYou
import VitrineUI

/// The streaming app, "Vitrine": a tab bar with the catalog and the titles friends shared
/// with the viewer ("Shared with you").
public struct VitrineApp: App {
  let sharedWithYou: SWSystemConnection?

  /// Creates the app without a connection to Shared with You: its shelf stays empty.
  public init() {
    self.init(sharedWithYou: nil)
  }

  /// Creates the app; `sharedWithYou` is its connection to the system's Shared with You (the
  /// data folder's system store, the app's identifier, the language). Without one the shelf
  /// stays empty.
  public init(sharedWithYou: SWSystemConnection?) {
    self.sharedWithYou = sharedWithYou
  }

  /// One window showing ``ContentView``.
  public var body: some Scene {
    WindowGroup { ContentView(sharedWithYou: sharedWithYou) }
  }
}

/// The app's root: the tab bar and its two tabs, in the language of the environment's locale.
public struct ContentView: View {
  let titles: [Title]
  let sharedWithYou: SWSystemConnection?
  @Environment(\.locale) private var locale
  @StateObject private var service: SharedWithYouService
  @StateObject private var library = MyLibrary()

  /// Creates the root over `titles` (the embedded catalog by default), connected to the
  /// system's Shared with You through `sharedWithYou`.
  public init(titles: [Title] = EmbeddedCatalog.titles, sharedWithYou: SWSystemConnection? = nil) {
    self.titles = titles
    self.sharedWithYou = sharedWithYou
    _service = StateObject(
      wrappedValue: SharedWithYouService(
        highlightCenter: SWHighlightCenter(connection: sharedWithYou)))
  }

  /// The tabs.
  public var body: some View {
    let language = Language(localeIdentifier: locale.identifier)
    let strings = CatalogStrings(language: language)
    var connection = sharedWithYou
    connection?.locale = locale
    return TabView {
      CatalogScreen(titles: titles, language: language)
        .tabItem { Label(strings.catalogTab, systemImage: "square.grid.2x2") }
      SharedWithYouShelf(titles: titles, language: language)
        .tabItem { Label(strings.sharedTab, systemImage: "person.2") }
    }
    .environmentObject(service)
    .environmentObject(library)
    .environment(\.sharedWithYouConnection, connection)
  }
}

/// Two overlapping circles, the sharing mark above the empty shelf's text.
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
