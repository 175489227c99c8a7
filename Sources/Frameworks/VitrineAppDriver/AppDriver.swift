import Foundation
import VitrineRendering
import VitrineUI
import VitrineWidgetCore

/// Drives an app screen in process, the way XCUITest drives one on a device: mount a view or
/// an app on a screen, find elements by accessibility label or text, tap, long-press,
/// scroll, pick context-menu items, and read back the display list, the accessibility tree
/// and the pixels.
///
/// ```swift
/// let app = try AppDriver(app: VitrineApp(), screen: .standard)
/// try app.tap("Drama")
/// #expect(app.labels.contains("Brother"))
/// ```
///
/// Text is measured with the renderer's fonts (or the fixed-advance measurer), so frames are
/// those of the rendered image.
@MainActor
public final class AppDriver {
  /// The screen the app is shown on.
  public let screen: AppScreen
  /// Light or dark appearance.
  public let colorScheme: ColorScheme
  /// The runtime holding the app's views and state.
  public let host: ViewHost
  private let renderer: WidgetRenderer?

  /// How a driver measures text.
  public enum TextMeasurement: Sendable, Hashable {
    /// With the renderer's fonts: frames of the real render; images can be made.
    case fonts
    /// Every character half its font size wide: frames independent of fonts; no images.
    case fixedAdvance
  }

  /// How the person reads: the text size they chose and the direction of the layout.
  public struct Reader: Sendable, Hashable {
    /// The text size; Large, iOS's default, unless given.
    public var dynamicTypeSize: DynamicTypeSize
    /// The direction; `nil` follows the locale (right to left in Arabic and Hebrew).
    public var layoutDirection: LayoutDirection?

    /// Creates reader settings; by default Large text in the locale's direction.
    public init(dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection? = nil)
    {
      self.dynamicTypeSize = dynamicTypeSize
      self.layoutDirection = layoutDirection
    }
  }

  /// Mounts `view` on `screen`.
  public init<V: View>(
    _ view: V, screen: AppScreen = .standard, colorScheme: ColorScheme = .light,
    locale: Locale = Locale(identifier: "en_US"), text: TextMeasurement = .fonts,
    reader: Reader = Reader()
  ) throws {
    self.screen = screen
    self.colorScheme = colorScheme
    var environment = EnvironmentValues()
    environment.colorScheme = colorScheme
    environment.locale = locale
    environment.dynamicTypeSize = reader.dynamicTypeSize
    if let direction = reader.layoutDirection { environment.layoutDirection = direction }
    environment.displayScale = CGFloat(screen.scale)
    let measurer: any TextMeasurer
    switch text {
    case .fonts:
      let renderer = try WidgetRenderer()
      self.renderer = renderer
      measurer = renderer.textMeasurer
    case .fixedAdvance:
      renderer = nil
      measurer = FixedAdvanceTextMeasurer()
    }
    host = ViewHost(
      view, screenSize: screen.size, safeAreaInsets: screen.safeAreaInsets,
      environment: environment, measurer: measurer)
  }

  /// Mounts the root view of `app`'s window group on `screen`.
  public convenience init<A: App>(
    app: A, screen: AppScreen = .standard, colorScheme: ColorScheme = .light,
    locale: Locale = Locale(identifier: "en_US"), text: TextMeasurement = .fonts,
    reader: Reader = Reader()
  ) throws {
    try self.init(
      app.rootView, screen: screen, colorScheme: colorScheme, locale: locale, text: text,
      reader: reader)
  }

  /// What the screen shows now.
  public var displayList: DisplayList { host.displayList }

  /// The accessibility elements on screen, in reading order.
  public var elements: [AccessibilityElement] { host.displayList.accessibilityElements }

  /// The labels of the elements on screen, in reading order.
  public var labels: [String] { elements.map(\.label) }

  /// The accessibility tree as text, one element a line (see `AccessibilityReport`).
  public var accessibilityReport: String { AccessibilityReport.text(for: elements) }

  /// The element labelled `label` (exactly, else the first whose label contains it).
  public func element(_ label: String) -> AccessibilityElement? {
    elements.first { $0.label == label } ?? elements.first { $0.label.contains(label) }
  }

  /// Taps the element labelled `label` (or showing it as text), at its center.
  public func tap(_ label: String) throws {
    let point = try center(of: label)
    guard host.tap(at: point) else { throw AppDriverError.notHittable(label) }
  }

  /// Taps at `point` in screen coordinates; returns whether something took the tap.
  @discardableResult
  public func tap(at point: CGPoint) -> Bool { host.tap(at: point) }

  /// Long-presses the element labelled `label`.
  public func longPress(_ label: String) throws {
    let point = try center(of: label)
    guard host.longPress(at: point) else { throw AppDriverError.notHittable(label) }
  }

  /// Scrolls the scroll view under the element labelled `label` by `delta` points.
  @discardableResult
  public func scroll(_ label: String, by delta: CGSize) throws -> Bool {
    host.scroll(at: try center(of: label), by: delta)
  }

  /// Scrolls the scroll view under `point` by `delta` points.
  @discardableResult
  public func scroll(at point: CGPoint, by delta: CGSize) -> Bool {
    host.scroll(at: point, by: delta)
  }

  /// The open context menu's item titles, or `nil`.
  public var contextMenuItems: [String]? { host.contextMenuTitles }

  /// Chooses an item of the open context menu.
  public func chooseMenuItem(_ title: String) throws { try host.chooseMenuItem(title) }

  /// Runs the tasks the views started.
  public func runTasks() async { await host.runTasks() }

  /// The screen drawn at `scale` (the device's by default), on the system background.
  public func image(scale: Double? = nil) throws -> RasterImage {
    guard let renderer else { throw AppDriverError.noFonts }
    return try renderer.rasterize(displayList, options: renderOptions(scale: scale))
  }

  /// The screen as PNG at `scale` (the device's by default).
  public func png(scale: Double? = nil) throws -> Data {
    guard let renderer else { throw AppDriverError.noFonts }
    return try renderer.render(displayList, as: .png, options: renderOptions(scale: scale))
  }

  /// Render options for this screen: its background, no widget chrome.
  public func renderOptions(scale: Double?) -> RenderOptions {
    RenderOptions(
      scale: scale ?? Double(screen.scale), cornerRadius: nil,
      drawsContainerBackground: true,
      defaultBackground: colorScheme == .dark
        ? ResolvedColor(red: 0, green: 0, blue: 0) : ResolvedColor(red: 1, green: 1, blue: 1))
  }

  private func center(of label: String) throws -> CGPoint {
    guard let element = element(label) else {
      throw AppDriverError.elementNotFound(label, available: labels)
    }
    return CGPoint(x: element.frame.midX, y: element.frame.midY)
  }
}

/// Why a driver could not do what it was asked.
public enum AppDriverError: Error, Equatable, CustomStringConvertible {
  /// No element on screen has this label or text.
  case elementNotFound(String, available: [String])
  /// The element is on screen but nothing answers a touch on it.
  case notHittable(String)
  /// Images need the fonts measurer.
  case noFonts

  public var description: String {
    switch self {
    case .elementNotFound(let label, let available):
      return "no element '\(label)' on screen (shown: \(available.joined(separator: " | ")))"
    case .notHittable(let label):
      return "'\(label)' is on screen but does not answer a tap there"
    case .noFonts:
      return "images need a driver that measures text with fonts (text: .fonts)"
    }
  }
}
