import Foundation
import Testing
import VitrineWidgetCore

@testable import VitrineUI

@MainActor
@Suite("Widget modifiers: accent group, labels, invalidatable content, transitions")
struct WidgetModifiersTests {
  /// `view` laid out as a widget of `family` on the standard iPhone.
  func widget<V: View>(_ view: V, _ family: WidgetFamily = .systemSmall) -> DisplayList {
    WidgetLayout.displayList(
      for: view, context: TimelineProviderContext(family: family), measurer: testMeasurer)
  }

  @Test("widgetAccentable wraps the view's items in a group marked for the accent group")
  func accentable() throws {
    let list = widget(
      VStack {
        Text("A").widgetAccentable()
        Text("B").widgetAccentable(false)
        Text("C")
      })
    let groups = list.items.compactMap { item -> Bool?? in
      if case .group(let group) = item.content { return group.widgetAccentable }
      return nil
    }
    #expect(groups == [true, false])
    #expect(list.items.count == 3)
    #expect(list.dump().contains("group widgetAccentable=true"))
  }

  @Test("an image's accented rendering mode is a group flag; nil adds nothing")
  func imageAccentedMode() {
    let list = widget(
      VStack {
        Image(systemName: "star.fill").widgetAccentedRenderingMode(.desaturated)
        Image(systemName: "moon.fill").widgetAccentedRenderingMode(nil)
      })
    #expect(list.dump().contains("group widgetAccentedRenderingMode=desaturated"))
    #expect(list.items.count == 2)
    if case .group = list.items[1].content { Issue.record("nil should not wrap the image") }
  }

  @Test("widgetLabel records its text, from a string or from a label view's text")
  func labels() {
    let fromString = widget(Text("72").widgetLabel("Heart"), .accessoryCircular)
    #expect(fromString.widgetAnnotations.map(\.kind) == [.label("Heart")])
    let fromView = widget(
      Text("72").widgetLabel {
        HStack {
          Text("Heart")
          Text("rate")
        }
      }, .accessoryCircular)
    #expect(fromView.widgetAnnotations.map(\.kind) == [.label("Heart rate")])
    // Only the number is drawn: iPhone's Lock Screen shows no label.
    #expect(fromView.items.count == 1)
  }

  @Test("invalidatableContent and contentTransition are recorded with the view's frame")
  func invalidatableAndTransition() {
    let list = widget(
      VStack(spacing: 0) {
        Text("12").frame(width: 40, height: 20).invalidatableContent()
          .contentTransition(.numericText(countsDown: true))
        Text("off").invalidatableContent(false)
      })
    #expect(
      list.widgetAnnotations.map(\.kind) == [
        .invalidatableContent, .contentTransition(.numericText(countsDown: true)),
      ])
    // The 40×20 frame sits above the 20.4-point line of "off" (17-point body text, lines 1.2
    // × size), the pair centered in the 126-point content area: y = 16 + (126 − 40.4) / 2 =
    // 58.8, x = 16 + (126 − 40) / 2 = 59.
    #expect(isClose(list.widgetAnnotations.first?.frame, rect(59, 58.8, 40, 20)))
    #expect(list.dump().contains("contentTransition numericText(countsDown)"))
  }

  @Test("invalidated content is faded to 40% while the reason is set, and only then")
  func invalidatedIsFaded() {
    let view = VStack {
      Text("12").invalidatableContent()
      Text("steady")
    }
    let normal = widget(view)
    #expect(!normal.dump().contains("opacity="))
    let pending = widget(view.redacted(reason: .invalidated))
    #expect(pending.dump().contains("group opacity=0.4"))
    // Only the marked text is faded: one group, holding "12".
    #expect(pending.dump().components(separatedBy: "opacity=").count == 2)
  }

  @Test("materials fill with their tint and ask for a blur of what is behind")
  func materials() throws {
    let list = widget(Rectangle().fill(.ultraThinMaterial).frame(width: 20, height: 20))
    guard case .shape(let shape) = list.items.first?.content else {
      Issue.record("no shape")
      return
    }
    #expect(shape.backdropBlurRadius == 10)
    #expect(shape.paint == .color(ResolvedColor(red: 0.97, green: 0.97, blue: 0.98, opacity: 0.35)))
    let bar = widget(Color.clear.background(.bar))
    #expect(bar.dump().contains("backdropBlur=15"))
    // A stroke is drawn with the tint alone.
    let stroked = widget(Circle().stroke(Material.thick, lineWidth: 2))
    #expect(!stroked.dump().contains("backdropBlur"))
  }
}

@MainActor
@Suite("ContainerRelativeShape")
struct ContainerRelativeShapeTests {
  func outline(of list: DisplayList, at index: Int = 0) -> ShapeOutline? {
    if case .shape(let shape) = list.items[index].content { return shape.outline }
    return nil
  }

  @Test("inside the content margins a small widget's shape has 22 − 16 = 6-point corners")
  func concentricWithMargins() {
    let list = WidgetLayout.displayList(
      for: ContainerRelativeShape().fill(.red),
      context: TimelineProviderContext(family: .systemSmall), measurer: testMeasurer)
    #expect(outline(of: list) == .roundedRectangle(cornerRadius: 6, style: .continuous))
  }

  @Test("edge to edge it has the widget's 22-point corners; 30 points in, square ones")
  func edgeAndDeepInset() {
    let context = TimelineProviderContext(family: .systemMedium)
    let edge = WidgetLayout.displayList(
      for: ContainerRelativeShape().fill(.red), context: context, measurer: testMeasurer,
      contentMarginsDisabled: true)
    #expect(outline(of: edge) == .roundedRectangle(cornerRadius: 22, style: .continuous))
    let deep = WidgetLayout.displayList(
      for: ContainerRelativeShape().fill(.red).padding(30), context: context,
      measurer: testMeasurer, contentMarginsDisabled: true)
    // max(22 − 30, 0) = 0.
    #expect(outline(of: deep) == .roundedRectangle(cornerRadius: 0, style: .continuous))
  }

  @Test("the nearest edge decides: 4 points from the top edge gives 22 − 4 = 18")
  func nearestEdge() {
    let list = WidgetLayout.displayList(
      for: VStack {
        ContainerRelativeShape().fill(.red).frame(width: 40, height: 40)
        Spacer()
      }.padding(.top, 4), context: TimelineProviderContext(family: .systemLarge),
      measurer: testMeasurer, contentMarginsDisabled: true)
    #expect(outline(of: list) == .roundedRectangle(cornerRadius: 18, style: .continuous))
  }

  @Test("clips and backgrounds follow it too; circular widgets get a circle")
  func clipsAndFamilies() {
    let clipped = WidgetLayout.displayList(
      for: Color.red.clipShape(ContainerRelativeShape()),
      context: TimelineProviderContext(family: .systemSmall), measurer: testMeasurer)
    #expect(clipped.dump().contains("roundedRectangle(6, continuous)"))
    let circular = WidgetLayout.displayList(
      for: ContainerRelativeShape().fill(.red),
      context: TimelineProviderContext(family: .accessoryCircular), measurer: testMeasurer)
    #expect(outline(of: circular) == .circle)
    let rectangular = WidgetLayout.displayList(
      for: ContainerRelativeShape().fill(.red),
      context: TimelineProviderContext(family: .accessoryRectangular), measurer: testMeasurer)
    #expect(outline(of: rectangular) == .roundedRectangle(cornerRadius: 10, style: .continuous))
  }

  @Test("with no container (an app's view) it is the view's rectangle")
  func noContainer() {
    let path = ContainerRelativeShape().path(in: rect(0, 0, 10, 20))
    #expect(path.boundingRect == rect(0, 0, 10, 20))
  }
}
