import Foundation

/// How an image is drawn in a widget shown in ``WidgetRenderingMode/accented`` mode, as
/// WidgetKit's `WidgetAccentedRenderingMode`.
///
/// Without one, an image belongs to the group around it and, like everything else in
/// accented mode, becomes a silhouette in that group's tint.
public struct WidgetAccentedRenderingMode: Sendable, Hashable, CustomStringConvertible {
  let name: String

  /// The image is drawn in its own colours.
  public static let fullColor = WidgetAccentedRenderingMode(name: "fullColor")
  /// The image joins the accent group, as `widgetAccentable()` would put it there.
  public static let accented = WidgetAccentedRenderingMode(name: "accented")
  /// The image's luminance becomes its opacity, in the default group's tint.
  public static let desaturated = WidgetAccentedRenderingMode(name: "desaturated")
  /// The image's luminance becomes its opacity, in the accent group's tint.
  public static let accentedDesaturated = WidgetAccentedRenderingMode(
    name: "accentedDesaturated")

  /// A short, stable text form.
  public var description: String { name }
}

extension Image {
  /// Sets how the image is drawn when the widget is shown in accented mode; `nil` keeps the
  /// group's treatment.
  public func widgetAccentedRenderingMode(
    _ renderingMode: WidgetAccentedRenderingMode?
  ) -> some View {
    modifier(EffectModifier(effect: .widgetAccentedRenderingMode(renderingMode)))
  }
}
