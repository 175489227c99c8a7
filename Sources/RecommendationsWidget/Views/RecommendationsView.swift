import Catalog
import Foundation
import WidgetUI

/// The recommendations widget's view for every family, written as iOS widget code is.
public struct RecommendationsView: View {
  let entry: RecommendationsEntry

  @Environment(\.widgetFamily) private var family
  @Environment(\.locale) private var locale

  /// Creates the view of `entry`.
  public init(entry: RecommendationsEntry) { self.entry = entry }

  public var body: some View {
    let strings = RecommendationsStrings(locale: locale)
    Group {
      if entry.status == .failed || entry.posters.isEmpty {
        FailureView(strings: strings)
      } else {
        switch family {
        case .systemMedium:
          MediumRecommendationsView(entry: entry, strings: strings)
        case .systemLarge, .systemExtraLarge:
          LargeRecommendationsView(entry: entry, strings: strings)
        default:
          SmallRecommendationsView(entry: entry, strings: strings)
        }
      }
    }
    .foregroundStyle(.white)
    .containerBackground(for: .widget) {
      LinearGradient(
        colors: [Color(hex: 0x1C1C28), Color(hex: 0x0E0E14)], startPoint: .top,
        endPoint: .bottom)
    }
  }
}

/// The error state: nothing was ever loaded and the last fetch failed.
struct FailureView: View {
  let strings: RecommendationsStrings

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      ServiceLogo()
      Spacer(minLength: 0)
      Text(strings.loadFailed)
        .font(.system(size: 15, weight: .semibold))
        .lineLimit(3)
      Text(strings.willRetry)
        .font(.caption2)
        .foregroundStyle(Color.white.opacity(0.6))
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
  }
}

/// The "not up to date" mark shown over posters from a failed refresh.
struct OutdatedBadge: View {
  let strings: RecommendationsStrings

  var body: some View {
    Text(strings.outdated)
      .font(.system(size: 9, weight: .semibold))
      .foregroundStyle(Color(hex: 0xFFCC00))
  }
}
