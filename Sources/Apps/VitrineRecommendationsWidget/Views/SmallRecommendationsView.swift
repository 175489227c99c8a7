import SwiftUI
import VitrineCatalog

/// Small: the current and next posters, the current title and subtitle with the two buttons,
/// and the service's logo in the corner.
///
/// A small widget opens one URL wherever it is tapped, so the current title's deep link is the
/// widget URL.
struct SmallRecommendationsView: View {
  let entry: RecommendationsEntry
  let strings: RecommendationsStrings

  var body: some View {
    let posters = entry.visiblePosters(2)
    let current = posters[0]
    VStack(alignment: .leading, spacing: 6) {
      HStack(alignment: .top, spacing: 6) {
        ForEach(posters, id: \.id) { title in
          PosterTile(title: title, language: strings.language)
            .posterAccessibility(title, strings)
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .overlay(alignment: .topTrailing) {
        ServiceLogo(compact: true).padding(4)
      }
      HStack(alignment: .center, spacing: 4) {
        CaptionView(title: current, entry: entry, strings: strings)
          .frame(maxWidth: .infinity, alignment: .leading)
        CarouselButtons(strings: strings, intents: entry.intents, vertical: false, diameter: 22)
          .fixedSize()
      }
    }
    .widgetURL(current.deepLink)
  }
}

/// The current title and subtitle, which push in from the side the carousel moved to.
struct CaptionView: View {
  let title: Title
  let entry: RecommendationsEntry
  let strings: RecommendationsStrings

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text(strings.title(of: title))
        .font(.system(size: 12, weight: .semibold))
        .lineLimit(1)
      if entry.status == .outdated {
        OutdatedBadge(strings: strings)
      } else {
        Text(strings.subtitle(of: title))
          .font(.system(size: 10))
          .foregroundStyle(.secondary)
          .lineLimit(1)
      }
    }
    // The poster above already says this to VoiceOver.
    .accessibilityHidden(true)
    .id(title.id)
    .transition(.push(from: entry.position.direction == .forward ? .trailing : .leading))
  }
}
