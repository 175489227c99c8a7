import Foundation
import VitrineCatalog
import VitrineRecommendationsWidget
import VitrineSharedWithYou
import VitrineUI
import VitrineUIKit

/// The "Shared with You" shelf: every film or series friends shared in Messages, newest and
/// most relevant first, each with who shared it; a link the catalog does not know is shown
/// as unavailable. A long press on the attribution offers Reply, Remove from Shelf, and the
/// app's Save to My List, Share and Mark as Watched.
struct SharedWithYouShelf: View {
  let titles: [Title]
  let language: Language
  @EnvironmentObject private var service: SharedWithYouService
  @EnvironmentObject private var library: MyLibrary

  var body: some View {
    let strings = CatalogStrings(language: language)
    NavigationStack {
      Group {
        if service.highlights.isEmpty {
          EmptyShelf(strings: strings)
        } else {
          List {
            ForEach(service.highlights, id: \.identifier) { highlight in
              if let title = SharedLink.title(for: highlight.url, in: titles) {
                SharedTitleRow(
                  title: title, highlight: highlight, language: language,
                  actions: actions(for: title, strings: strings))
              } else {
                UnavailableRow(highlight: highlight, strings: strings)
              }
            }
          }
        }
      }
      .navigationTitle(SWHighlightCenter.highlightCollectionTitle)
      .sheet(
        isPresented: Binding(
          get: { library.sharing != nil }, set: { if !$0 { library.sharing = nil } })
      ) {
        ShareCard(title: library.sharing, language: language)
      }
    }
  }

  private func actions(for title: Title, strings: CatalogStrings) -> [UIAction] {
    let library = library
    return [
      UIAction(title: strings.saveToMyList, image: UIImage(systemName: "plus")) { _ in
        library.save(title.id)
      },
      UIAction(title: strings.share, image: UIImage(systemName: "square.and.arrow.up")) { _ in
        library.share(title)
      },
      UIAction(title: strings.markAsWatched, image: UIImage(systemName: "checkmark.circle")) {
        _ in
        library.markWatched(title.id)
      },
    ]
  }
}

/// A shared title: poster thumbnail, name, year and countries and what the person did with
/// it, opening the title's screen; below, who shared it, with its menu on a long press.
struct SharedTitleRow: View {
  let title: Title
  let highlight: SWHighlight
  let language: Language
  let actions: [UIAction]
  @EnvironmentObject private var library: MyLibrary

  var body: some View {
    let strings = CatalogStrings(language: language)
    VStack(alignment: .leading, spacing: 6) {
      NavigationLink {
        TitleDetailView(title: title, language: language)
      } label: {
        HStack(alignment: .top, spacing: 12) {
          PosterArt(title: title, language: language)
            .frame(width: 48, height: 72)
            .clipShape(RoundedRectangle(cornerRadius: 6, style: .continuous))
            .accessibilityHidden(true)
          VStack(alignment: .leading, spacing: 2) {
            Text(title.name[language]).font(.body.weight(.semibold)).lineLimit(1)
            Text(strings.yearAndCountries(title)).font(.subheadline).foregroundStyle(.secondary)
              .lineLimit(1)
            let marks = library.marks(for: title.id, strings: strings)
            if !marks.isEmpty {
              Text(marks).font(.caption.weight(.medium)).foregroundStyle(Color.accentColor)
            }
          }
        }
      }
      SWAttributionViewRepresentable(
        highlight: highlight, hideActionTitle: strings.removeFromShelf,
        supplementalActions: actions
      )
      .padding(.leading, 60)
    }
    .padding(.vertical, 2)
  }
}

/// A shared link the catalog cannot open: a plain row with the link, still removable.
struct UnavailableRow: View {
  let highlight: SWHighlight
  let strings: CatalogStrings

  var body: some View {
    HStack(alignment: .top, spacing: 12) {
      RoundedRectangle(cornerRadius: 6, style: .continuous)
        .fill(Color.secondary.opacity(0.15))
        .frame(width: 48, height: 72)
        .overlay(Image(systemName: "questionmark").foregroundStyle(.secondary))
        .accessibilityHidden(true)
      VStack(alignment: .leading, spacing: 4) {
        VStack(alignment: .leading, spacing: 2) {
          Text(strings.unavailable).font(.body.weight(.semibold)).foregroundStyle(.secondary)
          Text((highlight.url.host ?? "") + highlight.url.path).font(.subheadline)
            .foregroundStyle(.secondary).lineLimit(1).truncationMode(.middle)
        }
        .accessibilityElement(children: .combine)
        SWAttributionViewRepresentable(
          highlight: highlight, hideActionTitle: strings.removeFromShelf)
      }
    }
    .padding(.vertical, 2)
  }
}

/// What the shelf shows before anyone shared anything.
struct EmptyShelf: View {
  let strings: CatalogStrings

  var body: some View {
    VStack(spacing: 12) {
      TabGlyphBadge()
      Text(strings.emptyShelfTitle).font(.title3.bold()).multilineTextAlignment(.center)
      Text(strings.emptyShelfBody)
        .font(.body).foregroundStyle(.secondary).multilineTextAlignment(.center)
    }
    .padding(.horizontal, 32)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}
