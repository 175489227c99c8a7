import Foundation
import Testing
import VitrineWidgetCore

@testable import VitrineUI

/// A Live Activity's "next word" button, as the trials' vocabulary activity has one.
private struct NextWordIntent: LiveActivityIntent {
  static let title: LocalizedStringResource = "Next word"
  nonisolated(unsafe) static var performed = 0
  func perform() async throws -> some IntentResult {
    Self.performed += 1
    return .result()
  }
}

/// APIs the outside porting trials (docs/porting-trials.md) needed, each checked against what
/// Apple's documentation says it does.
@MainActor
@Suite("APIs the outside trials needed")
struct OutsideTrialAPITests {
  private func shapes(_ list: DisplayList) -> [(CGRect, ShapeItem)] {
    list.flattenedItems.compactMap {
      if case .shape(let shape) = $0.content { return ($0.frame, shape) }
      return nil
    }
  }

  private func textFrames(_ list: DisplayList) -> [CGRect] {
    list.flattenedItems.compactMap {
      if case .text = $0.content { return $0.frame }
      return nil
    }
  }

  private func texts(_ list: DisplayList) -> [TextItem] {
    list.flattenedItems.compactMap {
      if case .text(let text) = $0.content { return text }
      return nil
    }
  }

  // "LiveActivityIntent — An App Intent that starts, pauses, or otherwise modifies a Live
  // Activity." Buttons in a Live Activity take one as they take any intent.
  @Test("a LiveActivityIntent is an AppIntent a button records and the host performs")
  func liveActivityIntent() async throws {
    let list = layout(Button(intent: NextWordIntent()) { Text("Next") })
    guard case .intent(let intent) = try #require(list.interactiveRegions.first).action else {
      Issue.record("expected an intent")
      return
    }
    #expect(intent is NextWordIntent)
    _ = try await intent.perform()
    #expect(NextWordIntent.performed == 1)
  }

  // "background(ignoresSafeAreaEdges:) — Sets the view's background to the default background
  // style."
  @Test("background() with no style fills the view's frame with the background style")
  func defaultBackground() throws {
    let list = layout(Text("Hi").font(.system(size: 10)).frame(width: 60, height: 20).background())
    let (frame, shape) = try #require(shapes(list).first)
    #expect(frame == rect(70, 90, 60, 20))
    #expect(shape.paint == .color(Color.white.resolve(in: .light)))
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    let night = layout(Color.clear.frame(width: 10, height: 10).background(), environment: dark)
    #expect(shapes(night).first?.1.paint == .color(Color.black.resolve(in: .dark)))
  }

  // "strikethrough(_:pattern:color:) — Applies a strikethrough to the text in this view."
  @Test("View.strikethrough and underline reach every text inside, a text's own line wins")
  func viewLevelLines() throws {
    let view = VStack {
      Text("a")
      Text("b").strikethrough(color: .red)
    }
    .lineLimit(1)
    .strikethrough(true, pattern: .solid, color: .primary)
    .underline(true, pattern: .dash)
    let fonts = texts(layout(view.font(.system(size: 10)))).map(\.font)
    #expect(fonts.map(\.isStrikethrough) == [true, true])
    #expect(fonts.map(\.isUnderlined) == [true, true])
    #expect(fonts[0].strikethroughColor == Color.primary.resolve(in: .light))
    #expect(fonts[1].strikethroughColor == Color.red.resolve(in: .light))
    // Inactive: no line at all.
    let plain = texts(layout(Text("c").lineLimit(1).strikethrough(false, pattern: .dot)))
    #expect(plain.first?.font.isStrikethrough == false)
    // Text's own form with a pattern, as in iOS 16.
    let own = texts(layout(Text("d").strikethrough(true, pattern: .dashDot, color: .blue)))
    #expect(own.first?.font.strikethroughColor == Color.blue.resolve(in: .light))
    #expect(Text.LineStyle.single == Text.LineStyle(pattern: .solid, color: nil))
  }

  // "RectangleCornerRadii — Describes the corner radius values of a rounded rectangle with
  // uneven corners."
  @Test("Path(roundedRect:cornerRadii:) rounds only the corners given, each clamped")
  func unevenCorners() {
    let path = Path(
      roundedRect: rect(0, 0, 40, 20), cornerRadii: RectangleCornerRadii(topLeading: 10))
    #expect(path.boundingRect == rect(0, 0, 40, 20))
    // The top-left corner is cut; the other three are square.
    #expect(!path.contains(CGPoint(x: 1, y: 1)))
    #expect(path.contains(CGPoint(x: 39, y: 1)))
    #expect(path.contains(CGPoint(x: 39, y: 19)))
    #expect(path.contains(CGPoint(x: 1, y: 19)))
    // A radius larger than half the shorter side is limited to it (10 here).
    let big = Path(
      roundedRect: rect(0, 0, 40, 20), cornerRadii: RectangleCornerRadii(bottomTrailing: 50))
    #expect(!big.contains(CGPoint(x: 39, y: 19)))
    #expect(big.contains(CGPoint(x: 30, y: 10)))
    let shape = UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 4)
    #expect(shape.inset(by: 2).path(in: rect(0, 0, 20, 20)).boundingRect == rect(2, 2, 16, 16))
  }

  // "ContainerRelativeShape … InsettableShape"
  @Test("ContainerRelativeShape().inset(by:) stays concentric with the widget's corners")
  func insetContainerShape() throws {
    let list = WidgetLayout.displayList(
      for: ContainerRelativeShape().inset(by: 4).fill(.red),
      context: TimelineProviderContext(family: .systemSmall), measurer: testMeasurer,
      contentMarginsDisabled: true)
    let item = try #require(list.items.first)
    guard case .shape(let shape) = item.content, case .path(let path) = shape.outline else {
      Issue.record("expected the inset shape as a path: \(list.dump())")
      return
    }
    // Edge to edge the container's corners are 22 points; 4 points in, 22 − 4 = 18.
    #expect(path.boundingRect == rect(4, 4, item.frame.width - 8, item.frame.height - 8))
    #expect(path == Path(roundedRect: path.boundingRect, cornerRadius: 18, style: .continuous))
  }

  // "onGeometryChange(for:of:action:) — Adds an action to be performed when a value, created
  // from a geometry proxy, changes."
  @Test("onGeometryChange lays out as its content and hands the geometry value on")
  func geometryChange() {
    let list = layout(
      Color.red.frame(width: 30, height: 10)
        .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { _ in })
    #expect(shapes(list).map(\.0).contains(rect(85, 95, 30, 10)))
  }

  struct Measured: View {
    @State var width: CGFloat = 0
    var body: some View {
      VStack {
        Text("width \(Int(width))")
        Color.red.frame(width: 30, height: 10)
          .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width = $0 }
      }
    }
  }

  // SwiftUI calls the action with the first value once the view appears (iOS 16's form gets
  // the new value; iOS 18's gets the old and new value, equal on that first call).
  @Test("in an app, the action gets the value once the view has appeared")
  func geometryChangeInAnApp() {
    let host = mount(Measured())
    // The first frame reads 0; its action runs once it is placed and sets 30, which the host
    // draws at once (without the action the text would stay "width 0").
    #expect(host.texts == ["width 30"])
    _ = host.displayList
    #expect(host.texts == ["width 30"])
  }

  // "lineLimit(_:reservesSpace:) — Sets to a closed range the number of lines that text can
  // occupy in this view … reservesSpace: Whether text reserves space so that it always
  // occupies the height required to display the specified number of lines."
  @Test("lineLimit(_:reservesSpace:) makes one line of text as tall as the limit's lines")
  func reservedLines() throws {
    let font = Font.system(size: 10)
    let one = try #require(textFrames(layout(Text("One").font(font).lineLimit(1))).first)
    let reserved = layout(
      VStack(spacing: 0) {
        Text("One").font(font).lineLimit(3, reservesSpace: true)
        Color.red.frame(width: 10, height: 10)
      }.frame(maxHeight: .infinity, alignment: .top))
    let text = try #require(textFrames(reserved).first)
    let red = try #require(shapes(reserved).first)
    // The text keeps its one line at the top; the square starts three lines further down.
    #expect(text.height == one.height)
    #expect(abs(red.0.minY - text.minY - 3 * one.height) < 0.5)
    // Without reserving, the square follows the one line.
    let plain = layout(
      VStack(spacing: 0) {
        Text("One").font(font).lineLimit(3, reservesSpace: false)
        Color.red.frame(width: 10, height: 10)
      }.frame(maxHeight: .infinity, alignment: .top))
    #expect(abs(try #require(shapes(plain).first).0.minY - one.height) < 0.5)
  }

  // "Canvas — A view type that supports immediate mode drawing … GraphicsContext.fill(_:with:
  // style:) Draws a path into the context and fills the outlined region."
  @Test("a Canvas takes the space offered and draws what its renderer fills and strokes")
  func canvas() {
    let list = layout(
      Canvas { context, size in
        context.fill(
          Path(CGRect(x: 0, y: 0, width: size.width / 2, height: 10)), with: .color(.green))
        var moved = context
        moved.translateBy(x: 5, y: 20)
        moved.opacity = 0.5
        moved.stroke(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
      }.frame(width: 100, height: 60))
    let drawn = shapes(list)
    #expect(drawn.count == 2)
    let fill = drawn[0].1
    #expect(fill.paint == .color(Color.green.resolve(in: .light)))
    if case .path(let path) = fill.outline {
      #expect(path.boundingRect == rect(0, 0, 50, 10))
    } else {
      Issue.record("expected a path: \(fill.outline)")
    }
    #expect(drawn[1].1.stroke == StrokeStyle(lineWidth: 1))
    if case .path(let path) = drawn[1].1.outline {
      #expect(path.boundingRect == rect(5, 20, 10, 10))
    }
    #expect(list.dump().contains("opacity"))
  }
}
