import Foundation
import VitrineUI
import VitrineWidgetCore

/// The device's screen, as UIKit's `UIScreen`: code written for iOS reads its size
/// (`UIScreen.main.bounds.width`). Vitrine draws for one screen at a time; ``main`` is the
/// standard one, the 393 × 852-point iPhone screen at 3× (`WidgetDevice.standard`).
@MainActor
open class UIScreen {
  /// The screen of `device`.
  public init(device: WidgetDevice) {
    let size = device.screenSize
    bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
    scale = CGFloat(device.scale)
  }

  /// The screen the app runs on (deprecated in iOS 16 for a scene's screen, still answered).
  public static let main = UIScreen(device: .standard)

  /// The screen's rectangle in points, portrait: origin zero, width and height of the screen.
  public let bounds: CGRect
  /// Pixels per point: 3 on the standard screen.
  public let scale: CGFloat
  /// The screen's rectangle in pixels: ``bounds`` times ``scale``.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }
  /// The scale of the physical screen, the same as ``scale`` here.
  public var nativeScale: CGFloat { scale }
}
