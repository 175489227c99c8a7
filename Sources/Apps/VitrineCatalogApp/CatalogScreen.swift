import Foundation
import VitrineCatalog
import VitrineChips
import VitrineUI

/// The catalog tab: genre chips above the list of titles; a chip filters the list, a second
/// tap on it shows everything again; a title opens its detail screen.
struct CatalogScreen: View {
  let titles: [Title]
  let language: Language

  var body: some View {
    NavigationStack {
      CatalogList(titles: titles, language: language, genres: GenreChips(titles: titles))
        .navigationTitle(CatalogStrings(language: language).catalogTab)
    }
  }
}

/// The chips and the list; the only view that reads the selected genre besides the chips.
struct CatalogList: View {
  let titles: [Title]
  let language: Language
  let genres: GenreChips
  @State private var selection: Int?

  var body: some View {
    let strings = CatalogStrings(language: language)
    let genre = GenreChips.genre(id: selection)
    let shown = genre.map { genre in titles.filter { $0.genres.contains(genre) } } ?? titles
    VStack(spacing: 0) {
      ChipsCollectionView(items: genres.chips(in: language), selection: $selection)
        .padding(.horizontal, 12)
        .padding(.bottom, 8)
      List {
        Section {
          ForEach(shown) { title in
            NavigationLink {
              TitleDetailView(title: title, language: language)
            } label: {
              TitleRow(title: title, language: language)
            }
          }
        } header: {
          Text(
            (genre.map(strings.genreName) ?? strings.allTitles) + " · "
              + strings.titleCount(shown.count))
        }
      }
    }
  }
}
