import SwiftUI
import WidgetKit

// A Home Screen "postcard" widget: a picture (a gradient landscape drawn with shapes) in a
// `ContainerRelativeShape`, so its corners stay concentric with the widget's, a caption on
// `.ultraThinMaterial` over the picture, and a header marked `widgetAccentable()` for the
// tinted Home Screen. In accented mode the widget swaps the picture's colours for a plain
// shape, as Apple suggests for designs that rely on colour.

struct PostcardEntry: TimelineEntry {
  let date: Date
  let place: String
  let note: String
}

struct PostcardProvider: TimelineProvider {
  func placeholder(in context: Context) -> PostcardEntry {
    PostcardEntry(date: Date(), place: "Lofoten", note: "Day 3 of 9")
  }

  func getSnapshot(in context: Context, completion: @escaping (PostcardEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<PostcardEntry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .never))
  }
}

struct LandscapeView: View {
  var body: some View {
    ZStack(alignment: .bottom) {
      LinearGradient(
        colors: [
          Color(red: 0.98, green: 0.62, blue: 0.35), Color(red: 0.45, green: 0.3, blue: 0.6),
        ],
        startPoint: .top, endPoint: .bottom)
      Circle()
        .fill(Color(red: 1, green: 0.9, blue: 0.55))
        .frame(width: 44, height: 44)
        .offset(x: 30, y: -48)
      Ellipse()
        .fill(Color(red: 0.12, green: 0.18, blue: 0.3))
        .frame(height: 60)
        .offset(x: -40, y: 24)
      Ellipse()
        .fill(Color(red: 0.2, green: 0.28, blue: 0.42))
        .frame(height: 50)
        .offset(x: 50, y: 24)
    }
  }
}

struct PostcardView: View {
  @Environment(\.widgetRenderingMode) var renderingMode
  var entry: PostcardEntry

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Label("Postcard", systemImage: "photo")
        .font(.caption.weight(.semibold))
        .foregroundStyle(.orange)
        .widgetAccentable()
      ZStack(alignment: .bottomLeading) {
        if renderingMode == .accented {
          ContainerRelativeShape().fill(.white.opacity(0.25))
        } else {
          LandscapeView().clipShape(ContainerRelativeShape())
        }
        VStack(alignment: .leading, spacing: 0) {
          Text(entry.place).font(.headline)
          Text(entry.note).font(.caption2)
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background(.ultraThinMaterial, in: ContainerRelativeShape())
        .padding(6)
      }
    }
    .containerBackground(for: .widget) { Color(red: 0.1, green: 0.12, blue: 0.2) }
  }
}

struct PostcardWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "Postcard", provider: PostcardProvider()) { entry in
      PostcardView(entry: entry)
    }
    .configurationDisplayName("Postcard")
    .description("A picture from your trip.")
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}
