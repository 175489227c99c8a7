import Foundation
import VitrineCatalog
import VitrineRecommendationsWidget
import VitrineUI

/// A title in the catalog list: its poster thumbnail, name, year and countries, and how much
/// was watched when it was started.
struct TitleRow: View {
  let title: Title
  let language: Language

  var body: some View {
    let strings = CatalogStrings(language: language)
    HStack(spacing: 12) {
      PosterArt(title: title, language: language)
        .frame(width: 40, height: 60)
        .clipShape(RoundedRectangle(cornerRadius: 5, style: .continuous))
        .accessibilityHidden(true)
      VStack(alignment: .leading, spacing: 3) {
        Text(title.name[language]).font(.body).foregroundStyle(.primary).lineLimit(1)
        Text(strings.yearAndCountries(title)).font(.subheadline).foregroundStyle(.secondary)
          .lineLimit(1)
        if let progress = title.progress {
          HStack(spacing: 6) {
            ProgressView(value: progress).frame(width: 80).accessibilityHidden(true)
            Text(strings.watched(Int((progress * 100).rounded())))
              .font(.caption).foregroundStyle(.secondary)
          }
        }
      }
    }
    .padding(.vertical, 2)
    .accessibilityElement(children: .combine)
  }
}
