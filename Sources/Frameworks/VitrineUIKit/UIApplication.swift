import Foundation

/// The running app, as UIKit's `UIApplication.shared`: what app code asks of it beside a
/// SwiftUI screen — opening URLs and the alternate app icon.
///
/// Vitrine's app has no home-screen icons of its own to switch between (an app declares them
/// in its Info.plist's `CFBundleAlternateIcons`, which a Vitrine app has not), so
/// ``setAlternateIconName(_:completionHandler:)`` reports an error for any name, and resetting
/// to the primary icon (`nil`) succeeds, as UIKit does for an app without alternate icons.
/// As UIKit's, it belongs to the main actor; Swift 5 code calling it from elsewhere gets a
/// warning, not an error (`@preconcurrency`, as the SDK's UIKit is imported).
@MainActor @preconcurrency
public final class UIApplication {
  /// The app.
  public static let shared = UIApplication()

  /// The URLs the app asked to open, in order (a host opens them).
  public private(set) var openedURLs: [URL] = []

  /// The alternate icon shown, or `nil` for the primary one.
  public private(set) var alternateIconName: String?

  /// Whether the app can switch icons: false, as no alternate icons are declared.
  public var supportsAlternateIcons: Bool { false }

  init() {}

  /// Switches to the alternate icon `alternateIconName`, or back to the primary one with
  /// `nil`; calls `completionHandler` with the error when the icon is not declared.
  public func setAlternateIconName(
    _ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil
  ) {
    guard let alternateIconName else {
      self.alternateIconName = nil
      completionHandler?(nil)
      return
    }
    completionHandler?(
      UIApplicationError.undeclaredAlternateIcon(name: String(alternateIconName.prefix(256))))
  }

  /// Asks the system to open `url`; calls `completion` with whether it was handed over.
  public func open(
    _ url: URL, options: [String: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    openedURLs.append(url)
    completion?(true)
  }

  /// Whether a URL can be opened: true for one with a scheme.
  public func canOpenURL(_ url: URL) -> Bool { url.scheme != nil }
}

/// Why the app could not do what it was asked.
public enum UIApplicationError: Error, Equatable, CustomStringConvertible {
  /// The app's Info.plist declares no alternate icon of that name.
  case undeclaredAlternateIcon(name: String)

  /// What went wrong and where.
  public var description: String {
    switch self {
    case .undeclaredAlternateIcon(let name):
      return "UIApplication.setAlternateIconName: no alternate icon named \"\(name)\" is "
        + "declared in the app's Info.plist (CFBundleAlternateIcons)"
    }
  }
}
