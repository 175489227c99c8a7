import SwiftUI
import WidgetKit

// The widget README.md's snapshot-test and command-line snippets name (`MyWidgetView`,
// `.sample`, `MyWidgetBundle`) without showing it (DocumentationSnippetsTests compiles those
// snippets with this file).

struct MyEntry: TimelineEntry {
  let date: Date
  let title: String

  static let sample = MyEntry(date: Date(timeIntervalSince1970: 0), title: "Sample")
}

struct MyProvider: TimelineProvider {
  func placeholder(in context: Context) -> MyEntry { .sample }

  func getSnapshot(in context: Context, completion: @escaping @Sendable (MyEntry) -> Void) {
    completion(.sample)
  }

  func getTimeline(
    in context: Context, completion: @escaping @Sendable (Timeline<MyEntry>) -> Void
  ) {
    completion(Timeline(entries: [.sample], policy: .never))
  }
}

struct MyWidgetView: View {
  var entry: MyEntry

  var body: some View {
    Text(entry.title)
  }
}

struct MyWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "MyWidget", provider: MyProvider()) { entry in
      MyWidgetView(entry: entry)
    }
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}

struct MyWidgetBundle: WidgetBundle {
  var body: some Widget {
    MyWidget()
  }
}
