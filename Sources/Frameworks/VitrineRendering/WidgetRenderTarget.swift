import Foundation
import VitrineUI
import VitrineWidgetCore

/// Where and how a widget view is shown: its family on a device screen, the appearance, the
/// scale of the picture, and whether it is redacted — everything needed to go from a view to
/// pixels the way the home screen (or lock screen) would show it.
public struct WidgetRenderTarget: Sendable {
  /// The family.
  public var family: WidgetFamily
  /// The screen; it gives the widget's size and the image size limit.
  public var device: WidgetDevice
  /// Light or dark.
  public var colorScheme: ColorScheme
  /// Pixels per point of a PNG (1, 2 or 3); `nil` uses the device's scale.
  public var scale: Double?
  /// Why content is redacted; `.placeholder` draws text and images as grey bars.
  public var redactionReasons: RedactionReasons
  /// The locale numbers and dates are formatted in; `nil` keeps VitrineUI's default (`en_US`).
  public var locale: Locale?
  /// The time zone dates are formatted in; `nil` keeps VitrineUI's default (UTC).
  public var timeZone: TimeZone?
  /// Whether the widget turned off the system's content margins.
  public var contentMarginsDisabled: Bool
  /// A size in points that replaces the family's size on the device.
  public var size: CGSize?
  /// The moment the widget is drawn at, for relative dates and timers; `nil` counts from each
  /// date itself.
  public var now: Date?
  /// How the content's colours are drawn; `nil` is what iOS uses for the family: vibrant on
  /// the Lock Screen (accessory families), full colour on the Home Screen. `accented` is the
  /// tinted Home Screen.
  public var renderingMode: WidgetRenderingMode? = nil
  /// The colours of the vibrant and accented modes; `nil` is the Lock Screen's over
  /// ``WidgetTint/defaultWallpaper`` for vibrant and ``WidgetTint/tinted(_:)``'s default for
  /// accented.
  public var tint: WidgetTint? = nil
  /// The text size a person chose; text styles and `@ScaledMetric` values follow it.
  public var dynamicTypeSize: DynamicTypeSize = .large
  /// The direction the layout reads in; `nil` follows ``locale`` (right to left in Arabic and
  /// Hebrew).
  public var layoutDirection: LayoutDirection? = nil
  /// Whether the system may remove the widget's container background where it prefers none
  /// (`containerBackgroundRemovable(_:)`); `false` keeps it everywhere.
  public var containerBackgroundRemovable = true

  /// Creates a target; by default a small widget on the standard iPhone screen, in light mode.
  public init(
    family: WidgetFamily = .systemSmall, device: WidgetDevice = .standard,
    colorScheme: ColorScheme = .light, scale: Double? = nil,
    redactionReasons: RedactionReasons = [], locale: Locale? = nil, timeZone: TimeZone? = nil,
    contentMarginsDisabled: Bool = false, size: CGSize? = nil, now: Date? = nil
  ) {
    self.family = family
    self.device = device
    self.colorScheme = colorScheme
    self.scale = scale
    self.redactionReasons = redactionReasons
    self.locale = locale
    self.timeZone = timeZone
    self.contentMarginsDisabled = contentMarginsDisabled
    self.size = size
    self.now = now
  }

  /// The widget's size in points.
  public var widgetSize: CGSize {
    if let size { return size }
    let context = TimelineProviderContext(family: family, device: device)
    return context.displaySize
  }

  /// The pixels per point used for PNG output.
  public var resolvedScale: Double { scale ?? Double(device.scale) }

  /// The provider context the host would give for this target at `now`.
  public func providerContext(
    now: Date = Date(), isPreview: Bool = false
  ) -> TimelineProviderContext {
    TimelineProviderContext(
      family: family, displaySize: widgetSize,
      isPreview: isPreview, colorScheme: colorScheme, displayScale: Double(device.scale), now: now)
  }

  /// The environment the view is laid out in: VitrineUI's widget environment for the family,
  /// plus redaction, locale, time zone and moment; the rendering mode, and whether the
  /// container background shows, follow the place as on iOS: the Lock Screen (accessory
  /// families, vibrant) and the tinted Home Screen (accented) remove it.
  public var environment: EnvironmentValues {
    var environment = EnvironmentValues(
      widget: providerContext(now: Date(timeIntervalSince1970: 0)))
    environment.now = now
    environment.displayScale = resolvedScale
    environment.redactionReasons = redactionReasons
    if let locale { environment.locale = locale }
    if let timeZone { environment.timeZone = timeZone }
    environment.dynamicTypeSize = dynamicTypeSize
    if let layoutDirection { environment.layoutDirection = layoutDirection }
    let mode = resolvedRenderingMode
    environment.widgetRenderingMode = mode
    environment.showsWidgetContainerBackground = !removesContainerBackground
    // The Lock Screen and the tinted Home Screen draw widgets in dark appearance, so that
    // their primary content is light and maps to opaque tint.
    if mode != .fullColor { environment.colorScheme = .dark }
    return environment
  }

  /// The rendering mode the widget is drawn in: the one set, or the family's on iOS.
  public var resolvedRenderingMode: WidgetRenderingMode {
    renderingMode ?? (family.isSystem ? .fullColor : .vibrant)
  }

  /// Whether the place prefers no container background (the Lock Screen and the tinted Home
  /// Screen), whatever the widget allows.
  var removesContainerBackground: Bool {
    !family.isSystem || resolvedRenderingMode != .fullColor
  }

  /// The render options for this target: the home screen's chrome for system families.
  public var renderOptions: RenderOptions {
    var options = RenderOptions.widget(
      family: family, size: widgetSize, colorScheme: colorScheme, scale: resolvedScale,
      deviceScale: Double(device.scale))
    let mode = resolvedRenderingMode
    options.renderingMode = mode
    switch mode {
    case .fullColor:
      break
    case .accented:
      options.tint = tint ?? .tinted()
    default:
      options.tint = tint ?? .lockScreen()
    }
    if mode != .fullColor { options.defaultBackground = options.tint.backdrop }
    options.drawsContainerBackground =
      !removesContainerBackground || !containerBackgroundRemovable
    return options
  }
}

extension WidgetRenderer {
  /// Lays out `view` for `target` with this renderer's text measurer.
  @MainActor
  public func displayList(for view: some View, target: WidgetRenderTarget) -> DisplayList {
    WidgetLayout.displayList(
      for: view, in: target.widgetSize, environment: target.environment, measurer: textMeasurer,
      contentMarginsDisabled: target.contentMarginsDisabled)
  }

  /// Lays out and renders `view` for `target` as a file of `format`.
  @MainActor
  public func render(
    _ view: some View, target: WidgetRenderTarget, as format: RenderFormat
  ) throws -> Data {
    try render(displayList(for: view, target: target), as: format, options: target.renderOptions)
  }

  /// Lays out and rasterizes `view` for `target`.
  @MainActor
  public func rasterize(_ view: some View, target: WidgetRenderTarget) throws -> RasterImage {
    try rasterize(displayList(for: view, target: target), options: target.renderOptions)
  }
}
