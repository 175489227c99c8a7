import Foundation
import VitrineCatalog
import VitrineUI

/// What the person keeps in the app: titles saved to My List, titles marked as watched, and
/// the title being shared now (the share sheet shows while it is set).
final class MyLibrary: ObservableObject {
  /// Identifiers of titles in My List, in the order they were saved.
  @Published private(set) var myList: [String] = []
  /// Identifiers of titles marked as watched.
  @Published private(set) var watched: Set<String> = []
  /// The title whose share sheet is open.
  @Published var sharing: Title?

  /// Adds a title to My List (once).
  func save(_ id: String) {
    guard !myList.contains(id) else { return }
    myList.append(id)
  }

  /// Marks a title as watched.
  func markWatched(_ id: String) {
    watched.insert(id)
  }

  /// Opens the share sheet for `title`.
  func share(_ title: Title) {
    sharing = title
  }

  /// "In My List · Watched", what a row says about a title; empty when neither.
  func marks(for id: String, strings: CatalogStrings) -> String {
    var marks: [String] = []
    if myList.contains(id) { marks.append(strings.inMyList) }
    if watched.contains(id) { marks.append(strings.markedWatched) }
    return marks.joined(separator: " · ")
  }
}

/// The share sheet: the title and the link to send.
struct ShareCard: View {
  let title: Title?
  let language: Language

  var body: some View {
    let strings = CatalogStrings(language: language)
    VStack(alignment: .leading, spacing: 8) {
      if let title {
        Text(strings.shareTitle(title.name[language])).font(.headline)
        Text(SharedLink.url(of: title).absoluteString).font(.subheadline)
          .foregroundStyle(.secondary)
      }
    }
    .padding(20)
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}
