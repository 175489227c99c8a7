import Foundation
import Testing
import VitrineWidgetCore

private struct DayEntry: TimelineEntry {
  let date: Date
}

private struct DayProvider: TimelineProvider {
  func placeholder(in context: Context) -> DayEntry { DayEntry(date: .distantPast) }
  func getSnapshot(in context: Context, completion: @escaping (DayEntry) -> Void) {
    completion(DayEntry(date: .distantPast))
  }
  func getTimeline(in context: Context, completion: @escaping (Timeline<DayEntry>) -> Void) {
    completion(Timeline(entries: [DayEntry(date: .distantPast)], policy: .never))
  }
}

private struct NamedWidget: Widget {
  let kind: String
  init() { kind = "unnamed" }
  init(kind: String) { self.kind = kind }
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: DayProvider()) { entry in "\(entry.date)" }
  }
}

/// A bundle as widget extensions write it: one widget always, one behind an availability check,
/// one behind a condition that is false, and an `if`/`else`.
private struct ConditionalBundle: WidgetBundle {
  static let showsBeta = false
  var body: some Widget {
    NamedWidget(kind: "always")
    if #available(iOS 17.0, *) {
      NamedWidget(kind: "available")
    }
    if Self.showsBeta {
      NamedWidget(kind: "beta")
    }
    if Self.showsBeta {
      NamedWidget(kind: "then")
    } else {
      NamedWidget(kind: "otherwise")
    }
  }
}

// WidgetBundleBuilder: "buildOptional(_:)", "buildLimitedAvailability(_:)", "buildEither(first:)",
// "buildEither(second:)" — a bundle's body may list widgets conditionally.
@MainActor
@Suite("WidgetBundleBuilder conditionals")
struct WidgetBundleConditionalTests {
  @Test("if #available lists its widget; a false if lists none; if/else lists one branch")
  func conditionalMembers() {
    let kinds = ConditionalBundle().descriptors.map(\.kind)
    #expect(kinds == ["always", "available", "otherwise"])
  }
}
