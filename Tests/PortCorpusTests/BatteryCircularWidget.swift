import Foundation
import SwiftUI
import Testing
import VitrineSnapshotTesting
import WidgetKit

// A lock-screen battery complication (accessoryCircular): a dashed track and a trimmed arc
// drawn with `Path.addArc`, open at the bottom like iOS's accessory gauges, and the level in
// the middle; the track is the secondary style made fainter with `ShapeStyle.opacity`.

struct BatteryEntry: TimelineEntry {
  let date: Date
  let level: Double
}

struct OpenRing: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
      startAngle: .degrees(135), endAngle: .degrees(45), clockwise: false)
    return path
  }
}

struct BatteryCircularView: View {
  var entry: BatteryEntry

  var body: some View {
    ZStack {
      OpenRing()
        .stroke(
          .secondary.opacity(0.6), style: StrokeStyle(lineWidth: 5, lineCap: .round, dash: [2, 4]))
      OpenRing()
        .trim(from: 0, to: entry.level)
        .stroke(style: StrokeStyle(lineWidth: 5, lineCap: .round))
      VStack(spacing: 0) {
        Text("\(Int(entry.level * 100))")
          .font(.system(size: 20, weight: .semibold))
        Text("%").font(.caption2)
      }
    }
    .padding(4)
    .containerBackground(for: .widget) { Color.clear }
  }
}

@MainActor
@Suite("Port corpus: battery on the lock screen")
struct BatteryCircularWidgetTests {
  @Test("a 270° ring open at the bottom, filled to 65%, over a dashed track")
  func battery() {
    let entry = BatteryEntry(date: Date(timeIntervalSince1970: 0), level: 0.65)
    assertSnapshot(of: BatteryCircularView(entry: entry), as: .image(widget: .accessoryCircular))
  }

  @Test("the ring's path starts at 135° (bottom left) and ends at 45° (bottom right)")
  func ringPath() {
    let path = OpenRing().path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
    // Centre (10, 10), radius 10: 135° is (10 − 7.07, 10 + 7.07), 45° is (10 + 7.07, 17.07).
    let r = 10 * sqrt(0.5)
    guard case .move(let start) = path.elements.first, let end = path.currentPoint else {
      Issue.record("empty path")
      return
    }
    #expect(abs(start.x - (10 - r)) < 1e-9 && abs(start.y - (10 + r)) < 1e-9)
    #expect(abs(end.x - (10 + r)) < 1e-9 && abs(end.y - (10 + r)) < 1e-9)
    // 270° of sweep through the top: three quarter-turn curves.
    #expect(path.elements.count == 4)
  }
}
