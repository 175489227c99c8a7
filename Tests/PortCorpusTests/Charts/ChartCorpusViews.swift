import Charts
import SwiftUI
import WidgetKit

// The chart corpus: widgets as an iOS 17 app would write them with Swift Charts. Titles are
// keys of the widget's String Catalog (Resources/Localizable.xcstrings); the names of series
// and categories the data holds are looked up there too, in the widget's locale.

/// `name` from the widget's String Catalog in `locale`, as an app names its data's categories.
func localizedName(_ name: String, _ locale: Locale) -> String {
  String(localized: String.LocalizationValue(name), locale: locale)
}

/// A week of steps as bars by day, with the goal as a dashed rule.
struct StepsWeekBars: View {
  var entry: ChartCorpusEntry
  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("Steps").font(.headline)
      Chart {
        ForEach(entry.week) { day in
          BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
            .foregroundStyle(.orange)
            .cornerRadius(3)
        }
        RuleMark(y: .value("Goal", 8000))
          .foregroundStyle(.gray)
          .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
      }
    }
    .containerBackground(.background, for: .widget)
  }
}

/// Energy by source over a day, as stacked areas.
struct EnergyStackedArea: View {
  @Environment(\.locale) private var locale
  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("Energy today").font(.headline)
      Chart(EnergyReading.day) { reading in
        AreaMark(x: .value("Hour", reading.hour), y: .value("kW", reading.kilowatts))
          .foregroundStyle(by: .value("Source", localizedName(reading.source, locale)))
          .interpolationMethod(.monotone)
      }
      .chartXScale(domain: 0...22)
    }
    .containerBackground(.background, for: .widget)
  }
}

/// Heart rate over a run: a line with points, and the average as a rule with an annotation.
struct HeartRateLine: View {
  var body: some View {
    let average = HeartSample.run.map(\.bpm).reduce(0, +) / Double(HeartSample.run.count)
    VStack(alignment: .leading, spacing: 4) {
      Text("Heart rate").font(.headline)
      Chart {
        ForEach(HeartSample.run) { sample in
          LineMark(x: .value("Minute", sample.minute), y: .value("BPM", sample.bpm))
            .interpolationMethod(.catmullRom)
            .foregroundStyle(.red)
          PointMark(x: .value("Minute", sample.minute), y: .value("BPM", sample.bpm))
            .foregroundStyle(.red)
            .symbolSize(30)
        }
        RuleMark(y: .value("Average", average))
          .foregroundStyle(.secondary)
          .annotation(position: .top, alignment: .leading) {
            Text("avg \(Int(average))").font(.caption2).foregroundStyle(.secondary)
          }
      }
      .chartYScale(domain: .automatic(includesZero: false))
    }
    .containerBackground(.background, for: .widget)
  }
}

/// Spending by category as a donut, the total in the middle.
struct SpendingDonut: View {
  @Environment(\.locale) private var locale
  var body: some View {
    let total = SpendingCategory.month.map(\.amount).reduce(0, +)
    Chart(SpendingCategory.month) { category in
      SectorMark(
        angle: .value("Amount", category.amount), innerRadius: .ratio(0.6), angularInset: 1.5
      )
      .cornerRadius(3)
      .foregroundStyle(by: .value("Category", localizedName(category.name, locale)))
    }
    .chartLegend(.hidden)
    .overlay {
      VStack(spacing: 0) {
        Text(total, format: .number).font(.headline)
        Text("spent").font(.caption2).foregroundStyle(.secondary)
      }
    }
    .containerBackground(.background, for: .widget)
  }
}

/// A horizontal bar race: languages by share, the value after each bar.
struct LanguageRace: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("Languages").font(.headline)
      Chart(LanguageShare.ranking) { language in
        BarMark(x: .value("Share", language.share), y: .value("Language", language.language))
          .foregroundStyle(by: .value("Language", language.language))
          .annotation(position: .trailing) {
            Text("\(language.share, format: .number.precision(.fractionLength(1)))%")
              .font(.caption2)
          }
      }
      .chartLegend(.hidden)
      .chartXAxis(.hidden)
    }
    .containerBackground(.background, for: .widget)
  }
}

/// Steps over a month on a date axis marked every week.
struct MonthOfSteps: View {
  var entry: ChartCorpusEntry
  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("November").font(.headline)
      Chart(entry.month) { day in
        BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
      }
      .chartXAxis {
        AxisMarks(values: .stride(by: .weekOfYear)) { _ in
          AxisGridLine()
          AxisTick()
          AxisValueLabel(format: .dateTime.day().month(.abbreviated))
        }
      }
    }
    .containerBackground(.background, for: .widget)
  }
}

/// Sales per quarter, the two channels side by side in colours of the app's own.
struct GroupedSales: View {
  @Environment(\.locale) private var locale
  var body: some View {
    Chart(QuarterSales.year) { row in
      BarMark(x: .value("Quarter", row.quarter), y: .value("Sales", row.sales))
        .foregroundStyle(by: .value("Store", localizedName(row.store, locale)))
        .position(by: .value("Store", row.store))
    }
    .chartForegroundStyleScale([
      localizedName("Online", locale): Color.indigo, localizedName("Stores", locale): Color.mint,
    ])
    .chartLegend(position: .top)
    .containerBackground(.background, for: .widget)
  }
}

/// Daily temperature ranges as floating bars, the scale not starting at zero.
struct TemperatureRanges: View {
  var body: some View {
    Chart(TemperatureDay.week) { day in
      BarMark(
        x: .value("Day", day.date, unit: .day), yStart: .value("Low", day.low),
        yEnd: .value("High", day.high), width: .ratio(0.4)
      )
      .foregroundStyle(.teal)
      .cornerRadius(4)
    }
    .chartYScale(domain: 0...20)
    .chartYAxis {
      AxisMarks(values: [0, 10, 20]) { value in
        AxisGridLine()
        AxisValueLabel {
          if let degrees = value.as(Int.self) { Text("\(degrees)°") }
        }
      }
    }
    .containerBackground(.background, for: .widget)
  }
}

/// Two series with a symbol and a dash each, stepped, the legend on top.
struct StepSeries: View {
  var body: some View {
    Chart {
      ForEach(Array(zip(0..<6, [2, 4, 3, 6, 5, 7])), id: \.0) { index, value in
        LineMark(x: .value("Week", index), y: .value("Tasks", value), series: .value("Team", "A"))
          .foregroundStyle(by: .value("Team", "A"))
          .symbol(by: .value("Team", "A"))
          .lineStyle(by: .value("Team", "A"))
          .interpolationMethod(.stepCenter)
      }
      ForEach(Array(zip(0..<6, [1, 2, 5, 4, 6, 6])), id: \.0) { index, value in
        LineMark(x: .value("Week", index), y: .value("Tasks", value), series: .value("Team", "B"))
          .foregroundStyle(by: .value("Team", "B"))
          .symbol(by: .value("Team", "B"))
          .lineStyle(by: .value("Team", "B"))
          .interpolationMethod(.stepCenter)
      }
    }
    .chartLegend(position: .top)
    .containerBackground(.background, for: .widget)
  }
}

/// The battery over a day as half-hour bars with Charts' default axes, as Apple's
/// "Customizing axes in Swift Charts" starts.
struct BatteryDefaultAxes: View {
  var body: some View {
    Chart(BatteryLevel.day, id: \.date) {
      BarMark(
        // One bar for every 1800 seconds (30 minutes).
        x: .value("Time", $0.date..<$0.date.advanced(by: 1800)),
        y: .value("Battery Level", $0.level)
      )
      .foregroundStyle(.green)
    }
    .containerBackground(.background, for: .widget)
  }
}

/// The same battery chart with the article's axes: the whole 0–100 range, labels at 0, 50
/// and 100 with grid lines every 25, and the hours every three, AM and PM at noon and midnight.
struct BatteryCustomAxes: View {
  var calendar = Calendar(identifier: .gregorian)
  var body: some View {
    BatteryDefaultAxes()
      .chartYScale(domain: [0, 100])
      .chartYAxis {
        AxisMarks(values: [0, 50, 100]) { value in
          AxisValueLabel {
            if let level = value.as(Int.self) { Text("\(level)%") }
          }
        }
        AxisMarks(values: [0, 25, 50, 75, 100]) { _ in
          AxisGridLine()
        }
      }
      .chartXAxis {
        AxisMarks(values: .stride(by: .hour, count: 3)) { value in
          if let date = value.as(Date.self) {
            let hour = calendar.component(.hour, from: date)
            switch hour {
            case 0, 12:
              AxisValueLabel(format: .dateTime.hour())
            default:
              AxisValueLabel(format: .dateTime.hour(.defaultDigits(amPM: .omitted)))
            }
          }
          AxisGridLine()
          AxisTick()
        }
      }
  }
}

/// A week of steps on the Lock Screen: a bare line, no axes.
struct LockScreenSteps: View {
  var entry: ChartCorpusEntry
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Steps").font(.headline)
      Chart(entry.week) { day in
        AreaMark(x: .value("Day", day.date), y: .value("Steps", day.steps))
          .opacity(0.4)
        LineMark(x: .value("Day", day.date), y: .value("Steps", day.steps))
      }
      .chartXAxis(.hidden)
      .chartYAxis(.hidden)
    }
  }
}

/// The chart corpus's widget: each family shows the chart that suits it.
struct ChartCorpusWidgetView: View {
  var entry: ChartCorpusEntry
  @Environment(\.widgetFamily) private var family

  var body: some View {
    switch family {
    case .systemSmall: StepsWeekBars(entry: entry)
    case .systemMedium: MonthOfSteps(entry: entry)
    case .systemLarge, .systemExtraLarge:
      VStack(spacing: 12) {
        StepsWeekBars(entry: entry)
        EnergyStackedArea()
      }
    case .accessoryCircular:
      SpendingDonut()
    default: LockScreenSteps(entry: entry)
    }
  }
}

struct ChartCorpusWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "chart-corpus", provider: ChartCorpusProvider()) { entry in
      ChartCorpusWidgetView(entry: entry)
    }
    .configurationDisplayName("Activity charts")
    .description("Steps, energy and spending, charted.")
    .supportedFamilies([
      .systemSmall, .systemMedium, .systemLarge, .accessoryRectangular, .accessoryCircular,
    ])
  }
}
