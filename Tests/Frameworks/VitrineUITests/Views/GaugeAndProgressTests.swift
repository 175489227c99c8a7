import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("Gauge and ProgressView styles")
struct GaugeAndProgressTests {
  /// The shapes drawn, in paint order, with their frames.
  func shapes(_ list: DisplayList) -> [(frame: CGRect, item: ShapeItem)] {
    list.flattenedItems.compactMap {
      if case .shape(let shape) = $0.content { return ($0.frame, shape) }
      return nil
    }
  }

  /// The progress items drawn.
  func progressFractions(_ list: DisplayList) -> [Double] {
    list.flattenedItems.compactMap {
      if case .progress(let progress) = $0.content { return progress.fraction }
      return nil
    }
  }

  @Test("a gauge's value is its fraction of the range, held within 0 … 1")
  func fraction() {
    // (30 − 10) / (50 − 10) = 0.5; below and above the range clamp; an empty range is 0.
    #expect(Gauge<Text, EmptyView, EmptyView>.fraction(30.0, in: 10...50) == 0.5)
    #expect(Gauge<Text, EmptyView, EmptyView>.fraction(-5.0, in: 0...10) == 0)
    #expect(Gauge<Text, EmptyView, EmptyView>.fraction(15.0, in: 0...10) == 1)
    #expect(Gauge<Text, EmptyView, EmptyView>.fraction(3.0, in: 3...3) == 0)
  }

  @Test("linearCapacity: label above a 4-point bar filled to the value")
  func linearCapacity() {
    let gauge = Gauge(value: 0.25) { Text("Battery").font(font10) }
      .gaugeStyle(.linearCapacity).frame(width: 100)
    let list = layout(gauge)
    // Column: label 12 + 4 + bar 4 = 20 high, centered: y = 90; bar at 90 + 16 = 106.
    #expect(list.frame(ofText: "Battery") == rect(50, 90, 35, 12))
    let bars = shapes(list)
    #expect(bars.count == 2)
    #expect(bars[0].frame == rect(50, 106, 100, 4))
    // The fill is max(4, 100 × 0.25) = 25 wide, from the leading edge.
    #expect(bars[1].frame == rect(50, 106, 25, 4))
  }

  @Test("accessoryLinear: a dot at the value between the range's ends")
  func accessoryLinear() {
    let gauge = Gauge(value: 0.5) {
      Text("UV")
    } currentValueLabel: {
      Text("5")
    } minimumValueLabel: {
      Text("0")
    } maximumValueLabel: {
      Text("10")
    }
    .font(font10).gaugeStyle(.accessoryLinear).frame(width: 120)
    let list = layout(gauge)
    // The bar row's ends are 12-point: "0" is 6 wide, "10" 12. Row: 6 + 4 + bar + 4 + 12 =
    // 120, so the bar is 94 wide from x = 40 + 10 = 50.
    let track = shapes(list)[0]
    #expect(track.frame == rect(50, 106, 94, 6))
    // The 8-point marker's leading edge is at (94 − 8) × 0.5 = 43 along the bar.
    let marker = shapes(list)[1]
    #expect(marker.item.outline == .circle)
    #expect(marker.frame.width == 8)
    #expect(marker.frame == rect(93, 105, 8, 8))
  }

  @Test("accessoryCircularCapacity: a square ring, the fill sweeping 360° × value")
  func circularCapacity() {
    let gauge = Gauge(value: 0.25) {
      Text("W")
    } currentValueLabel: {
      Text("25")
    }
    .gaugeStyle(.accessoryCircularCapacity).frame(width: 60, height: 80)
    let list = layout(gauge)
    let rings = shapes(list)
    #expect(rings.count == 2)
    // The frame is at y = (200 − 80) / 2 = 60; the 60-point square centered in it at 60 + 10;
    // the ring inset 3 for the 6-point stroke: (70 + 3, 70 + 3), 54 across.
    #expect(rings[0].frame == rect(73, 73, 54, 54))
    #expect(rings[0].item.stroke?.lineWidth == 6)
    // The fill runs from 12 o'clock (½, 0) to 90° (1, ½): 30 steps of 3°.
    guard case .polyline(let points) = rings[1].item.outline else {
      Issue.record("expected a polyline")
      return
    }
    #expect(points.count == 31)
    #expect(abs(points[0].x - 0.5) < 1e-9 && abs(points[0].y) < 1e-9)
    #expect(abs(points[30].x - 1) < 1e-9 && abs(points[30].y - 0.5) < 1e-9)
    #expect(list.textItem("25") != nil)
    #expect(list.textItem("W") == nil)
  }

  @Test("accessoryCircular: a 270° open arc and a dot at −135° + 270° × value")
  func circular() {
    let gauge = Gauge(value: 0.5) { Text("AQI") }.gaugeStyle(.accessoryCircular)
      .frame(width: 60, height: 60)
    let list = layout(gauge)
    let parts = shapes(list)
    guard case .polyline(let arc) = parts[0].item.outline,
      case .polyline(let dot) = parts[1].item.outline
    else {
      Issue.record("expected polylines")
      return
    }
    // −135° is (½ − ½ sin 135°, ½ + ½ cos 135°) ≈ (0.146, 0.854); 270° in 90 steps.
    #expect(arc.count == 91)
    #expect(abs(arc[0].x - (0.5 - 0.5 * sin(Double.pi * 3 / 4))) < 1e-9)
    // Value 0.5 puts the dot at 0°: the top of the ring.
    #expect(abs(dot[0].x - 0.5) < 1e-9 && abs(dot[0].y) < 1e-9)
    #expect(parts[1].item.stroke?.lineWidth == 8)
    #expect(list.textItem("AQI") != nil)
  }

  @Test("a timer progress view empties as time passes and shows the time left")
  func timerProgress() {
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    var environment = EnvironmentValues()
    environment.now = start.addingTimeInterval(150)
    let list = layout(
      ProgressView(timerInterval: start...start.addingTimeInterval(600)).frame(width: 100),
      environment: environment)
    // 150 of 600 s elapsed: 1 − 0.25 = 0.75 left; 450 s = 7:30.
    #expect(progressFractions(list) == [0.75])
    #expect(list.textItem("7:30") != nil)
    let up = layout(
      ProgressView(timerInterval: start...start.addingTimeInterval(600), countsDown: false),
      environment: environment)
    #expect(progressFractions(up) == [0.25])
    #expect(up.textItem("2:30") != nil)
  }

  @Test("circular progress draws a ring; a plain linear bar is unchanged")
  func styles() {
    let ring = layout(ProgressView(value: 0.5).progressViewStyle(.circular).frame(width: 40))
    #expect(progressFractions(ring).isEmpty)
    guard case .polyline(let points) = shapes(ring).last?.item.outline else {
      Issue.record("expected a ring")
      return
    }
    // Half of 360° in 3° steps: 61 points, ending at 6 o'clock (½, 1).
    #expect(points.count == 61)
    #expect(abs(points[60].x - 0.5) < 1e-9 && abs(points[60].y - 1) < 1e-9)
    let bar = layout(ProgressView(value: 0.5).progressViewStyle(.linear).frame(width: 100))
    #expect(bar.items.first?.frame == rect(50, 98, 100, 4))
  }

  @Test("AccessoryWidgetBackground takes the accessory family's shape")
  func accessoryBackground() {
    var circular = EnvironmentValues()
    circular.widgetFamily = .accessoryCircular
    #expect(
      shapes(layout(AccessoryWidgetBackground(), environment: circular))[0].item.outline
        == .circle)
    var rectangular = EnvironmentValues()
    rectangular.widgetFamily = .accessoryRectangular
    #expect(
      shapes(layout(AccessoryWidgetBackground(), environment: rectangular))[0].item.outline
        == .roundedRectangle(cornerRadius: 10, style: .continuous))
    var inline = EnvironmentValues()
    inline.widgetFamily = .accessoryInline
    #expect(shapes(layout(AccessoryWidgetBackground(), environment: inline)).isEmpty)
  }
}
