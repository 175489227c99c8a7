import Foundation
import Testing

@testable import VitrineWidgetCore

enum TestDrink: String, AppEnum {
  case water, tea
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"
  static let caseDisplayRepresentations: [TestDrink: DisplayRepresentation] = [
    .water: "Water", .tea: "Tea",
  ]
}

struct LogDrinkIntent: AppIntent {
  static let title: LocalizedStringResource = "Log Drink"

  @Parameter(title: "Drink", default: .water)
  var drink: TestDrink

  @Parameter(title: "Glasses", default: 1)
  var glasses: Int

  init() {}

  func perform() async throws -> EmptyIntentResult { .result() }

  static var parameterSummary: some ParameterSummary {
    Switch(\.$drink) {
      Case(TestDrink.tea) { Summary("Log \(\.$glasses) cups of tea") }
      DefaultCase { Summary("Log \(\.$glasses) glasses") }
    }
  }
}

struct DrinkEntry: TimelineEntry {
  let date: Date
}

struct DrinkShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: LogDrinkIntent(), phrases: ["Log a drink in \(.applicationName)", "Drink up"],
      shortTitle: "Log Drink", systemImageName: "drop.fill")
  }
}

@Suite("AppIntents: Switch summaries, shortcuts, placement modifiers")
struct AppIntentsAdditionsTests {
  @Test("Switch picks the case equal to the parameter, else the default case")
  func switchSummary() {
    let intent = LogDrinkIntent()
    intent.glasses = 3
    #expect(LogDrinkIntent.parameterSummary.text(for: intent) == "Log 3 glasses")
    intent.drink = .tea
    #expect(LogDrinkIntent.parameterSummary.text(for: intent) == "Log 3 cups of tea")
    #expect(LogDrinkIntent.parameterSummary.parameterKeys == ["drink", "glasses"])
  }

  @Test("shortcut phrases put the app's name where the template says")
  func shortcuts() {
    let shortcut = DrinkShortcuts.appShortcuts[0]
    #expect(DrinkShortcuts.appShortcuts.count == 1)
    #expect(shortcut.intentType == "LogDrinkIntent")
    #expect(
      shortcut.phrases(applicationName: "Hydrate") == ["Log a drink in Hydrate", "Drink up"])
    let phrase: AppShortcutPhrase<LogDrinkIntent> = "Drink up"
    #expect(!phrase.namesApplication)
  }

  @Test("containerBackgroundRemovable and disfavoredLocations are kept on the descriptor")
  func placementModifiers() {
    let provider = AnyTimelineProvider(
      placeholder: { _ in DrinkEntry(date: .distantPast) },
      snapshot: { _, _, done in done(DrinkEntry(date: .distantPast)) },
      timeline: { _, _, _ in })
    let base = WidgetDescriptor(kind: "drinks", provider: provider, content: { _ in nil })
    #expect(base.containerBackgroundRemovable)
    let kept = base.containerBackgroundRemovable(false)
      .disfavoredLocations([.standBy, .lockScreen], for: [.systemSmall])
      .disfavoredLocations([.standBy], for: [.systemSmall, .systemMedium])
    #expect(!kept.containerBackgroundRemovable)
    #expect(kept.disfavoredLocations[.standBy] == [.systemSmall, .systemMedium])
    #expect(kept.isDisfavored(in: .lockScreen, family: .systemSmall))
    #expect(!kept.isDisfavored(in: .homeScreen, family: .systemSmall))
  }
}

@Suite("TimelineProviderContext.environmentVariants")
struct EnvironmentVariantsTests {
  @Test("a Home Screen widget varies in appearance and background, a Lock Screen one in dimming")
  func variants() {
    let small = TimelineProviderContext(family: .systemSmall)
    #expect(small.environmentVariants.colorScheme == [.light, .dark])
    #expect(small.environmentVariants.showsWidgetContainerBackground == [true, false])
    #expect(small.environmentVariants.isLuminanceReduced == nil)
    #expect(small.environmentVariants.displayScale == [small.displayScale])
    let circular = TimelineProviderContext(family: .accessoryCircular)
    #expect(circular.environmentVariants.isLuminanceReduced == [false, true])
    #expect(circular.environmentVariants.showsWidgetContainerBackground == nil)
  }
}
