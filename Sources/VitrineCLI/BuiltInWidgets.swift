import ExampleWidgets
import RecommendationsWidget
import WidgetCore

/// The widgets the `vitrine` command knows.
enum BuiltInWidgets {
  static var all: [WidgetDescriptor] {
    ClockWidget().descriptors + RecommendationsWidget().descriptors
  }

  static func named(_ kind: String) throws -> WidgetDescriptor {
    guard let widget = all.first(where: { $0.kind == kind }) else {
      throw UsageError(
        "unknown widget kind '\(kind)' (kinds: \(all.map(\.kind).joined(separator: ", ")))")
    }
    return widget
  }
}
