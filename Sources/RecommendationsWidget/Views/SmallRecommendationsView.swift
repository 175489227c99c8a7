import Catalog
import WidgetUI

/// Small: the current and next posters, the current title and subtitle, the two buttons.
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
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(strings.title(of: title))
            .accessibilityValue(strings.subtitle(of: title))
        }
        VStack(spacing: 6) {
          ServiceLogo().fixedSize()
          Spacer(minLength: 0)
          CarouselButtons(strings: strings)
        }
        .fixedSize(horizontal: true, vertical: false)
      }
      CaptionView(title: current, entry: entry, strings: strings)
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
          .foregroundStyle(Color.white.opacity(0.65))
          .lineLimit(1)
      }
    }
    // The poster above already says this to VoiceOver.
    .accessibilityHidden(true)
    .id(title.id)
    .transition(.push(from: entry.position.direction == .forward ? .trailing : .leading))
  }
}
