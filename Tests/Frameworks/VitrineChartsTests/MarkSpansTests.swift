import Foundation
import Testing
import VitrineUI

@testable import VitrineCharts

@MainActor
@Suite("Charts: stacking, grouping and units")
struct MarkSpansTests {
  let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  func spans<C: ChartContent>(@ChartContentBuilder _ content: () -> C) -> [SpannedMark] {
    MarkSpans.spans(of: ChartMarks.of(content()), calendar: calendar)
  }

  func interval(_ span: AxisSpan?) -> [Double] {
    guard case .interval(let a, let b)? = span else { return [] }
    return [a.continuous ?? .nan, b.continuous ?? .nan]
  }

  @Test("bars at the same position pile up by default, in declaration order")
  func stacked() {
    let marks = spans {
      BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3)).foregroundStyle(
        by: .value("Kind", "Walk"))
      BarMark(x: .value("Day", "Mon"), y: .value("Steps", 2)).foregroundStyle(
        by: .value("Kind", "Run"))
      BarMark(x: .value("Day", "Tue"), y: .value("Steps", 4)).foregroundStyle(
        by: .value("Kind", "Walk"))
    }
    #expect(interval(marks[0].y) == [0, 3])
    #expect(interval(marks[1].y) == [3, 5])
    #expect(interval(marks[2].y) == [0, 4])
    #expect(marks.map(\.seriesName) == ["Walk", "Run", "Walk"])
  }

  @Test("position(by:) puts bars side by side: each from zero")
  func grouped() {
    let marks = spans {
      BarMark(x: .value("Q", "Q1"), y: .value("Sales", 3)).position(by: .value("Store", "A"))
      BarMark(x: .value("Q", "Q1"), y: .value("Sales", 2)).position(by: .value("Store", "B"))
    }
    #expect(interval(marks[0].y) == [0, 3])
    #expect(interval(marks[1].y) == [0, 2])
    #expect(marks.map(\.groupName) == ["A", "B"])
  }

  @Test("normalized stacking scales each pile to 1; unstacked bars overlap from zero")
  func stackingMethods() {
    let normalized = spans {
      BarMark(x: .value("D", "a"), y: .value("V", 1), stacking: .normalized)
      BarMark(x: .value("D", "a"), y: .value("V", 3), stacking: .normalized)
    }
    #expect(interval(normalized[1].y) == [0.25, 1])
    let unstacked = spans {
      BarMark(x: .value("D", "a"), y: .value("V", 1), stacking: .unstacked)
      BarMark(x: .value("D", "a"), y: .value("V", 3), stacking: .unstacked)
    }
    #expect(interval(unstacked[1].y) == [0, 3])
  }

  @Test("negative values pile downward, apart from positive ones")
  func negatives() {
    let marks = spans {
      BarMark(x: .value("D", "a"), y: .value("V", 2))
      BarMark(x: .value("D", "a"), y: .value("V", -1))
      BarMark(x: .value("D", "a"), y: .value("V", -2))
    }
    #expect(interval(marks[2].y) == [-1, -3])
  }

  @Test("a number on x and a category on y makes a horizontal bar, stacked along x")
  func horizontal() {
    let marks = spans {
      BarMark(x: .value("Share", 4), y: .value("Lang", "Swift"))
      BarMark(x: .value("Share", 5), y: .value("Lang", "Swift"))
    }
    #expect(marks[0].isHorizontal)
    #expect(interval(marks[1].x) == [4, 9])
  }

  @Test("a date with a unit spans the whole unit; yStart/yEnd are a range, not stacked")
  func unitsAndRanges() {
    let noon = Date(timeIntervalSince1970: 1_793_577_600 + 12 * 3600)
    let marks = spans {
      BarMark(x: .value("Day", noon, unit: .day), yStart: .value("Low", 3), yEnd: .value("High", 9))
      BarMark(x: .value("Day", noon, unit: .day), yStart: .value("Low", 1), yEnd: .value("High", 2))
    }
    #expect(interval(marks[0].x) == [1_793_577_600, 1_793_664_000])
    #expect(interval(marks[1].y) == [1, 2])
  }

  @Test("areas of several series stack point by point")
  func areas() {
    let points: [(series: String, x: Int, y: Double)] = [
      ("A", 0, 1), ("A", 1, 2), ("B", 0, 3), ("B", 1, 1),
    ]
    let marks = spans {
      ForEach(points.indices, id: \.self) { index in
        AreaMark(x: .value("X", points[index].x), y: .value("Y", points[index].y))
          .foregroundStyle(by: .value("S", points[index].series))
      }
    }
    let looped = spans {
      for point in points {
        AreaMark(x: .value("X", point.x), y: .value("Y", point.y))
      }
    }
    #expect(looped.count == 4)
    #expect(interval(marks[2].y) == [1, 4])
    #expect(interval(marks[3].y) == [2, 3])
  }
}
