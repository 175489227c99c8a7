import Foundation
import VitrineCatalog
import VitrineRecommendationsWidget
import VitrineSharedWithYou
import VitrineUI

/// A title's detail screen: the poster, name, year, countries and running time, genres, the
/// description, progress where started, and a button that opens the title's deep link:
/// "Continue" when started, "Watch" otherwise; when a friend shared the title, who did.
struct TitleDetailView: View {
  let title: Title
  let language: Language
  @Environment(\.openURL) private var openURL
  @EnvironmentObject private var sharedWithYou: SharedWithYouService

  var body: some View {
    let strings = CatalogStrings(language: language)
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        HStack(alignment: .top, spacing: 16) {
          PosterArt(title: title, language: language)
            .frame(width: 120, height: 180)
            .clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
            .accessibilityHidden(true)
          VStack(alignment: .leading, spacing: 6) {
            Text(title.name[language]).font(.title2.bold()).lineLimit(3)
              .accessibilityAddTraits(.isHeader)
            if case .episode(_, let season, let episode, let episodeTitle) = title.kind {
              Text(
                strings.episode(season: season, episode: episode) + ": " + episodeTitle[language]
              )
              .font(.subheadline)
            }
            Text(strings.yearAndCountries(title)).font(.subheadline).foregroundStyle(.secondary)
            Text(strings.duration(title.durationMinutes)).font(.subheadline)
              .foregroundStyle(.secondary)
            Text(title.genres.map(strings.genreName).joined(separator: ", "))
              .font(.subheadline).foregroundStyle(.secondary)
          }
        }
        if let highlight = sharedWithYou.highlight(for: SharedLink.url(of: title)) {
          SWAttributionViewRepresentable(
            highlight: highlight, displayContext: .detail,
            hideActionTitle: strings.removeFromShelf)
        }
        Text(title.summary[language]).font(.body)
        if let progress = title.progress {
          VStack(alignment: .leading, spacing: 6) {
            ProgressView(value: progress)
            if let left = title.remainingMinutes {
              Text(strings.minutesLeft(left)).font(.footnote).foregroundStyle(.secondary)
            }
          }
        }
        Button {
          openURL(title.deepLink)
        } label: {
          Text(title.progress == nil ? strings.watch : strings.continueWatching)
            .font(.headline)
            .frame(maxWidth: .infinity)
            .padding(.vertical, 4)
        }
        .buttonStyle(.borderedProminent)
      }
      .padding(16)
    }
    .navigationTitle(title.name[language])
    .navigationBarTitleDisplayMode(.inline)
  }
}
