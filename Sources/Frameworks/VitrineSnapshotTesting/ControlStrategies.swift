import Foundation
import VitrineRendering
import VitrineUI
import VitrineWidgetCore

extension Snapshotting where Value == ResolvedControl, Format == RasterImage {
  /// The control drawn as a Control Center tile of `size` (iOS 18), over Control Center's
  /// backdrop, at `scale`; `displayName` titles a control whose template gives no title.
  ///
  /// ```swift
  /// let shown = try await TimerControl().controlDescriptor.currentControl()
  /// assertSnapshot(of: shown, as: .image(control: .medium, displayName: "Timer"))
  /// ```
  public static func image(
    control size: ControlTileSize, displayName: String = "", scale: Double = 3,
    tolerance: ImageTolerance = ImageTolerance()
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: "png", diffing: .image(tolerance: tolerance),
      snapshot: { control in
        try WidgetRenderer().rasterize(
          control: control, displayName: displayName, size: size, scale: scale)
      })
  }
}
