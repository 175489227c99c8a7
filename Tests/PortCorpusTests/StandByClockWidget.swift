import Foundation
import SwiftUI
import Testing
import VitrineSnapshotTesting
import WidgetKit

// A StandBy-style analogue clock: a dial with a soft shadow, hour ticks drawn as a custom
// shape, hands rotated with `rotationEffect`, a blurred glow behind the centre, and the city on a
// material capsule with `foregroundStyle(_:_:)` hierarchical colours.

struct ClockEntry: TimelineEntry {
  let date: Date
  let hour: Int
  let minute: Int
}

struct HourTicks: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let radius = min(rect.width, rect.height) / 2
    for hour in 0..<12 {
      let angle = Angle.degrees(Double(hour) * 30)
      let inner = radius * (hour % 3 == 0 ? 0.78 : 0.86)
      path.move(
        to: CGPoint(
          x: center.x + inner * cos(angle.radians), y: center.y + inner * sin(angle.radians)))
      path.addLine(
        to: CGPoint(
          x: center.x + radius * cos(angle.radians), y: center.y + radius * sin(angle.radians)))
    }
    return path
  }
}

struct Hand: View {
  let length: CGFloat
  let width: CGFloat
  let color: Color
  let angle: Angle

  var body: some View {
    Capsule()
      .fill(color)
      .frame(width: width, height: length)
      .offset(y: -length / 2)
      .rotationEffect(angle)
  }
}

struct StandByClockView: View {
  var entry: ClockEntry

  var body: some View {
    let minuteAngle = Angle.degrees(Double(entry.minute) * 6)
    let hourAngle = Angle.degrees(Double(entry.hour % 12) * 30 + Double(entry.minute) / 2)
    ZStack {
      Circle()
        .fill(Color(white: 0.12))
        .shadow(color: .black.opacity(0.6), radius: 8, x: 0, y: 4)
      HourTicks()
        .stroke(Color.white, style: StrokeStyle(lineWidth: 3, lineCap: .round))
        .padding(10)
      Circle()
        .fill(Color.orange)
        .frame(width: 28, height: 28)
        .blur(radius: 6)
      Hand(length: 38, width: 6, color: .white, angle: hourAngle)
      Hand(length: 56, width: 4, color: .white, angle: minuteAngle)
      Circle().fill(Color.orange).frame(width: 10, height: 10)
    }
    .overlay(alignment: .bottom) {
      HStack(spacing: 4) {
        Text("CUPERTINO")
        Text("+0").foregroundStyle(.secondary)
      }
      .font(.system(size: 9, weight: .semibold))
      .foregroundStyle(.white, .orange)
      .padding(.horizontal, 8)
      .padding(.vertical, 3)
      .background(.ultraThinMaterial, in: Capsule())
    }
    .padding(6)
    .containerBackground(for: .widget) { Color.black }
  }
}

@MainActor
@Suite("Port corpus: StandBy clock")
struct StandByClockWidgetTests {
  @Test("10:10 on a shadowed dial, the hands rotated about the centre")
  func clock() {
    let entry = ClockEntry(date: Date(timeIntervalSince1970: 0), hour: 10, minute: 10)
    assertSnapshot(of: StandByClockView(entry: entry), as: .image(widget: .systemSmall))
  }
}
