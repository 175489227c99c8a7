import Foundation
import VitrineRendering
import VitrineUI
import VitrineWidgetCore

extension Snapshotting where Value == AnyView, Format == RasterImage {
  /// The widget rendered to pixels as `variant` asks: its layout, color scheme and locale for
  /// the renderer, its Dynamic Type size and layout direction in the view's environment
  /// (pulled back onto the plain image strategy).
  public static func image(
    variant: SnapshotVariant, scale: Double = 2, tolerance: ImageTolerance = ImageTolerance(),
    options: SnapshotRenderOptions = SnapshotRenderOptions()
  ) -> Snapshotting {
    let target = variant.target(scale: scale, options: options)
    let plain = Snapshotting(
      pathExtension: "png", diffing: .image(tolerance: tolerance),
      snapshot: { (view: AnyView) in try WidgetRenderer().rasterize(view, target: target) })
    return plain.pullback { variant.applyEnvironment(to: $0) }
  }
}

extension Snapshotting where Value == AnyView, Format == String {
  /// The widget's display list as text (fonts measured as the renderer does), as `variant`
  /// asks; see ``image(variant:scale:tolerance:options:)``.
  public static func layout(
    variant: SnapshotVariant, options: SnapshotRenderOptions = SnapshotRenderOptions()
  ) -> Snapshotting {
    let target = variant.target(scale: nil, options: options)
    let plain = Snapshotting(
      pathExtension: "txt", diffing: .lines,
      snapshot: { (view: AnyView) in
        try WidgetRenderer().displayList(for: view, target: target).dump()
      })
    return plain.pullback { variant.applyEnvironment(to: $0) }
  }
}

/// What a widget itself decides about how it is drawn, beyond the matrix's axes: a preview's
/// content margins and the moment it is drawn at.
public struct SnapshotRenderOptions: Sendable, Hashable {
  /// Whether the widget turned off the system's content margins.
  public var contentMarginsDisabled: Bool
  /// The moment relative dates and timers count from; `nil` counts from each date itself.
  public var now: Date?

  /// Creates options; the defaults keep margins and count from each date.
  public init(contentMarginsDisabled: Bool = false, now: Date? = nil) {
    self.contentMarginsDisabled = contentMarginsDisabled
    self.now = now
  }
}

extension SnapshotVariant {
  /// The render target of this variant.
  func target(scale: Double?, options: SnapshotRenderOptions) -> WidgetRenderTarget {
    WidgetRenderTarget(
      family: layout.family, device: layout.device, colorScheme: colorScheme, scale: scale,
      locale: locale, contentMarginsDisabled: options.contentMarginsDisabled, size: layout.size,
      now: options.now)
  }
}
