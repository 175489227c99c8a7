import Foundation

/// Opens a URL, as SwiftUI's `OpenURLAction`: an app host records the URLs a screen opened
/// (``ViewHost/openedURLs``); elsewhere it does nothing.
public struct OpenURLAction: @unchecked Sendable {
  let handler: (URL) -> Void

  /// Creates an action that hands URLs to `handler`.
  public init(handler: @escaping (URL) -> Void) {
    self.handler = handler
  }

  /// Opens `url`.
  public func callAsFunction(_ url: URL) { handler(url) }
}

private struct OpenURLKey: EnvironmentKey {
  static let defaultValue = OpenURLAction { _ in }
}

extension EnvironmentValues {
  /// Opens URLs: deep links into the app, web pages.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
