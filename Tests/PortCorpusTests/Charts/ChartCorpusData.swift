import SwiftUI
import WidgetKit

// Sample data for the chart corpus, as an app's widget would read it from its store. Dates
// start on Monday 2 November 2026, 00:00 UTC.

let chartCorpusStart = Date(timeIntervalSince1970: 1_793_577_600)

struct DaySteps: Identifiable {
  let date: Date
  let steps: Int
  var id: Date { date }
}

struct ChartCorpusEntry: TimelineEntry {
  let date: Date
  let week: [DaySteps]
  let month: [DaySteps]

  static let sample: ChartCorpusEntry = {
    let week = [4200, 8100, 6400, 10_200, 7600, 11_800, 9300].enumerated().map {
      DaySteps(
        date: chartCorpusStart.addingTimeInterval(Double($0.offset) * 86_400), steps: $0.element)
    }
    let month = (0..<30).map { day in
      DaySteps(
        date: chartCorpusStart.addingTimeInterval(Double(day) * 86_400),
        steps: 3000 + (day * 7919) % 9000)
    }
    return ChartCorpusEntry(date: chartCorpusStart, week: week, month: month)
  }()
}

struct ChartCorpusProvider: TimelineProvider {
  func placeholder(in context: Context) -> ChartCorpusEntry { .sample }

  func getSnapshot(in context: Context, completion: @escaping (ChartCorpusEntry) -> Void) {
    completion(.sample)
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<ChartCorpusEntry>) -> Void)
  {
    completion(Timeline(entries: [.sample], policy: .never))
  }
}

struct EnergyReading: Identifiable {
  let hour: Int
  let source: String
  let kilowatts: Double
  var id: String { "\(source)-\(hour)" }

  static let day: [EnergyReading] = ["Solar", "Wind", "Grid"].flatMap { source in
    (0..<12).map { step -> EnergyReading in
      let hour = step * 2
      let value: Double
      switch source {
      case "Solar": value = max(0, 6 - abs(Double(hour) - 13) * 0.9)
      case "Wind": value = 2 + Double((hour * 5) % 7) / 3
      default: value = 1.5 + Double((hour * 3) % 5) / 4
      }
      return EnergyReading(hour: hour, source: source, kilowatts: value)
    }
  }
}

struct HeartSample: Identifiable {
  let minute: Int
  let bpm: Double
  var id: Int { minute }

  static let run: [HeartSample] = [72, 88, 121, 134, 142, 138, 151, 147, 129, 104].enumerated()
    .map { HeartSample(minute: $0.offset * 5, bpm: $0.element) }
}

struct SpendingCategory: Identifiable {
  let name: String
  let amount: Double
  var id: String { name }

  static let month: [SpendingCategory] = [
    SpendingCategory(name: "Rent", amount: 1200), SpendingCategory(name: "Food", amount: 540),
    SpendingCategory(name: "Travel", amount: 310), SpendingCategory(name: "Fun", amount: 180),
    SpendingCategory(name: "Other", amount: 95),
  ]
}

struct LanguageShare: Identifiable {
  let language: String
  let share: Double
  var id: String { language }

  static let ranking: [LanguageShare] = [
    LanguageShare(language: "Swift", share: 38.5), LanguageShare(language: "Kotlin", share: 27.1),
    LanguageShare(language: "Rust", share: 19.8), LanguageShare(language: "Go", share: 12.4),
    LanguageShare(language: "Zig", share: 4.2),
  ]
}

struct QuarterSales: Identifiable {
  let quarter: String
  let store: String
  let sales: Int
  var id: String { quarter + store }

  static let year: [QuarterSales] = ["Q1", "Q2", "Q3", "Q4"].enumerated().flatMap {
    index, quarter in
    [
      QuarterSales(quarter: quarter, store: "Online", sales: 120 + index * 35),
      QuarterSales(quarter: quarter, store: "Stores", sales: 160 - index * 15),
    ]
  }
}

struct TemperatureDay: Identifiable {
  let date: Date
  let low: Double
  let high: Double
  var id: Date { date }

  static let week: [TemperatureDay] = [(3, 9), (5, 12), (4, 10), (7, 15), (9, 17), (6, 13), (2, 8)]
    .enumerated().map {
      TemperatureDay(
        date: chartCorpusStart.addingTimeInterval(Double($0.offset) * 86_400),
        low: Double($0.element.0), high: Double($0.element.1))
    }
}

/// A phone's battery over a day in half-hour steps, from 40 % down to 10 %: the data of Apple's
/// "Customizing axes in Swift Charts" (48 bars, the first 40 high, the last about 10).
struct BatteryLevel {
  let date: Date
  let level: Double

  static let day: [BatteryLevel] = (0..<48).map { step in
    BatteryLevel(
      date: chartCorpusStart.addingTimeInterval(Double(step) * 1800),
      level: 40 - Double(step) * 30 / 47)
  }
}
