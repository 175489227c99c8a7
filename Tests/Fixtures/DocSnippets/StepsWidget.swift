import SwiftUI
import WidgetKit

// What README.md's StepsWidget snippet uses and does not show: its entry, provider and view
// (DocumentationSnippetsTests compiles the snippet with this file).

struct StepsEntry: TimelineEntry {
  let date: Date
  let steps: Int
}

struct StepsProvider: TimelineProvider {
  func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: Date(), steps: 0) }

  func getSnapshot(in context: Context, completion: @escaping @Sendable (StepsEntry) -> Void) {
    completion(StepsEntry(date: Date(), steps: 4_200))
  }

  func getTimeline(
    in context: Context, completion: @escaping @Sendable (Timeline<StepsEntry>) -> Void
  ) {
    completion(Timeline(entries: [StepsEntry(date: Date(), steps: 4_200)], policy: .atEnd))
  }
}

struct StepsWidgetView: View {
  var entry: StepsEntry

  var body: some View {
    Text("\(entry.steps) steps")
  }
}
