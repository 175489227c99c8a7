import Foundation
import Testing
import VitrineUI

@testable import VitrineCharts

@MainActor
@Suite("Charts: how marks are drawn")
struct MarkDrawingTests {
  func geometry<C: ChartContent>(
    size: CGSize = CGSize(width: 200, height: 100), @ChartContentBuilder _ content: () -> C
  ) -> PlotGeometry {
    let plan = ChartPlan(marks: ChartMarks.of(content()), settings: .init(), size: size)
    return PlotGeometry(plan: plan, size: size)
  }

  @Test("category bars are 3/4 of their band, centred, from the baseline up")
  func bars() {
    let plot = geometry {
      BarMark(x: .value("D", "a"), y: .value("V", 50))
      BarMark(x: .value("D", "b"), y: .value("V", 100))
    }
    // Bands of 100 points; the domain is 0…100, so 50 reaches halfway up.
    let (_, placed) = plot.drawing()
    #expect(placed[0].frame == CGRect(x: 12.5, y: 50, width: 75, height: 50))
    #expect(placed[1].frame == CGRect(x: 112.5, y: 0, width: 75, height: 100))
  }

  @Test("grouped bars split the bar's width among the groups")
  func groupedBars() {
    let plot = geometry {
      BarMark(x: .value("D", "a"), y: .value("V", 100)).position(by: .value("G", "x"))
      BarMark(x: .value("D", "a"), y: .value("V", 100)).position(by: .value("G", "y"))
    }
    // One category: a band of 200 points, a bar of 150 split into two of 75.
    let (_, placed) = plot.drawing()
    #expect(placed[0].frame.width == 75)
    #expect(placed[0].frame.minX == 25)
    #expect(placed[1].frame.minX == 100)
  }

  @Test("marks of one style share paths of up to 16; series get the palette in turn")
  func batchingAndPalette() {
    let plot = geometry {
      ForEach(0..<50, id: \.self) { index in
        PointMark(x: .value("X", index), y: .value("Y", index))
      }
      BarMark(x: .value("X", 3), y: .value("Y", 4)).foregroundStyle(by: .value("S", "one"))
      BarMark(x: .value("X", 5), y: .value("Y", 4)).foregroundStyle(by: .value("S", "two"))
    }
    let (shapes, placed) = plot.drawing()
    #expect(placed.count == 52)
    // 50 points in paths of 16, 16, 16 and 2; then one bar per series.
    #expect(shapes.count == 6)
    #expect(shapes.prefix(4).map(\.pieces) == [16, 16, 16, 2])
    #expect(plot.plan.series.map(\.name) == ["one", "two"])
    #expect("\(plot.plan.series[1].style)" == "\(AnyShapeStyle(Color.green))")
  }

  @Test("chartForegroundStyleScale colours named series; others continue the palette")
  func styleScale() {
    var settings = ChartPlan.Settings()
    settings.foregroundScale = ForegroundStyleScaleSpec(pairs: [
      (name: "b", style: AnyShapeStyle(Color.pink))
    ])
    let marks = ChartMarks.of(
      ForEach(["a", "b"], id: \.self) { name in
        BarMark(x: .value("X", name), y: .value("Y", 1)).foregroundStyle(by: .value("S", name))
      })
    let plan = ChartPlan(marks: marks, settings: settings, size: CGSize(width: 100, height: 100))
    #expect(plan.series.map(\.name) == ["b", "a"])
    #expect("\(plan.series[0].style)" == "\(AnyShapeStyle(Color.pink))")
  }

  @Test("a rule at a y value crosses the whole plot")
  func rule() {
    let plot = geometry {
      BarMark(x: .value("D", "a"), y: .value("V", 100))
      RuleMark(y: .value("Goal", 50))
    }
    let (_, placed) = plot.drawing()
    #expect(placed[1].frame == CGRect(x: 0, y: 50, width: 200, height: 0))
  }

  @Test("sectors share the circle by value, clockwise from 12 o'clock; a donut is a ring")
  func sectors() {
    let plot = geometry(size: CGSize(width: 100, height: 100)) {
      SectorMark(angle: .value("V", 1), innerRadius: .ratio(0.5))
      SectorMark(angle: .value("V", 3), innerRadius: .ratio(0.5))
    }
    let (shapes, placed) = plot.drawing()
    #expect(shapes.count == 2)
    // The first quarter's middle is at 45° past 12 o'clock, 37.5 points from the centre.
    let anchor = placed[0].frame.origin
    #expect(abs(anchor.x - (50 + 37.5 * sin(Double.pi / 4))) < 0.001)
    #expect(abs(anchor.y - (50 - 37.5 * cos(Double.pi / 4))) < 0.001)
    #expect(
      !PlotGeometry.sector(center: .zero, inner: 0, outer: 10, start: 0, sweep: 1, inset: 30)
        .isEmpty == false)
  }

  @Test("interpolation: steps change where they say; monotone never overshoots")
  func interpolation() {
    let points = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10)]
    var start = Path()
    InterpolationMethod.stepStart.addRun(through: points, to: &start)
    #expect(start.elements[1] == .line(to: CGPoint(x: 0, y: 10)))
    var end = Path()
    InterpolationMethod.stepEnd.addRun(through: points, to: &end)
    #expect(end.elements[1] == .line(to: CGPoint(x: 10, y: 0)))
    var center = Path()
    InterpolationMethod.stepCenter.addRun(through: points, to: &center)
    #expect(center.elements[1] == .line(to: CGPoint(x: 5, y: 0)))
    let peak = [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 5), CGPoint(x: 2, y: 5), CGPoint(x: 3, y: 0)]
    let tangents = InterpolationMethod.monotoneTangents(peak)
    #expect(tangents[1] == 0 && tangents[2] == 0)
    var smooth = Path()
    InterpolationMethod.catmullRom.addRun(through: peak, to: &smooth)
    #expect(smooth.elements.count == 4)
    // The last segment's controls: p1 + (p2 − p0)/6 and p2 − (p3 − p1)/6, p3 clamped to p2.
    guard case .curve(let to, let c1, let c2)? = smooth.elements.last else {
      return #expect(Bool(false))
    }
    #expect(to == CGPoint(x: 3, y: 0))
    #expect(abs(c1.x - 7.0 / 3) < 1e-9 && abs(c1.y - 25.0 / 6) < 1e-9)
    #expect(abs(c2.x - 17.0 / 6) < 1e-9 && abs(c2.y - 5.0 / 6) < 1e-9)
  }

  @Test("symbol(by:) gives series circle, square, triangle… in turn; symbolSize is an area")
  func symbols() {
    let plot = geometry {
      PointMark(x: .value("X", 1), y: .value("Y", 1)).symbol(by: .value("S", "a"))
      PointMark(x: .value("X", 2), y: .value("Y", 2)).symbol(by: .value("S", "b")).symbolSize(100)
    }
    #expect((plot.symbolShape(plot.plan.marks[1]) as? BasicChartSymbolShape) == .square)
    #expect(plot.symbolSide(plot.plan.marks[1]) == 10)
    #expect(
      !BasicChartSymbolShape.asterisk.path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
  }
}

/// The encodings and styling added for issue 23's remaining lines: sector corners,
/// `position(by:span:)`, `symbolSize(by:)` and x labels thinned where they would overlap.
@MainActor
@Suite("Charts: sector corners, group spans, symbol sizes, label collisions")
struct MarkStylingTests {
  @Test("cornerRadius rounds a sector's corners: the sharp corner's tip is left out")
  func sectorCorners() {
    // A quarter ring from 3 o'clock to 6 o'clock, radii 50 and 100 about the origin: its
    // sharp outer corner is at (100, 0); a point just inside it lies outside the rounding.
    let sharp = PlotGeometry.sector(
      center: .zero, inner: 50, outer: 100, start: 0, sweep: .pi / 2, inset: 0)
    let round = PlotGeometry.sector(
      center: .zero, inner: 50, outer: 100, start: 0, sweep: .pi / 2, inset: 0, cornerRadius: 10)
    let nearCorner = CGPoint(x: 99, y: 0.5)
    #expect(sharp.contains(nearCorner))
    #expect(!round.contains(nearCorner))
    // The middle of the ring (75 from the centre, at 45°) is inside both.
    let middle = CGPoint(x: 75 * cos(Double.pi / 4), y: 75 * sin(Double.pi / 4))
    #expect(round.contains(middle) && sharp.contains(middle))
  }

  @Test("position(by:span: .ratio(1)) spreads the groups over the whole band")
  func groupSpan() {
    let plan = ChartPlan(
      marks: ChartMarks.of(
        TupleChartContent(
          BarMark(x: .value("Q", "a"), y: .value("V", 10))
            .position(by: .value("S", "x"), span: .ratio(1)),
          BarMark(x: .value("Q", "a"), y: .value("V", 20))
            .position(by: .value("S", "y"), span: .ratio(1)))),
      settings: .init(), size: CGSize(width: 100, height: 100))
    let plot = PlotGeometry(plan: plan, size: CGSize(width: 100, height: 100))
    // One band of 100 points, two groups: 50 points each, side by side.
    #expect(plot.rectangle(for: plan.marks[0]).minX == 0)
    #expect(plot.rectangle(for: plan.marks[0]).width == 50)
    #expect(plot.rectangle(for: plan.marks[1]).minX == 50)
  }

  @Test("symbolSize(by:) sizes points from 20 to 200 square points, smallest to largest")
  func symbolSizes() {
    let plan = ChartPlan(
      marks: ChartMarks.of(
        TupleChartContent(
          PointMark(x: .value("X", 1), y: .value("Y", 1)).symbolSize(by: .value("Pop", 1)),
          PointMark(x: .value("X", 2), y: .value("Y", 2)).symbolSize(by: .value("Pop", 3)))),
      settings: .init(), size: CGSize(width: 100, height: 100))
    let plot = PlotGeometry(plan: plan, size: CGSize(width: 100, height: 100))
    #expect(abs(plot.symbolSide(plan.marks[0]) - 20.0.squareRoot()) < 1e-9)
    #expect(abs(plot.symbolSide(plan.marks[1]) - 200.0.squareRoot()) < 1e-9)
  }

  @Test("x labels that would overlap are thinned to every second, third… label")
  func labelCollisions() {
    // 20 categories of 11 characters on 300 points: each label is 11 × 5.5 = 60.5 points
    // wide (fixed advance, caption2), 63.5 with its gap; 20 of them need 1,270 points, every
    // fourth (5 labels) 317.5, every fifth (4 labels) 254. So every fifth label is shown:
    // 1, 6, 11, 16.
    let names = (1...20).map { "Category \(String(format: "%02d", $0))" }
    let chart = Chart {
      ForEach(names, id: \.self) { name in
        BarMark(x: .value("C", name), y: .value("V", 1))
      }
    }
    .chartYAxis(.hidden)
    let strings = chartList(chart).strings
    #expect(strings == ["Category 01", "Category 06", "Category 11", "Category 16"])
    // `collisionResolution: .disabled` keeps all 20.
    let all = chartList(
      chart.chartXAxis {
        AxisMarks { _ in AxisValueLabel(collisionResolution: .disabled) }
      }
    ).strings
    #expect(all == names)
  }
}
