import Foundation
import Testing
import VitrineUI

@testable import VitrineCharts

/// `chartYScale(domain:range:type:)` with each `ScaleType`, array domains and range values
/// (Apple's `ScaleType` documentation lists linear, log, square root, symmetric log, date and
/// category scales; `PlottableValue.value(_:_:)` takes a `Range`).
@MainActor
@Suite("Charts: scale types, array domains and range values")
struct ScaleTypesTests {
  /// A 0…100 scale 100 points long, bent by `transform`.
  func scale(_ transform: ScaleTransform, domain: ClosedRange<Double> = 0...100) -> PositionScale {
    var scale = PositionScale(kind: .continuous(domain: domain, isDate: false, log: false))
    scale.transform = transform
    scale.length = 100
    return scale
  }

  @Test("square root: 25 of 0…100 sits halfway (√25 / √100 = 5 / 10)")
  func squareRoot() {
    #expect(scale(.squareRoot).position(continuous: 25) == 50)
    #expect(scale(.linear).position(continuous: 25) == 25)
  }

  @Test("symmetric log: 9 of −99…99 sits at three quarters ((log₁₀ 10 + 2) / 4)")
  func symmetricLog() {
    let symmetric = scale(.symmetricLog, domain: -99...99)
    #expect(abs(symmetric.position(continuous: 9) - 75) < 1e-9)
    #expect(abs(symmetric.position(continuous: 0) - 50) < 1e-9)
    #expect(abs(symmetric.position(continuous: -9) - 25) < 1e-9)
  }

  @Test("a value read back from a position is the value placed there, for every transform")
  func inverse() {
    for transform in [ScaleTransform.linear, .squareRoot, .symmetricLog] {
      let scale = scale(transform)
      guard case .number(let value)? = scale.value(at: scale.position(continuous: 36)) else {
        Issue.record("no value for \(transform)")
        continue
      }
      #expect(abs(value - 36) < 1e-9)
    }
  }

  @Test("a log scale marks the powers of ten, its domain widened to them, and never zero")
  func logTicks() {
    var settings = ChartPlan.Settings()
    settings.yScale.type = .log
    let marks = ChartMarks.of(
      TupleChartContent(
        BarMark(x: .value("X", "a"), y: .value("Y", 3)),
        BarMark(x: .value("X", "b"), y: .value("Y", 450))))
    let plan = ChartPlan(marks: marks, settings: settings, size: CGSize(width: 200, height: 200))
    #expect(plan.y?.ticks == [.number(1), .number(10), .number(100), .number(1000)])
    guard case .continuous(let domain, _, true)? = plan.y?.kind else {
      return #expect(Bool(false))
    }
    #expect(domain == 1...1000)
  }

  @Test("chartYScale(type:) for each type: the plan keeps the transform")
  func types() {
    for (type, transform) in [
      (ScaleType.linear, ScaleTransform.linear), (.squareRoot, .squareRoot),
      (.symmetricLog, .symmetricLog), (.date, .linear), (.category, .linear),
      (.automatic, .linear),
    ] {
      var settings = ChartPlan.Settings()
      settings.yScale.type = type
      let marks = ChartMarks.of(BarMark(x: .value("X", "a"), y: .value("Y", 30)))
      let plan = ChartPlan(marks: marks, settings: settings, size: CGSize(width: 100, height: 100))
      #expect(plan.y?.transform == transform)
    }
  }

  @Test("an array of numbers is a domain from the smallest to the largest; strings categories")
  func arrayDomains() {
    guard case .continuous(let range) = [0, 100]._spec.storage else {
      return #expect(Bool(false))
    }
    #expect(range == 0...100)
    guard case .categories(let names) = ["b", "a"]._spec.storage else {
      return #expect(Bool(false))
    }
    #expect(names == ["b", "a"])
  }

  @Test("a range value spans from its lower to its upper bound")
  func rangeValue() {
    let start = Date(timeIntervalSince1970: 1_793_577_600)
    let marks = MarkSpans.spans(
      of: ChartMarks.of(
        BarMark(x: .value("Time", start..<start.addingTimeInterval(1800)), y: .value("Level", 40))),
      calendar: Calendar(identifier: .gregorian))
    guard case .interval(.date(let low), .date(let high))? = marks[0].x else {
      return #expect(Bool(false))
    }
    #expect(high.timeIntervalSince(low) == 1800)
  }
}
