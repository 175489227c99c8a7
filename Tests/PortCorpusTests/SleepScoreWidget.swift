import SwiftUI
import WidgetKit

// A sleep score widget drawn with Core Graphics-style geometry: the score's arc is built at the
// origin and moved into place with a CGAffineTransform, the track is a ring cut from one path
// by the even-odd rule, and the score rolls with a numeric content transition.

struct SleepEntry: TimelineEntry {
  let date: Date
  let score: Int
  let hours: Double
}

struct SleepProvider: TimelineProvider {
  func placeholder(in context: Context) -> SleepEntry {
    SleepEntry(date: Date(), score: 82, hours: 7.4)
  }

  func getSnapshot(in context: Context, completion: @escaping (SleepEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<SleepEntry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .never))
  }
}

/// A ring: the outer circle minus the inner one, whichever way each is drawn.
struct RingTrack: Shape {
  var thickness: CGFloat

  func path(in rect: CGRect) -> Path {
    var path = Path()
    let side = min(rect.width, rect.height)
    let outer = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    path.addEllipse(in: outer)
    path.addEllipse(in: outer.insetBy(dx: thickness, dy: thickness))
    return path
  }
}

/// The centre line of the part of the ring the score fills, from twelve o'clock.
struct ScoreArc: Shape {
  var fraction: Double
  var thickness: CGFloat

  func path(in rect: CGRect) -> Path {
    let radius = min(rect.width, rect.height) / 2 - thickness / 2
    // Drawn about the origin from 0°, then turned a quarter back and moved to the centre.
    let placement = CGAffineTransform(translationX: rect.midX, y: rect.midY)
      .rotated(by: -.pi / 2)
    var path = Path()
    path.addArc(
      center: .zero, radius: radius, startAngle: .zero,
      endAngle: .degrees(360 * fraction), clockwise: false, transform: placement)
    return path
  }
}

struct SleepScoreView: View {
  var entry: SleepEntry
  @Environment(\.contentTransition) private var transition

  var body: some View {
    VStack(spacing: 8) {
      ZStack {
        RingTrack(thickness: 12)
          .fill(Color.indigo.opacity(0.25), style: FillStyle(eoFill: true))
        ScoreArc(fraction: Double(entry.score) / 100, thickness: 12)
          .stroke(Color.indigo, style: StrokeStyle(lineWidth: 12, lineCap: .round))
        Text("\(entry.score)")
          .font(.system(size: 30, weight: .bold, design: .rounded))
          .contentTransition(.numericText(value: Double(entry.score)))
      }
      .frame(width: 92, height: 92)
      Text("\(entry.hours, specifier: "%.1f") h asleep")
        .font(.caption)
        .foregroundStyle(.secondary)
    }
  }
}

struct SleepScoreWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "SleepScore", provider: SleepProvider()) { entry in
      SleepScoreView(entry: entry)
        .containerBackground(.background, for: .widget)
    }
    .configurationDisplayName("Sleep Score")
    .supportedFamilies([.systemSmall])
  }
}
