import Foundation
import Testing
import VitrineWidgetCore

@testable import VitrineUI

/// APIs the third round of outside porting trials needed (docs/porting-trials.md: Flipper's
/// `Activity` package, The Big 3), each checked against Apple's documentation.
@MainActor
@Suite("APIs the outside trials needed, round 3")
struct OutsideTrialRound3Tests {
  /// The groups drawn (depth first) with their frames.
  private func groups(_ list: DisplayList) -> [(CGRect, GroupItem)] {
    list.flattenedItems.compactMap {
      if case .group(let group) = $0.content { return ($0.frame, group) }
      return nil
    }
  }

  private func shapes(_ list: DisplayList) -> [(CGRect, ShapeItem)] {
    list.flattenedItems.compactMap {
      if case .shape(let shape) = $0.content { return ($0.frame, shape) }
      return nil
    }
  }

  // "init() — Creates a progress view for showing indeterminate progress, without a label."
  // UIKit's medium activity indicator is 20 × 20 points with 8 spokes.
  @Test("ProgressView() is a 20-point spinner of 8 spokes fading clockwise, no bar")
  func indeterminateSpinner() throws {
    let list = layout(ProgressView())
    let progressBars = list.flattenedItems.filter {
      if case .progress = $0.content { return true }
      return false
    }
    #expect(progressBars.isEmpty)
    let spokes = shapes(list)
    #expect(spokes.count == 8)
    // Each spoke is 2 × 5.5 at the top of the 20-point square centred in 200 × 200: the square
    // runs 90 … 110, the unrotated spoke 99 … 101 across and 90 … 95.5 down.
    for (frame, _) in spokes {
      #expect(isClose(frame, rect(99, 90, 2, 5.5)))
    }
    // One frame of the turn: opacity 1 at 12 o'clock down to 0.3, in steps of 0.1.
    #expect(ActivitySpinner.opacity(ofSpoke: 0) == 1)
    #expect(abs(ActivitySpinner.opacity(ofSpoke: 7) - 0.3) < 1e-12)
    #expect(abs(ActivitySpinner.opacity(ofSpoke: 3) - 0.7) < 1e-12)
    // Spoke i is turned by 45° × i about the square's centre.
    let turned = groups(list).compactMap { $0.1.transform?.rotation.degrees }
    #expect(turned.sorted() == [0, 45, 90, 135, 180, 225, 270, 315])
  }

  // "init(label:) — Creates a progress view for showing indeterminate progress that displays
  // a custom label."
  @Test("ProgressView { label } puts the label under the spinner, 8 points apart")
  func indeterminateWithLabel() throws {
    let list = layout(ProgressView { Text("Wait").font(font10) })
    // Spinner 20 + spacing 8 + one 12-point line = 40, centred: 80 … 120.
    #expect(list.textItem("Wait") != nil)
    let textFrame = try #require(
      list.flattenedItems.first {
        if case .text = $0.content { return true }
        return false
      }?.frame)
    #expect(isClose(textFrame, rect(90, 108, 20, 12)))
    #expect(shapes(list).count == 8)
  }

  // "accentColor(_:) — Sets the accent color for this view and the views it contains."
  // Deprecated: "Use the asset catalog's accent color or View.tint(_:) instead."
  @Test("accentColor(_:) tints the controls inside as tint(_:) does; nil restores the default")
  func accentColorModifier() throws {
    let tinted = layout(ProgressView(value: 0.5).frame(width: 100).accentColor(.red))
    let bar = try #require(
      tinted.flattenedItems.compactMap {
        if case .progress(let item) = $0.content { return item }
        return nil
      }.first)
    #expect(bar.tint == Color.red.resolve(in: .light))
    let plain = layout(ProgressView(value: 0.5).frame(width: 100).accentColor(nil))
    let plainBar = try #require(
      plain.flattenedItems.compactMap {
        if case .progress(let item) = $0.content { return item }
        return nil
      }.first)
    #expect(plainBar.tint == Color.accentColor.resolve(in: .light))
  }

  // "containerRelativeFrame(_:alignment:) — Positions this view within an invisible frame with
  // a size relative to the nearest container." A widget's container is its content area.
  @Test("containerRelativeFrame takes the container's length on its axes, whatever the proposal")
  func containerRelativeFrame() throws {
    // The 200 × 200 test widget has no margins: its content area is the container.
    let whole = layout(
      HStack { Color.red.containerRelativeFrame(.horizontal).frame(height: 10) }
        .frame(width: 50))
    // 200 wide although the stack was offered 50; centred on the 50-point frame at x 75.
    #expect(isClose(shapes(whole).first?.0, rect(0, 95, 200, 10)))
    // Four columns 8 points apart, spanning one: (200 − 8 × 3) / 4 = 44.
    let column = layout(
      Color.red.containerRelativeFrame(.horizontal, count: 4, span: 1, spacing: 8)
        .frame(height: 10))
    #expect(isClose(shapes(column).first?.0, rect(78, 95, 44, 10)))
    // Spanning three: 44 × 3 + 8 × 2 = 148.
    #expect(
      ContainerRelativeFrameLayout.gridLength(container: 200, count: 4, span: 3, spacing: 8)
        == 148)
    // The closure form: half the width, the full height.
    let half = layout(
      Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
        axis == .horizontal ? length / 2 : length
      })
    #expect(isClose(shapes(half).first?.0, rect(50, 0, 100, 200)))
  }

  private struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
      value += nextValue()
    }
  }

  private struct Measuring: View {
    @State var total: CGFloat = -1
    var body: some View {
      VStack {
        Text("total \(Int(total))")
        HStack {
          Color.red.frame(width: 30, height: 10).preference(key: WidthKey.self, value: 30)
          Color.blue.frame(width: 12, height: 10)
            .background(
              GeometryReader { proxy in
                Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
              })
        }
        .onPreferenceChange(WidthKey.self) { total = $0 }
      }
    }
  }

  // "onPreferenceChange(_:perform:) — Adds an action to perform when the specified preference
  // key's value changes"; "reduce(value:nextValue:) — Combines a sequence of values".
  @Test("onPreferenceChange gets the reduced values its content set, GeometryReader's included")
  func preferences() {
    let host = mount(Measuring())
    // 30 set directly, 12 from the reader's proxy: 30 + 12 = 42 (the state starts at −1, which
    // the first frame shows before the action runs).
    #expect(host.texts == ["total 42"])
    // A preference nobody reads changes nothing, and the layout is the content's.
    let list = layout(
      Color.red.frame(width: 30, height: 10).preference(key: WidthKey.self, value: 5))
    #expect(isClose(shapes(list).first?.0, rect(85, 95, 30, 10)))
  }

  private final class ChangeLog {
    var lines: [String] = []
  }

  private struct Counter: View {
    let log: ChangeLog
    @State var count = 0
    var body: some View {
      VStack {
        Button("add") { count += 1 }
        Text("count \(count)")
          .onChange(of: count) { new in log.lines.append("new \(new)") }
          .onChange(of: count, initial: true) { old, new in log.lines.append("\(old)→\(new)") }
          .onChange(of: count) { log.lines.append("changed") }
      }
    }
  }

  // "onChange(of:initial:_:) — Adds a modifier for this view that fires an action when a
  // specific value changes"; "initial: Whether the action should be run when this view
  // initially appears."
  @Test("onChange runs after a frame in which the value changed, with the old and new values")
  func onChange() {
    let log = ChangeLog()
    let host = mount(Counter(log: log))
    _ = host.displayList
    // Only the initial form runs on appearance, with the value twice.
    #expect(log.lines == ["0→0"])
    _ = host.displayList
    #expect(log.lines == ["0→0"])
    host.tap("add")
    _ = host.displayList
    #expect(log.lines == ["0→0", "new 1", "0→1", "changed"])
    // In a widget nothing runs: it is drawn once.
    let widgetLog = ChangeLog()
    _ = layout(Counter(log: widgetLog))
    #expect(widgetLog.lines.isEmpty)
  }

  private struct FamilyReader: View {
    @Environment(\.activityFamily) var family
    var body: some View { Text(family == .medium ? "medium" : "small").font(font10) }
  }

  // "activityFamily — The size family of the current Live Activity": the iPhone's Lock Screen
  // presentation is `medium`; `small` is the Smart Stack's and CarPlay's.
  @Test("activityFamily reads medium unless set")
  func activityFamily() {
    #expect(layout(FamilyReader()).textItem("medium") != nil)
    #expect(
      layout(FamilyReader().environment(\.activityFamily, .small)).textItem("small") != nil)
  }

  // "init(cgColor:) — Creates a color from a Core Graphics color"; "init(gray:alpha:) — Creates
  // a color in the Generic gray color space."
  @Test("Color(cgColor:) keeps a CGColor's components; CGColor holds them within 0 … 1")
  func cgColor() {
    let gray = Color(cgColor: CGColor(gray: 0.8, alpha: 1)).resolve(in: .light)
    #expect(gray.red == 0.8 && gray.green == 0.8 && gray.blue == 0.8 && gray.opacity == 1)
    let clamped = CGColor(red: 2, green: -1, blue: .nan, alpha: 0.5)
    #expect(clamped.components == [1, 0, 0, 0.5])
    #expect(clamped.alpha == 0.5 && clamped.numberOfComponents == 4)
  }

  // "borderless — A button style that doesn't apply a border."
  @Test("the borderless button style draws as iOS's default outside a list")
  func borderless() {
    let style: BorderlessButtonStyle = .borderless
    #expect(style.kind == .automatic)
  }

  // "DragGesture.Value.translation — The total translation from the start of the drag gesture
  // to the current event of the drag gesture."
  @Test("a drag's translation is its location minus its start; attached, it adds no handler")
  func dragGesture() {
    let value = DragGesture.Value(
      time: Date(timeIntervalSince1970: 0), location: CGPoint(x: 130, y: 40),
      startLocation: CGPoint(x: 100, y: 50), predictedEndLocation: CGPoint(x: 180, y: 30))
    // 130 − 100 = 30, 40 − 50 = −10; predicted 180 − 100 = 80, 30 − 50 = −20.
    #expect(value.translation == CGSize(width: 30, height: -10))
    #expect(value.predictedEndTranslation == CGSize(width: 80, height: -20))
    let drag = DragGesture().onChanged { _ in }.onEnded { _ in }
    #expect(drag.minimumDistance == 10)
    let list = layout(Color.red.frame(width: 20, height: 20).gesture(drag))
    #expect(list.interactiveRegions.isEmpty)
  }

  // "init(_:red:green:blue:opacity:) — Creates a constant color from red, green, and blue
  // component values" in a given `Color.RGBColorSpace`.
  @Test("Color(_:red:green:blue:opacity:) converts linear and Display P3 components to sRGB")
  func colorSpaces() {
    let srgb = Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5).resolve(in: .light)
    #expect(srgb.red == 0.2 && srgb.green == 0.4 && srgb.blue == 0.6 && srgb.opacity == 0.5)
    // Linear 0.5 encodes to 1.055 × 0.5^(1/2.4) − 0.055 ≈ 0.7354.
    let linear = Color(.sRGBLinear, white: 0.5).resolve(in: .light)
    #expect(abs(linear.red - 0.7354) < 0.0001)
    // P3's pure red lies outside sRGB: red 1.2249 → held at 1; green −0.0420 and blue −0.0197 →
    // held at 0.
    let p3 = Color(.displayP3, red: 1, green: 0, blue: 0).resolve(in: .light)
    #expect(abs(p3.red - 1) < 1e-9 && p3.green == 0 && p3.blue == 0)
    // P3 white is sRGB white: each row of the matrix sums to 1.
    let white = Color(.displayP3, white: 1).resolve(in: .light)
    #expect(abs(white.red - 1) < 0.001 && abs(white.green - 1) < 0.001)
  }

  // "init(timerInterval:countsDown:label:currentValueLabel:) — Creates a progress view for
  // showing continuous progress as time passes, with descriptive and current progress labels."
  @Test("a timer progress view takes its own current value label in place of the timer text")
  func timerProgressWithLabels() {
    let start = Date(timeIntervalSince1970: 1_000_000)
    var environment = EnvironmentValues()
    environment.now = start.addingTimeInterval(150)
    let list = layout(
      ProgressView(
        timerInterval: start...start.addingTimeInterval(600), countsDown: false,
        label: { Text("Update").font(font10) }, currentValueLabel: { Text("v1.2").font(font10) }
      ).frame(width: 100),
      environment: environment)
    // 150 of 600 s elapsed, counting up: 150 / 600 = 0.25.
    let fractions = list.flattenedItems.compactMap {
      if case .progress(let item) = $0.content { return item.fraction }
      return nil
    }
    #expect(fractions == [0.25])
    #expect(list.textItem("Update") != nil)
    #expect(list.textItem("v1.2") != nil)
    #expect(list.textItem("2:30") == nil)
  }
}
