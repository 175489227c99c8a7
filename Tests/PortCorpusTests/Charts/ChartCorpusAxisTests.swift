import Charts
import Foundation
import Testing
import VitrineUI
import VitrineWidgetCore

/// The axes of the battery chart in Apple's article "Customizing axes in Swift Charts"
/// (developer.apple.com/documentation/charts/customizing-axes-in-swift-charts), for the same
/// data: 48 half-hour bars over a day, from 40 down to about 10. Each expectation is what the
/// article's pictures show, quoted from their descriptions.
@MainActor
@Suite("Port corpus: tick values of Apple's battery chart")
struct ChartCorpusAxisTests {
  /// The visible strings of `view` laid out 400 by 250 points (the article's charts are wide
  /// and about twice as wide as tall) in American English, in UTC, where the data's day is.
  func labels<V: View>(_ view: V) -> [String] {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: "en_US")
    environment.timeZone = TimeZone(identifier: "UTC") ?? .current
    let list = WidgetLayout.displayList(
      for: view, in: CGSize(width: 400, height: 250), environment: environment,
      measurer: FixedAdvanceTextMeasurer(), contentMarginsDisabled: true)
    func strings(_ items: [DisplayItem]) -> [String] {
      items.flatMap { item -> [String] in
        switch item.content {
        case .group(let group): return group.opacity == 0 ? [] : strings(group.children)
        case .text(let text): return [text.string]
        default: return []
        }
      }
    }
    // ICU writes "12 AM" with a narrow no-break space; the article's words have a space.
    return strings(list.items).map { $0.replacingOccurrences(of: "\u{202F}", with: " ") }
  }

  @Test("default axes: y from 0 to 40 labelled every 10, the hours every six with AM or PM")
  func defaultAxes() {
    // "The y-axis represents integers, ranging from 0 to 40, with labels at 0, 10, 20, 30,
    // and 40. The x-axis … with labels every six hours, and AM or PM markers on all the
    // labels."
    let labels = labels(BatteryDefaultAxes())
    #expect(labels == ["0", "10", "20", "30", "40", "12 AM", "6 AM", "12 PM", "6 PM"])
  }

  @Test("chartYScale(domain: [0, 100]) labels 0, 25, 50, 75 and 100")
  func domain() {
    // "ranging from 0 to 100, with labels at 0, 25, 50, 75, and 100".
    let labels = labels(BatteryDefaultAxes().chartYScale(domain: [0, 100]))
    #expect(labels.prefix(5) == ["0", "25", "50", "75", "100"])
  }

  @Test("desiredCount 3 gives 0, 50 and 100; desiredCount 4 gives five values, not fractions")
  func desiredCount() {
    // "For the battery chart, this creates labels at 0, 50, and 100", and "if you request
    // four values in the above example, the framework uses five instead to avoid displaying
    // fractional labels".
    let three = labels(
      BatteryDefaultAxes().chartYScale(domain: [0, 100])
        .chartYAxis { AxisMarks(values: .automatic(desiredCount: 3)) })
    #expect(three.prefix(3) == ["0", "50", "100"])
    #expect(!three.contains("25"))
    let four = labels(
      BatteryDefaultAxes().chartYScale(domain: [0, 100])
        .chartYAxis { AxisMarks(values: .automatic(desiredCount: 4)) })
    #expect(four.prefix(5) == ["0", "25", "50", "75", "100"])
  }

  @Test("the customized axes: 0 %, 50 %, 100 % and the hours every three, AM and PM at 12")
  func customAxes() {
    // "labels at 0, 50, and 100 … labels every three hours, and AM and PM markers at midnight
    // and noon".
    // Foundation on Linux writes `.hour(.defaultDigits(amPM: .omitted))` with two digits
    // ("03"), iOS with one: the format is Foundation's, the values and their places Charts',
    // so a leading zero is set aside here.
    let labels = labels(BatteryCustomAxes()).map {
      $0.count == 2 && $0.hasPrefix("0") && $0.allSatisfy(\.isNumber) ? String($0.dropFirst()) : $0
    }
    #expect(labels == ["0%", "50%", "100%", "12 AM", "3", "6", "9", "12 PM", "3", "6", "9"])
  }
}
