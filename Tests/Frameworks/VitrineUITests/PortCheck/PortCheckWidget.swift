import Foundation
import VitrineUI
import VitrineWidgetCore

// An "Up Next" widget written as for WidgetKit, SwiftUI and AppIntents on iOS 17: only the
// imports differ. The port check tests lay it out in both of its families.

struct Episode: Identifiable, Sendable {
  let id: String
  let show: String
  let title: String
  let progress: Double
  let poster: Data
}

struct UpNextEntry: TimelineEntry {
  let date: Date
  let episodes: [Episode]
}

struct MarkWatchedIntent: AppIntent {
  static let title: LocalizedStringResource = "Mark as Watched"

  @Parameter(title: "Episode")
  var episodeID: String

  init() {}

  init(episodeID: String) {
    self.episodeID = episodeID
  }

  func perform() async throws -> some IntentResult {
    .result()
  }
}

struct SkipEpisodeIntent: AppIntent {
  static let title: LocalizedStringResource = "Skip Episode"

  @Parameter(title: "Episode")
  var episodeID: String

  init() {}

  init(episodeID: String) {
    self.episodeID = episodeID
  }

  func perform() async throws -> some IntentResult {
    .result()
  }
}

struct UpNextProvider: TimelineProvider {
  let episodes: [Episode]

  func placeholder(in context: Context) -> UpNextEntry {
    UpNextEntry(date: Date(timeIntervalSince1970: 0), episodes: episodes)
  }

  func getSnapshot(in context: Context, completion: @escaping (UpNextEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<UpNextEntry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .never))
  }
}

struct UpNextWidget: Widget {
  let kind: String = "UpNext"
  var episodes: [Episode] = []

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: UpNextProvider(episodes: episodes)) { entry in
      if entry.episodes.isEmpty {
        Text("All caught up")
          .containerBackground(.white, for: .widget)
      } else {
        UpNextWidgetView(entry: entry)
      }
    }
    .configurationDisplayName("Up Next")
    .description("The next episode of the shows you watch.")
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}

struct UpNextWidgetView: View {
  @Environment(\.widgetFamily) var family
  var entry: UpNextEntry

  var body: some View {
    Group {
      switch family {
      case .systemSmall:
        SmallUpNextView(episode: entry.episodes[0])
      default:
        MediumUpNextView(episodes: Array(entry.episodes.prefix(2)))
      }
    }
    .containerBackground(for: .widget) {
      LinearGradient(
        colors: [Color(hex: 0x1C1C1E), Color(hex: 0x2C2C2E)], startPoint: .top,
        endPoint: .bottom)
    }
  }
}

struct PosterView: View {
  let episode: Episode
  var width: CGFloat = 44

  var body: some View {
    Image(data: episode.poster)
      .resizable()
      .aspectRatio(contentMode: .fill)
      .frame(width: width, height: width * 1.5)
      .clipShape(RoundedRectangle(cornerRadius: 6))
      .accessibilityLabel("\(episode.show) poster")
  }
}

struct EpisodeTitles: View {
  let episode: Episode

  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      Text(episode.show)
        .font(.headline)
        .lineLimit(1)
      Text(episode.title)
        .font(.caption)
        .foregroundStyle(.secondary)
        .lineLimit(1)
    }
  }
}

struct SmallUpNextView: View {
  let episode: Episode

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack(alignment: .top) {
        PosterView(episode: episode)
        Spacer()
        VStack(spacing: 8) {
          Button(intent: MarkWatchedIntent(episodeID: episode.id)) {
            Image(systemName: "checkmark.circle.fill")
              .font(.title3)
          }
          Button(intent: SkipEpisodeIntent(episodeID: episode.id)) {
            Image(systemName: "forward.fill")
              .font(.title3)
          }
        }
      }
      Spacer(minLength: 0)
      EpisodeTitles(episode: episode)
      ProgressView(value: episode.progress)
        .tint(.orange)
    }
    .foregroundStyle(.white)
    .widgetURL(URL(string: "upnext://episode/\(episode.id)"))
  }
}

struct MediumUpNextView: View {
  let episodes: [Episode]

  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      HStack(spacing: 12) {
        ForEach(episodes) { episode in
          HStack(alignment: .top, spacing: 8) {
            PosterView(episode: episode, width: 40)
            VStack(alignment: .leading, spacing: 6) {
              EpisodeTitles(episode: episode)
              ProgressView(value: episode.progress)
                .tint(.orange)
            }
          }
          .frame(maxWidth: .infinity, alignment: .leading)
        }
      }
      if let next = episodes.first {
        HStack {
          Button(intent: MarkWatchedIntent(episodeID: next.id)) {
            Text("Watched")
              .font(.caption.bold())
              .padding(.horizontal, 10)
              .padding(.vertical, 4)
              .background(.orange, in: Capsule())
          }
          Button(intent: SkipEpisodeIntent(episodeID: next.id)) {
            Text("Skip")
              .font(.caption.bold())
              .padding(.horizontal, 10)
              .padding(.vertical, 4)
              .background(Color.white.opacity(0.2), in: Capsule())
          }
          Spacer()
        }
      }
    }
    .foregroundStyle(.white)
  }
}
