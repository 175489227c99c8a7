import Foundation
import Testing

@testable import VitrineUI

@Suite("Widget labels, content transitions and scaled metrics")
struct WidgetLabelAndTransitionTests {
  @Test("on the iPhone, showsWidgetLabel is false and a widget label draws nothing")
  func labelHiddenByDefault() {
    #expect(EnvironmentValues().showsWidgetLabel == false)
    let list = layout(Text("12").font(font10).widgetLabel { Text("Days").font(font10) })
    #expect(list.textItem("12") != nil)
    #expect(list.textItem("Days") == nil)
  }

  @Test("where labels are shown, the label sits below the content")
  func labelShown() {
    let list = layout(
      Text("12").font(font10).widgetLabel("Days")
        .environment(\.showsWidgetLabel, true))
    let value = list.frame(ofText: "12")
    let label = list.frame(ofText: "Days")
    #expect(value != nil && label != nil)
    // The label is set in caption2 under the value, 2 points apart.
    #expect((label?.minY ?? 0) >= (value?.maxY ?? .infinity) + 2 - 0.001)
  }

  @Test("contentTransition(_:) sets the environment's transition for the content")
  func contentTransition() {
    #expect(EnvironmentValues().contentTransition == .identity)
    struct Probe: View {
      @Environment(\.contentTransition) var transition
      var body: some View { Text(transition.description).font(font10) }
    }
    let list = layout(Probe().contentTransition(.numericText(countsDown: true)))
    #expect(list.textItem("numericText(countsDown: true)") != nil)
    #expect(ContentTransition.opacity != ContentTransition.interpolate)
  }

  @Test("a scaled metric is its base value at the default text size")
  func scaledMetric() {
    struct Row: View {
      @ScaledMetric(relativeTo: .caption) var side = 24.0
      var body: some View { Color.red.frame(width: side, height: side) }
    }
    #expect(ScaledMetric(wrappedValue: 8.0).wrappedValue == 8)
    #expect(ScaledMetric(wrappedValue: 8.0, relativeTo: .title).relativeTextStyle == .title)
    #expect(layout(Row()).frame(ofColor: .red)?.size == CGSize(width: 24, height: 24))
  }
}
