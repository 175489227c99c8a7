import SwiftUI
import VitrineCatalog

/// Large: all six posters in a grid of two rows, with titles, under a header with the buttons.
struct LargeRecommendationsView: View {
  let entry: RecommendationsEntry
  let strings: RecommendationsStrings

  var body: some View {
    let posters = entry.visiblePosters(6)
    VStack(alignment: .leading, spacing: 10) {
      HStack(spacing: 8) {
        ServiceLogo()
        Text(strings.header)
          .font(.system(size: 13, weight: .semibold))
          .accessibilityAddTraits(.isHeader)
        if entry.status == .outdated { OutdatedBadge(strings: strings) }
        Spacer(minLength: 0)
        CarouselButtons(strings: strings, intents: entry.intents, vertical: false)
      }
      ForEach([0, 3], id: \.self) { start in
        HStack(alignment: .top, spacing: 10) {
          ForEach(posters.dropFirst(start).prefix(3), id: \.id) { title in
            LinkedPoster(title: title, strings: strings)
          }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
      }
      Spacer(minLength: 0)
    }
  }
}
