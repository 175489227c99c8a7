import Foundation
import VitrineUI

/// The colours series get in turn when nothing else is said, as iOS's Charts gives them:
/// blue, green, orange, purple, red, cyan, yellow, then brown, pink, mint, indigo and teal,
/// then again from blue. A chart of one series is blue.
enum ChartPalette {
  static let colors: [Color] = [
    .blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .mint, .indigo, .teal,
  ]

  /// The colour of series number `index`.
  static func color(_ index: Int) -> Color { colors[index % colors.count] }

  /// A series' name as the legend shows it and as scales match it.
  static func name<P: Plottable>(of value: P) -> String {
    name(of: value.primitivePlottable.chartValue)
  }

  /// A plotted value's plain name.
  static func name(of value: ChartValue) -> String {
    switch value {
    case .category(let name): return name
    case .number(let number):
      return number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    case .date(let date): return ISO8601DateFormatter().string(from: date)
    }
  }
}
