import AppIntents
import SwiftUI
import WidgetKit

// A hydration widget: the daily goal is picked from options a provider returns as a plain
// array, the intent reads as a sentence in Shortcuts, and the button's intent returns the new
// total.

struct GlassSizeOptionsProvider: DynamicOptionsProvider {
  func results() async throws -> [Int] {
    [6, 8, 10, 12]
  }

  func defaultResult() async -> Int? {
    8
  }
}

enum DrinkKind: String, AppEnum {
  case water, tea

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"
  static let caseDisplayRepresentations: [DrinkKind: DisplayRepresentation] = [
    .water: "Water",
    .tea: "Tea",
  ]
}

struct WaterGoalIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Daily Goal"

  @Parameter(title: "Glasses", default: 8, optionsProvider: GlassSizeOptionsProvider())
  var glasses: Int

  @Parameter(title: "Drink", default: .water)
  var drink: DrinkKind

  static var parameterSummary: some ParameterSummary {
    Summary("Drink \(\.$glasses) glasses of \(\.$drink)")
  }
}

struct LogGlassIntent: AppIntent {
  static let title: LocalizedStringResource = "Log a Glass"

  @Parameter(title: "Glasses So Far", default: 0)
  var glassesSoFar: Int

  init() {}

  init(glassesSoFar: Int) {
    self.glassesSoFar = glassesSoFar
  }

  static var parameterSummary: some ParameterSummary {
    Summary("Log a glass") {
      \.$glassesSoFar
    }
  }

  func perform() async throws -> some IntentResult & ReturnsValue<Int> {
    return .result(value: glassesSoFar + 1)
  }
}

struct WaterEntry: TimelineEntry {
  let date: Date
  let glasses: Int
  let goal: Int
  let drink: DrinkKind
}

struct WaterProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> WaterEntry {
    WaterEntry(date: Date(), glasses: 0, goal: 8, drink: .water)
  }

  func snapshot(for configuration: WaterGoalIntent, in context: Context) async -> WaterEntry {
    WaterEntry(date: Date(), glasses: 3, goal: configuration.glasses, drink: configuration.drink)
  }

  func timeline(
    for configuration: WaterGoalIntent, in context: Context
  ) async -> Timeline<
    WaterEntry
  > {
    let entry = WaterEntry(
      date: Date(), glasses: 5, goal: configuration.glasses, drink: configuration.drink)
    return Timeline(entries: [entry], policy: .never)
  }
}

struct WaterIntakeView: View {
  var entry: WaterEntry

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Label(entry.drink == .water ? "Water" : "Tea", systemImage: "drop.fill")
        .font(.headline)
        .foregroundStyle(.blue)
      Text("\(entry.glasses) of \(entry.goal)")
        .font(.system(size: 28, weight: .bold, design: .rounded))
      ProgressView(value: Double(entry.glasses), total: Double(entry.goal))
        .tint(.blue)
      Spacer()
      Button(intent: LogGlassIntent(glassesSoFar: entry.glasses)) {
        Text("Log a Glass")
          .font(.caption)
      }
    }
  }
}

struct WaterIntakeWidget: Widget {
  var body: some WidgetConfiguration {
    AppIntentConfiguration(
      kind: "WaterIntake", intent: WaterGoalIntent.self, provider: WaterProvider()
    ) { entry in
      WaterIntakeView(entry: entry)
        .containerBackground(.fill.tertiary, for: .widget)
    }
    .configurationDisplayName("Water")
    .supportedFamilies([.systemSmall])
  }
}

extension WaterGoalIntent {
  fileprivate static var teaGoal: WaterGoalIntent {
    let intent = WaterGoalIntent()
    intent.glasses = 6
    intent.drink = .tea
    return intent
  }
}

#Preview("Tea goal", as: .systemSmall, using: WaterGoalIntent.teaGoal) {
  WaterIntakeWidget()
} timelineProvider: {
  WaterProvider()
}
