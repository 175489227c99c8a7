import Foundation
import Testing
import VitrineUI

@testable import VitrineCharts

/// Lays `view` out in `size` with fixed-advance text, so frames depend on no font.
@MainActor
func chartList<V: View>(_ view: V, size: CGSize = CGSize(width: 300, height: 200)) -> DisplayList {
  WidgetLayout.displayList(
    for: view, in: size, measurer: FixedAdvanceTextMeasurer(), contentMarginsDisabled: true)
}

extension DisplayList {
  /// Every item, depth first.
  var allItems: [DisplayItem] {
    func flatten(_ items: [DisplayItem]) -> [DisplayItem] {
      items.flatMap { item -> [DisplayItem] in
        if case .group(let group) = item.content { return [item] + flatten(group.children) }
        return [item]
      }
    }
    return flatten(items)
  }

  /// Every item that is drawn, depth first: not those in groups of zero opacity (the
  /// invisible copies of labels that size an axis).
  var visibleItems: [DisplayItem] {
    func flatten(_ items: [DisplayItem]) -> [DisplayItem] {
      items.flatMap { item -> [DisplayItem] in
        if case .group(let group) = item.content {
          return group.opacity == 0 ? [] : [item] + flatten(group.children)
        }
        return [item]
      }
    }
    return flatten(items)
  }

  /// The strings of every visible text item, in drawing order.
  var strings: [String] {
    visibleItems.compactMap { if case .text(let text) = $0.content { text.string } else { nil } }
  }

  /// The shape items.
  var shapes: [ShapeItem] {
    allItems.compactMap { if case .shape(let shape) = $0.content { shape } else { nil } }
  }
}

@MainActor
@Suite("Charts: chart modifiers and mark styling")
struct ChartModifiersTests {
  let sales = [("Q1", 10), ("Q2", 30), ("Q3", 20)]

  func bars() -> some View {
    Chart {
      ForEach(sales, id: \.0) { quarter, value in
        BarMark(x: .value("Quarter", quarter), y: .value("Sales", value))
          .foregroundStyle(by: .value("Quarter", quarter))
      }
    }
  }

  @Test("default axes: category labels below, nice numbers after; a legend for series")
  func defaults() {
    let strings = chartList(bars()).strings
    for label in ["Q1", "Q2", "Q3", "0", "10", "20", "30"] { #expect(strings.contains(label)) }
    // The last quarter twice: its axis label and its legend entry.
    #expect(strings.filter { $0 == "Q3" }.count == 2)
  }

  @Test(".hidden hides each axis and the legend")
  func hidden() {
    let strings = chartList(bars().chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden))
      .strings
    #expect(strings.isEmpty)
    let noLegend = chartList(bars().chartLegend(.hidden)).strings
    #expect(noLegend.filter { $0 == "Q3" }.count == 1)
  }

  @Test("the legend on top is drawn above the plot")
  func legendTop() {
    let list = chartList(bars().chartLegend(position: .top).chartXAxis(.hidden))
    let texts = list.allItems.filter { if case .text = $0.content { true } else { false } }
    let legend = texts.first {
      if case .text(let t) = $0.content { t.string == "Q1" } else { false }
    }
    #expect((legend?.frame.minY ?? 999) < 20)
  }

  @Test("AxisMarks(values:) with a label format of its own")
  func axisFormat() {
    let view = bars().chartYAxis {
      AxisMarks(values: [0, 15, 30]) { value in
        AxisGridLine()
        AxisValueLabel { Text("\(value.as(Int.self) ?? -1) u") }
      }
    }
    let strings = chartList(view).strings
    #expect(strings.contains("15 u") && strings.contains("30 u"))
    #expect(!strings.contains("10"))
  }

  @Test("chartPlotStyle wraps the plot: a background drawn behind the marks")
  func plotStyle() {
    let view = bars().chartPlotStyle { plot in plot.background(Color.yellow) }
    // One shape more than the plain chart: the plot's background.
    #expect(chartList(view).shapes.count == chartList(bars()).shapes.count + 1)
  }

  @Test("cornerRadius rounds bars; opacity fades them; lineStyle strokes rules")
  func styling() {
    let plot = PlotGeometry(
      plan: ChartPlan(
        marks: ChartMarks.of(
          TupleChartContent(
            BarMark(x: .value("X", "a"), y: .value("Y", 10)).cornerRadius(4).opacity(0.5),
            RuleMark(y: .value("Y", 5)).lineStyle(StrokeStyle(lineWidth: 3, dash: [2, 2])))),
        settings: .init(), size: CGSize(width: 100, height: 100)),
      size: CGSize(width: 100, height: 100))
    let (shapes, _) = plot.drawing()
    #expect(shapes[0].path.elements.contains { if case .curve = $0 { true } else { false } })
    #expect("\(shapes[0].style)".contains("0.5"))
    #expect(shapes[1].stroke == StrokeStyle(lineWidth: 3, dash: [2, 2]))
  }

  @Test("lineStyle(by:) dashes the second series; symbol(_:) sets the points' symbol")
  func encodings() {
    let marks = ChartMarks.of(
      TupleChartContent(
        LineMark(x: .value("X", 0), y: .value("Y", 1)).lineStyle(by: .value("S", "a")),
        LineMark(x: .value("X", 1), y: .value("Y", 2)).lineStyle(by: .value("S", "a")),
        LineMark(x: .value("X", 0), y: .value("Y", 2)).lineStyle(by: .value("S", "b")),
        LineMark(x: .value("X", 1), y: .value("Y", 3)).lineStyle(by: .value("S", "b")),
        PointMark(x: .value("X", 0), y: .value("Y", 0)).symbol(.diamond)))
    let size = CGSize(width: 100, height: 100)
    let plot = PlotGeometry(
      plan: ChartPlan(marks: marks, settings: .init(), size: size), size: size)
    let (shapes, _) = plot.drawing()
    let strokes = shapes.compactMap(\.stroke)
    #expect(strokes.map(\.dash) == [[], [5, 3]])
    #expect((plot.symbolShape(plot.plan.marks[4]) as? BasicChartSymbolShape) == .diamond)
  }

  @Test("annotations sit above vertical bars and after horizontal ones")
  func annotations() {
    let view = Chart {
      BarMark(x: .value("X", "a"), y: .value("Y", 10)).annotation { Text("top") }
      BarMark(x: .value("X", "b"), y: .value("Y", 20)).annotation(position: .bottom) {
        Text("under")
      }
    }
    .chartXAxis(.hidden).chartYAxis(.hidden)
    let list = chartList(view)
    let top = list.allItems.first {
      if case .text(let t) = $0.content { t.string == "top" } else { false }
    }
    let bars = list.allItems.filter {
      if case .shape(let s) = $0.content {
        s.stroke == nil && "\(s.outline)".contains("path")
      } else {
        false
      }
    }
    #expect(top != nil && !bars.isEmpty)
    // The first bar reaches half the plot: its annotation ends 4 points above that.
    let under = list.allItems.first {
      if case .text(let t) = $0.content { t.string == "under" } else { false }
    }
    #expect((top?.frame.maxY ?? 0) < 100)
    #expect((under?.frame.minY ?? 0) >= 200)
  }

  @Test("VoiceOver: a mark's own label and value replace the defaults; hidden marks are not read")
  func accessibilityOverrides() {
    let view = Chart {
      BarMark(x: .value("X", "a"), y: .value("Y", 10))
        .accessibilityLabel("Monday").accessibilityValue("ten")
      BarMark(x: .value("X", "b"), y: .value("Y", 20)).accessibilityHidden(true)
    }
    let elements = chartList(view).accessibilityElements
    #expect(elements.map(\.label) == ["Monday"])
    #expect(elements.first?.value == "ten")
  }

  @Test("a chart of more than 500 marks is read as one element with the count")
  func accessibilitySummary() {
    let view = Chart {
      ForEach(0..<600, id: \.self) { index in
        PointMark(x: .value("X", index), y: .value("Y", index % 7))
      }
    }
    let elements = chartList(view).accessibilityElements
    #expect(elements.count == 1)
    #expect(elements.first?.value == "600 marks")
  }

  @Test("RectangleMark fills its band; AreaMark(yStart:yEnd:) fills between the two")
  func rectanglesAndBands() {
    let size = CGSize(width: 100, height: 100)
    let marks = ChartMarks.of(
      TupleChartContent(
        RectangleMark(x: .value("X", "a"), y: .value("Y", "r")),
        RectangleMark(x: .value("X", "b"), y: .value("Y", "s"))))
    let plot = PlotGeometry(
      plan: ChartPlan(marks: marks, settings: .init(), size: size), size: size)
    #expect(plot.rectangle(for: plot.plan.marks[1]) == CGRect(x: 50, y: 50, width: 50, height: 50))
    let band = ChartMarks.of(
      TupleChartContent(
        AreaMark(x: .value("X", 0), yStart: .value("L", 10), yEnd: .value("H", 20)),
        AreaMark(x: .value("X", 1), yStart: .value("L", 5), yEnd: .value("H", 15))))
    let area = PlotGeometry(plan: ChartPlan(marks: band, settings: .init(), size: size), size: size)
    let (shapes, _) = area.drawing()
    #expect(shapes.count == 1)
    #expect(shapes[0].path.elements.last == .closeSubpath)
  }

  @Test("chartXScale(range:) insets the plot's ends; a log scale spaces powers of ten evenly")
  func scaleRangeAndLog() {
    var settings = ChartPlan.Settings()
    settings.xScale.rangeInsets = (10, 10)
    settings.yScale.type = .log
    settings.yScale.domain = (1...1000)._spec
    let marks = ChartMarks.of(
      TupleChartContent(
        PointMark(x: .value("X", 0), y: .value("Y", 10)),
        PointMark(x: .value("X", 10), y: .value("Y", 100))))
    let size = CGSize(width: 120, height: 90)
    let plot = PlotGeometry(
      plan: ChartPlan(marks: marks, settings: settings, size: size), size: size)
    #expect(plot.point(for: plot.plan.marks[0]) == CGPoint(x: 10, y: 60))
    #expect(plot.point(for: plot.plan.marks[1]) == CGPoint(x: 110, y: 30))
  }
}
