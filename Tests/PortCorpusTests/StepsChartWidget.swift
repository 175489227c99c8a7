import Foundation
import SwiftUI
import Testing
import VitrineSnapshotTesting
import WidgetKit

// A week-of-steps chart drawn with `Path`: a custom `Shape` for the smoothed line (quad
// curves through midpoints), a dashed goal line, and the last point marked.

struct StepsEntry: TimelineEntry {
  let date: Date
  let steps: [Double]
  let goal: Double
}

struct StepsLine: Shape {
  var values: [Double]
  var maximum: Double

  func path(in rect: CGRect) -> Path {
    var path = Path()
    guard values.count > 1, maximum > 0 else { return path }
    let step = rect.width / CGFloat(values.count - 1)
    let points = values.enumerated().map { index, value in
      CGPoint(x: CGFloat(index) * step, y: rect.height * (1 - CGFloat(value / maximum)))
    }
    path.move(to: points[0])
    for index in 1..<points.count {
      let mid = CGPoint(
        x: (points[index - 1].x + points[index].x) / 2,
        y: (points[index - 1].y + points[index].y) / 2)
      path.addQuadCurve(to: mid, control: points[index - 1])
    }
    path.addLine(to: points[points.count - 1])
    return path
  }
}

struct GoalLine: Shape {
  var fraction: Double

  func path(in rect: CGRect) -> Path {
    Path { path in
      let y = rect.height * (1 - CGFloat(fraction))
      path.move(to: CGPoint(x: 0, y: y))
      path.addLine(to: CGPoint(x: rect.width, y: y))
    }
  }
}

struct StepsChartView: View {
  var entry: StepsEntry

  var body: some View {
    let maximum = (entry.steps + [entry.goal]).max() ?? 1
    VStack(alignment: .leading, spacing: 6) {
      HStack {
        Text("Steps").font(.headline)
        Spacer()
        Text("\(Int(entry.steps.last ?? 0))").font(.headline).foregroundStyle(.orange)
      }
      ZStack {
        GoalLine(fraction: entry.goal / maximum)
          .stroke(.secondary, style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
        StepsLine(values: entry.steps, maximum: maximum)
          .stroke(
            Color.orange,
            style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
        GeometryReader { proxy in
          Path { path in
            let x = proxy.size.width
            let y = proxy.size.height * (1 - CGFloat((entry.steps.last ?? 0) / maximum))
            path.addEllipse(in: CGRect(x: x - 4, y: y - 4, width: 8, height: 8))
          }
          .fill(Color.orange)
        }
      }
      Text("Goal \(Int(entry.goal))").font(.caption).foregroundStyle(.secondary)
    }
    .containerBackground(for: .widget) { Color.white }
  }
}

@MainActor
@Suite("Port corpus: steps chart")
struct StepsChartWidgetTests {
  @Test("a smoothed week of steps under a dashed goal line, the last day marked")
  func chart() {
    let entry = StepsEntry(
      date: Date(timeIntervalSince1970: 0),
      steps: [4200, 8100, 6400, 10_200, 7600, 11_800, 9300], goal: 8000)
    assertSnapshot(of: StepsChartView(entry: entry), as: .image(widget: .systemMedium))
  }

  @Test("the line's path goes through the first and last values, scaled to the rect")
  func linePath() {
    let line = StepsLine(values: [0, 50, 100], maximum: 100)
    let path = line.path(in: CGRect(x: 0, y: 0, width: 200, height: 100))
    // First point: x 0, y 100 × (1 − 0) = 100; last: x 200, y 100 × (1 − 1) = 0.
    #expect(path.elements.first == .move(to: CGPoint(x: 0, y: 100)))
    #expect(path.elements.last == .line(to: CGPoint(x: 200, y: 0)))
    // Two quad curves end at the midpoints (50, 75) and (150, 25).
    #expect(
      path.elements[1] == .quadCurve(to: CGPoint(x: 50, y: 75), control: CGPoint(x: 0, y: 100)))
    #expect(
      path.elements[2] == .quadCurve(to: CGPoint(x: 150, y: 25), control: CGPoint(x: 100, y: 50)))
  }
}

#Preview("Steps chart", traits: .fixedLayout(width: 338, height: 158)) {
  StepsChartView(
    entry: StepsEntry(
      date: Date(timeIntervalSince1970: 0),
      steps: [3100, 9400, 5200, 12_000, 8800, 6100, 10_400], goal: 8000))
}
