import Foundation
import VitrineUI
import VitrineWidgetCore

/// A device screen as an app sees it: the full screen in points, and the safe-area insets of
/// its status bar and home indicator.
public struct AppScreen: Sendable, Hashable {
  /// A short name: the device's id, or the size for a custom screen.
  public let name: String
  /// The screen's size in points (portrait).
  public let size: CGSize
  /// Pixels per point.
  public let scale: Int
  /// The status bar's and home indicator's insets.
  public let safeAreaInsets: EdgeInsets

  /// A screen of any size, such as a component's frame in a snapshot, without a status bar.
  public init(size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), scale: Int = 2) {
    name = "\(Int(size.width))x\(Int(size.height))"
    self.size = size
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
  }

  /// The screen of `device`, with its safe area from Apple's published values: 59 points of
  /// status bar on Dynamic Island phones (393×852, 430×932), 47 on the notched 390×844 and
  /// 428×926, 44 on earlier notched phones, 20 on phones with a home button; 34 points of
  /// home indicator on phones without a home button; 24 and 20 on iPads.
  public init(device: WidgetDevice) {
    name = device.id
    size = CGSize(width: device.screenSize.width, height: device.screenSize.height)
    scale = device.scale
    let width = Int(device.screenSize.width)
    let height = Int(device.screenSize.height)
    let isPad = device.id.hasPrefix("ipad") || device.models.contains("iPad")
    let top: CGFloat
    let bottom: CGFloat
    switch (width, height) {
    case _ where isPad: (top, bottom) = (24, 20)
    case (393, 852), (430, 932): (top, bottom) = (59, 34)
    case (390, 844), (428, 926): (top, bottom) = (47, 34)
    case (414, 896), (375, 812), (360, 780): (top, bottom) = (44, 34)
    default: (top, bottom) = (20, 0)
    }
    safeAreaInsets = EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0)
  }

  /// The standard screen: 393 × 852 points.
  public static let standard = AppScreen(device: .standard)
}
