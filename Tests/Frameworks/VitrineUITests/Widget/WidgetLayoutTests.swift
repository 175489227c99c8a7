import Foundation
import Testing
import VitrineWidgetCore

@testable import VitrineUI

@MainActor
@Suite("WidgetLayout and the widget environment")
struct WidgetLayoutTests {
  @Test("a widget's environment comes from its context")
  func environmentFromContext() {
    let context = TimelineProviderContext(
      family: .systemMedium, colorScheme: .dark, displayScale: 2)
    let environment = EnvironmentValues(widget: context)
    #expect(environment.widgetFamily == .systemMedium)
    #expect(environment.colorScheme == .dark)
    #expect(environment.displayScale == 2)
    #expect(environment.widgetContentMargins == EdgeInsets(.all, 16))
    let lockScreen = EnvironmentValues(widget: TimelineProviderContext(family: .accessoryCircular))
    #expect(lockScreen.widgetContentMargins == EdgeInsets())
  }

  @Test("content is proposed the widget less its margins and centered there")
  func contentMargins() {
    let context = TimelineProviderContext(family: .systemSmall)
    let filled = WidgetLayout.displayList(for: Color.red, context: context, measurer: testMeasurer)
    #expect(filled.size == CGSize(width: 158, height: 158))
    #expect(filled.frame(ofColor: .red) == rect(16, 16, 126, 126))
    let small = WidgetLayout.displayList(
      for: Color.red.frame(width: 20, height: 10), context: context, measurer: testMeasurer)
    #expect(small.frame(ofColor: .red) == rect(69, 74, 20, 10))
  }

  @Test("margins can be disabled, and lock-screen families have none")
  func marginsDisabled() {
    let disabled = WidgetLayout.displayList(
      for: Color.red, context: TimelineProviderContext(family: .systemSmall),
      measurer: testMeasurer, contentMarginsDisabled: true)
    #expect(disabled.frame(ofColor: .red) == rect(0, 0, 158, 158))
    let circular = WidgetLayout.displayList(
      for: Color.red, context: TimelineProviderContext(family: .accessoryCircular),
      measurer: testMeasurer)
    #expect(circular.frame(ofColor: .red) == rect(0, 0, 72, 72))
  }

  @Test("the widget's margins can be read and applied by the view itself")
  func marginsInEnvironment() {
    struct Edge: View {
      @Environment(\.widgetContentMargins) var margins
      var body: some View { Color.red.padding(margins) }
    }
    let list = WidgetLayout.displayList(
      for: Edge(), context: TimelineProviderContext(family: .systemSmall), measurer: testMeasurer,
      contentMarginsDisabled: true)
    #expect(list.frame(ofColor: .red) == rect(16, 16, 126, 126))
  }

  @Test("an AppIntentConfiguration's closure may branch")
  func appIntentConfiguration() throws {
    let descriptor = CounterWidget().descriptors[0]
    let entry = CounterEntry(date: Date(timeIntervalSince1970: 0), count: 0)
    let view = try #require(descriptor.content(entry) as? any View)
    let list = WidgetLayout.displayList(
      for: view, context: TimelineProviderContext(family: .systemSmall), measurer: testMeasurer)
    #expect(list.textItem("Nothing yet") != nil)
  }

  @Test("GeometryProxy reports local and widget frames")
  func geometryProxyFrames() {
    var frames: [CGRect] = []
    let list = layout(
      GeometryReader { proxy in
        Color.red.onAppearRecord(proxy) { frames = $0 }
      }.frame(width: 40, height: 20))
    #expect(list.frame(ofColor: .red) == rect(80, 90, 40, 20))
    #expect(frames == [rect(0, 0, 40, 20), rect(80, 90, 40, 20)])
  }
}

extension View {
  /// Records a proxy's local and global frames while the view is built (tests only).
  fileprivate func onAppearRecord(_ proxy: GeometryProxy, _ record: ([CGRect]) -> Void) -> Self {
    record([proxy.frame(in: .local), proxy.frame(in: .global)])
    return self
  }
}

private struct CounterEntry: TimelineEntry {
  let date: Date
  let count: Int
}

private struct CounterIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Counter"
}

private struct CounterProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> CounterEntry {
    CounterEntry(date: Date(timeIntervalSince1970: 0), count: 0)
  }

  func snapshot(for configuration: CounterIntent, in context: Context) async -> CounterEntry {
    placeholder(in: context)
  }

  func timeline(
    for configuration: CounterIntent, in context: Context
  ) async -> Timeline<
    CounterEntry
  > {
    Timeline(entries: [placeholder(in: context)], policy: .never)
  }
}

private struct CounterWidget: Widget {
  var body: some WidgetConfiguration {
    AppIntentConfiguration(kind: "counter", intent: CounterIntent.self, provider: CounterProvider())
    { entry in
      if entry.count == 0 {
        Text("Nothing yet")
      } else {
        Text("\(entry.count)")
      }
    }
  }
}
