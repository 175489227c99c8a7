import Foundation
import VitrineUI
import VitrineWidgetCore

extension WidgetRenderer {
  /// `presentation` of a Live Activity's `views` in pixels, as an iPhone shows it.
  ///
  /// The Lock Screen presentation is clipped to a notification's rounded shape and filled with
  /// its `activityBackgroundTint` (the system background when there is none); the Dynamic
  /// Island's presentations draw their own black shape, transparent around it.
  @MainActor
  public func rasterize(
    _ presentation: ActivityPresentation, of views: ActivityPresentations,
    colorScheme: ColorScheme = .light, scale: Double = 2
  ) throws -> RasterImage {
    let list = activityDisplayList(presentation, of: views, colorScheme: colorScheme)
    return try rasterize(
      list,
      options: Self.options(for: presentation, list: list, colorScheme: colorScheme, scale: scale))
  }

  /// The display list of `presentation`, laid out with the renderer's fonts.
  @MainActor
  public func activityDisplayList(
    _ presentation: ActivityPresentation, of views: ActivityPresentations,
    colorScheme: ColorScheme = .light
  ) -> DisplayList {
    var environment = EnvironmentValues()
    environment.colorScheme = colorScheme
    return ActivityLayout.displayList(
      for: presentation, of: views, environment: environment, measurer: textMeasurer)
  }

  /// The chrome of `presentation`: its rounded shape and background.
  static func options(
    for presentation: ActivityPresentation, list: DisplayList, colorScheme: ColorScheme,
    scale: Double
  ) -> RenderOptions {
    if presentation == .lockScreen {
      return RenderOptions(
        scale: scale, cornerRadius: ActivityLayout.cornerRadius(of: presentation, size: list.size),
        drawsContainerBackground: true,
        defaultBackground: RenderOptions.systemBackground(colorScheme))
    }
    return RenderOptions(scale: scale, cornerRadius: nil, drawsContainerBackground: false)
  }
}
