import Foundation
import VitrineRendering
import VitrineUI
import VitrineWidgetCore

/// Which text measurer a text strategy lays the widget out with.
public enum SnapshotTextMeasurement: Sendable, Hashable {
  /// VitrineUI's `FixedAdvanceTextMeasurer`: every character the same width. Frames depend on
  /// nothing installed, so the text is the same on every machine and every font version.
  case fixedAdvance
  /// The renderer's Pango measurer over the pinned fonts: the frames of the real render.
  case fonts
}

extension Snapshotting where Value: View, Format == RasterImage {
  /// The widget rendered to pixels at `scale`, as the home or lock screen shows it, stored as
  /// PNG and compared within a tolerance.
  ///
  /// - Parameters:
  ///   - precision: the fraction of pixels that must match (1: all).
  ///   - perceptualPrecision: how close matching colors must be, as 1 − ΔE/100.
  ///   - channelTolerance: the largest channel difference (0–255) of matching pixels.
  ///   - dynamicTypeSize: the text size a person chose (Large, iOS's default, unless given).
  ///   - locale: the locale, which also sets the layout direction (`ar`, `he`: right to left).
  ///   - layoutDirection: a direction that replaces the locale's.
  public static func image(
    widget family: WidgetFamily = .systemSmall, device: WidgetDevice = .standard,
    colorScheme: ColorScheme = .light, redacted: RedactionReasons = [], scale: Double = 2,
    precision: Double = 1, perceptualPrecision: Double = 1, channelTolerance: Int = 0,
    dynamicTypeSize: DynamicTypeSize = .large, locale: Locale? = nil,
    layoutDirection: LayoutDirection? = nil
  ) -> Snapshotting {
    image(
      layout: .widget(family, device: device), colorScheme: colorScheme, redacted: redacted,
      scale: scale,
      tolerance: ImageTolerance(
        precision: precision, perceptualPrecision: perceptualPrecision,
        channelTolerance: channelTolerance),
      text: SnapshotTextSettings(
        dynamicTypeSize: dynamicTypeSize, locale: locale, layoutDirection: layoutDirection))
  }

  /// The widget rendered to pixels at `layout`, its text sized and directed by `text`.
  public static func image(
    layout: SnapshotLayout, colorScheme: ColorScheme = .light, redacted: RedactionReasons = [],
    scale: Double = 2, tolerance: ImageTolerance = ImageTolerance(),
    text: SnapshotTextSettings = SnapshotTextSettings()
  ) -> Snapshotting {
    let target = layout.target(
      colorScheme: colorScheme, redacted: redacted, scale: scale, text: text)
    return Snapshotting(
      pathExtension: "png", diffing: .image(tolerance: tolerance),
      snapshot: { view in try WidgetRenderer().rasterize(view, target: target) },
      relayout: {
        image(
          layout: $0, colorScheme: colorScheme, redacted: redacted, scale: scale,
          tolerance: tolerance, text: text)
      })
  }
}

extension Snapshotting where Value: View, Format == String {
  /// The widget's accessibility elements in reading order, one line each: identifier, label,
  /// value, traits and frame (see `AccessibilityReport`).
  public static func accessibility(
    widget family: WidgetFamily = .systemSmall, device: WidgetDevice = .standard,
    colorScheme: ColorScheme = .light, redacted: RedactionReasons = [],
    text: SnapshotTextMeasurement = .fixedAdvance,
    settings: SnapshotTextSettings = SnapshotTextSettings()
  ) -> Snapshotting {
    accessibility(
      layout: .widget(family, device: device), colorScheme: colorScheme, redacted: redacted,
      text: text, settings: settings)
  }

  /// The accessibility elements at `layout`.
  public static func accessibility(
    layout: SnapshotLayout, colorScheme: ColorScheme = .light, redacted: RedactionReasons = [],
    text: SnapshotTextMeasurement = .fixedAdvance,
    settings: SnapshotTextSettings = SnapshotTextSettings()
  ) -> Snapshotting {
    displayListText(
      layout: layout, colorScheme: colorScheme, redacted: redacted, text: text,
      settings: settings, describe: AccessibilityReport.text(for:))
  }

  /// The widget's display list as text: every item with its frame, the regions, the
  /// accessibility elements, exact to hundredths of a point. With the default
  /// ``SnapshotTextMeasurement/fixedAdvance`` it does not depend on fonts at all.
  public static func layout(
    widget family: WidgetFamily = .systemSmall, device: WidgetDevice = .standard,
    colorScheme: ColorScheme = .light, redacted: RedactionReasons = [],
    text: SnapshotTextMeasurement = .fixedAdvance,
    settings: SnapshotTextSettings = SnapshotTextSettings()
  ) -> Snapshotting {
    layout(
      layout: .widget(family, device: device), colorScheme: colorScheme, redacted: redacted,
      text: text, settings: settings)
  }

  /// The display list as text at `layout`.
  public static func layout(
    layout: SnapshotLayout, colorScheme: ColorScheme = .light, redacted: RedactionReasons = [],
    text: SnapshotTextMeasurement = .fixedAdvance,
    settings: SnapshotTextSettings = SnapshotTextSettings()
  ) -> Snapshotting {
    displayListText(
      layout: layout, colorScheme: colorScheme, redacted: redacted, text: text,
      settings: settings, describe: { $0.dump() })
  }

  /// A text strategy: the view laid out at `layout`, described by `describe`, compared by line.
  private static func displayListText(
    layout: SnapshotLayout, colorScheme: ColorScheme, redacted: RedactionReasons,
    text: SnapshotTextMeasurement, settings: SnapshotTextSettings,
    describe: @escaping @Sendable (DisplayList) -> String
  ) -> Snapshotting {
    let target = layout.target(
      colorScheme: colorScheme, redacted: redacted, scale: nil, text: settings)
    return Snapshotting(
      pathExtension: "txt", diffing: .lines,
      snapshot: { view in describe(try displayList(of: view, target: target, text: text)) },
      relayout: {
        displayListText(
          layout: $0, colorScheme: colorScheme, redacted: redacted, text: text,
          settings: settings, describe: describe)
      })
  }
}

/// `view` laid out for `target` with the chosen text measurer.
@MainActor
private func displayList<V: View>(
  of view: V, target: WidgetRenderTarget, text: SnapshotTextMeasurement
) throws -> DisplayList {
  switch text {
  case .fonts:
    return try WidgetRenderer().displayList(for: view, target: target)
  case .fixedAdvance:
    return WidgetLayout.displayList(
      for: view, in: target.widgetSize, environment: target.environment,
      measurer: FixedAdvanceTextMeasurer(), contentMarginsDisabled: target.contentMarginsDisabled)
  }
}

extension SnapshotLayout {
  /// The render target of this layout.
  func target(
    colorScheme: ColorScheme, redacted: RedactionReasons, scale: Double?,
    text: SnapshotTextSettings = SnapshotTextSettings()
  )
    -> WidgetRenderTarget
  {
    var target = WidgetRenderTarget(
      family: family, device: device, colorScheme: colorScheme, scale: scale,
      redactionReasons: redacted, locale: text.locale, size: size)
    target.dynamicTypeSize = text.dynamicTypeSize
    target.layoutDirection = text.layoutDirection
    return target
  }
}
