import Foundation
import SwiftUI
import VitrineCatalog

/// The recommendations widget's view for every family, written as iOS widget code is.
public struct RecommendationsView: View {
  let entry: RecommendationsEntry

  @Environment(\.widgetFamily) private var family
  @Environment(\.locale) private var locale
  @Environment(\.widgetContentMargins) private var margins
  @Environment(\.colorScheme) private var colorScheme

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
    // The widget draws edge to edge (contentMarginsDisabled); small keeps narrower margins than
    // the system's to give its two posters room.
    .padding(family == .systemSmall ? EdgeInsets(.all, 12) : margins)
    .foregroundStyle(.primary)
    .containerBackground(for: .widget) {
      LinearGradient(
        colors: colorScheme == .dark
          ? [Color(hex: 0x1C1C28), Color(hex: 0x0E0E14)]
          : [Color(hex: 0xFAFAFC), Color(hex: 0xE9E9EF)],
        startPoint: .top, endPoint: .bottom)
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
        .fixedSize(horizontal: false, vertical: true)
      Text(strings.willRetry)
        .font(.caption2)
        .foregroundStyle(.secondary)
        .fixedSize(horizontal: false, vertical: true)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
  }
}

/// The "not up to date" mark shown over posters from a failed refresh.
struct OutdatedBadge: View {
  let strings: RecommendationsStrings
  /// Whether the text may wrap to fit a narrow column; otherwise it keeps to one line.
  var wraps = false

  var body: some View {
    Text(strings.outdated)
      .font(.system(size: wraps ? 8 : 9, weight: .semibold))
      .foregroundStyle(.orange)
      .multilineTextAlignment(.trailing)
      .lineLimit(wraps ? 2 : 1)
      .fixedSize(horizontal: !wraps, vertical: true)
  }
}
