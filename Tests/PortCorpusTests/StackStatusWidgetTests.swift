import Foundation
import SwiftUI
import Testing
import VitrineSnapshotTesting
import VitrineUI
import WidgetKit

@MainActor
@Suite("Port corpus: main-actor state read from a body", .timeLimit(.minutes(5)))
struct StackStatusWidgetTests {
  let entry = StackStatusEntry(date: Date(timeIntervalSince1970: 0), isReachable: true)

  /// The labels VoiceOver reads, in order.
  func labels(_ view: some View) -> [String] {
    WidgetLayout.displayList(
      for: view, context: TimelineProviderContext(family: .systemSmall),
      measurer: FixedAdvanceTextMeasurer()
    ).accessibilityElements.map(\.label)
  }

  @Test("the helper property, the model's counts and each container are drawn")
  func drawn() {
    // 2 of the store's 3 containers run.
    #expect(
      labels(StackStatusView(entry: entry)) == [
        "Running", "2 of 3 · home-lab", "nginx", "postgres", "redis",
      ])
    #expect(
      labels(StackStatusView(entry: StackStatusEntry(date: entry.date, isReachable: false))).first
        == "Unreachable")
    assertSnapshot(of: StackStatusView(entry: entry), as: .image(widget: .systemSmall))
  }

  @Test("the home screen shows it through its configuration's main-actor content closure")
  func onTheHomeScreen() async throws {
    let home = try CorpusHome(StackStatusWidget().descriptors)
    let view = try await home.view(kind: "stack-status", family: .systemSmall)
    #expect(labels(view).prefix(2) == ["Running", "2 of 3 · home-lab"])
  }
}
