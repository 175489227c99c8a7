// A bundle whose only widget is written for iOS behind `#if os(iOS)`: on Linux the condition
// is false, the widget compiles out and the bundle is empty. Its command line must say so.
import SwiftUI
import WidgetKit

#if os(iOS)
  struct PhoneOnlyProvider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {
      completion(SimpleEntry(date: Date()))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
      completion(Timeline(entries: [SimpleEntry(date: Date())], policy: .never))
    }
  }

  struct SimpleEntry: TimelineEntry {
    let date: Date
  }

  struct PhoneOnlyWidget: Widget {
    var body: some WidgetConfiguration {
      StaticConfiguration(kind: "PhoneOnly", provider: PhoneOnlyProvider()) { _ in
        Text("iPhone")
      }
    }
  }
#endif

@main
struct EmptyWidgets: WidgetBundle {
  var body: some Widget {
    #if os(iOS)
      PhoneOnlyWidget()
    #endif
  }
}
