import Foundation
import VitrineRendering
import VitrineSnapshotTesting
import VitrineUI

extension Snapshotting where Value == AppDriver, Format == RasterImage {
  /// The whole screen as the driver shows it now, drawn at `scale` (the device's when
  /// `nil`), stored as PNG.
  public static func screen(
    scale: Double? = nil, tolerance: ImageTolerance = ImageTolerance()
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: "png", diffing: .image(tolerance: tolerance),
      snapshot: { driver in try driver.image(scale: scale) })
  }
}

extension Snapshotting where Value == AppDriver, Format == String {
  /// The screen's accessibility elements in reading order, one line each.
  public static var screenAccessibility: Snapshotting {
    Snapshotting(
      pathExtension: "txt", diffing: .lines, snapshot: { driver in driver.accessibilityReport })
  }

  /// The screen's display list as text.
  public static var screenLayout: Snapshotting {
    Snapshotting(
      pathExtension: "txt", diffing: .lines, snapshot: { driver in driver.displayList.dump() })
  }
}
