import Foundation
import SwiftUI
import Testing
import VitrineSnapshotTesting
import WidgetKit

// A daylight widget: a glowing sun drawn with a RadialGradient, the day's colours around it
// as an AngularGradient ring, and the hours of daylight in the middle.

struct DaylightEntry: TimelineEntry {
  let date: Date
  let daylightHours: Double
}

struct DaylightView: View {
  var entry: DaylightEntry

  var body: some View {
    ZStack {
      Circle()
        .strokeBorder(
          AngularGradient(
            colors: [.indigo, .orange, .yellow, .orange, .indigo], center: .center,
            startAngle: .degrees(90), endAngle: .degrees(450)),
          lineWidth: 12)
      Circle()
        .fill(
          RadialGradient(
            colors: [.yellow, .orange, .orange.opacity(0)], center: .center, startRadius: 4,
            endRadius: 46)
        )
        .padding(22)
      VStack(spacing: 0) {
        Text(String(format: "%.1f", entry.daylightHours))
          .font(.system(size: 22, weight: .bold))
        Text("hours").font(.caption)
      }
      .foregroundStyle(.white)
      .shadow(color: .black.opacity(0.5), radius: 2, y: 1)
    }
    .containerBackground(for: .widget) {
      LinearGradient(colors: [.blue, .indigo], startPoint: .top, endPoint: .bottom)
    }
  }
}

@MainActor
@Suite("Port corpus: daylight")
struct DaylightWidgetTests {
  @Test("a radial sun inside an angular ring of the day's colours")
  func daylight() {
    let entry = DaylightEntry(date: Date(timeIntervalSince1970: 0), daylightHours: 14.6)
    assertSnapshot(of: DaylightView(entry: entry), as: .image(widget: .systemSmall))
  }
}

#Preview("Daylight", traits: .fixedLayout(width: 158, height: 158)) {
  DaylightView(entry: DaylightEntry(date: Date(timeIntervalSince1970: 0), daylightHours: 9.2))
}
