import AppIntents
import Foundation
import SwiftUI
import Testing
import VitrineSnapshotTesting
import WidgetKit

/// The hydration widget: plain-array options, summaries with values in place and parameters
/// after the sentence, and an intent that returns a value.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct WaterIntakeWidgetTests {
  @Test func plainArrayOptionsAreShownAsTheirText() async throws {
    let parameter = try #require(WaterGoalIntent.descriptor.parameters.first)
    let options = try #require(try await parameter.options())
    #expect(options.allItems.map(\.identifier) == ["6", "8", "10", "12"])
    #expect(options.allItems.map(\.title) == ["6", "8", "10", "12"])
    await #expect(throws: IntentConfigurationError.self) {
      try await WaterGoalIntent.descriptor.validate(["glasses": "7"])
    }
  }

  @Test func theSummaryReadsValuesAndCaseTitles() {
    let intent = WaterGoalIntent(values: ["glasses": "10", "drink": "tea"])
    #expect(intent.parameterSummaryText == "Drink 10 glasses of Tea")
    // Defaults read as values too: 8 glasses of water.
    #expect(WaterGoalIntent().parameterSummaryText == "Drink 8 glasses of Water")
    #expect(LogGlassIntent().parameterSummaryText == "Log a glass")
    #expect(LogGlassIntent.parameterSummary.parameterKeys == ["glassesSoFar"])
  }

  @Test func anIntentWithoutASummaryHasNone() {
    #expect(IncrementTallyIntent().parameterSummaryText == nil)
  }

  @Test func theButtonsIntentReturnsTheNewTotal() async throws {
    let result = try await LogGlassIntent(glassesSoFar: 5).perform()
    // 5 glasses logged before, one more now.
    #expect(result.value == 6)
  }

  @Test func rendersTheConfiguredGoal() async throws {
    let home = try CorpusHome(WaterIntakeWidget().descriptors)
    let view = try await home.view(
      kind: "WaterIntake", family: .systemSmall, configuration: ["glasses": "10", "drink": "tea"])
    assertSnapshot(of: view, as: .image(widget: .systemSmall))
  }
}
