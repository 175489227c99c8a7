import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("showsWidgetLabel and scaled metrics")
struct ShowsWidgetLabelAndScaledMetricTests {
  @Test("on the iPhone, showsWidgetLabel is false unless a view sets it")
  func showsWidgetLabel() {
    #expect(EnvironmentValues().showsWidgetLabel == false)
    struct Probe: View {
      @Environment(\.showsWidgetLabel) var shows
      var body: some View { Text(shows ? "label shown" : "label hidden").font(font10) }
    }
    #expect(layout(Probe()).textItem("label hidden") != nil)
    #expect(layout(Probe().environment(\.showsWidgetLabel, true)).textItem("label shown") != nil)
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
