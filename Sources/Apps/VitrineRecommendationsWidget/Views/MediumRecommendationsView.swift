import SwiftUI
import VitrineCatalog

/// Medium: four posters in a row, each with its title, and the two buttons.
struct MediumRecommendationsView: View {
  let entry: RecommendationsEntry
  let strings: RecommendationsStrings

  var body: some View {
    HStack(alignment: .top, spacing: 8) {
      ForEach(entry.visiblePosters(4), id: \.id) { title in
        LinkedPoster(title: title, strings: strings)
      }
      VStack(alignment: .trailing, spacing: 6) {
        ServiceLogo().fixedSize()
        if entry.status == .outdated {
          // As wide as the logo at most, so the posters keep their room.
          OutdatedBadge(strings: strings, wraps: true).frame(width: 54, alignment: .trailing)
        }
        Spacer(minLength: 0)
        CarouselButtons(strings: strings, intents: entry.intents)
      }
      .fixedSize(horizontal: true, vertical: false)
    }
  }
}

/// A poster with its title under it, opening the title's deep link.
struct LinkedPoster: View {
  let title: Title
  let strings: RecommendationsStrings

  var body: some View {
    Link(destination: title.deepLink) {
      VStack(alignment: .leading, spacing: 3) {
        PosterTile(title: title, language: strings.language)
        Text(strings.title(of: title))
          .font(.system(size: 10, weight: .medium))
          .lineLimit(1)
          .accessibilityHidden(true)
      }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .posterAccessibility(title, strings)
  }
}
