import Foundation
import VitrineAppDriver
import VitrineCatalogApp
import VitrineMessagesApp
import VitrineSettingsApp
import VitrineSharedWithYou
import VitrineSharedWithYouSystem
import VitrineUI
import VitrineWidgetCore

/// The apps one browser has open, each mounted by the app runtime on the phone's screen and
/// kept between requests, so navigation, chips and scroll positions survive a page's taps.
///
/// On the main actor, where the app runtime evaluates views; ``WebHomeApp`` touches it inside
/// its action queue, so one request's steps never interleave with another's.
@MainActor
final class RunningApps {
  /// The app on screen, or `nil` on the home screen.
  private(set) var current: String?
  /// Bumped at every change, so image URLs change with the screen.
  private(set) var version = 0
  private var drivers: [String: (key: String, driver: AppDriver)] = [:]
  /// The last picture drawn, the version it shows and its scale, so repeated requests draw
  /// once.
  private var picture: (version: Int, app: String, scale: Int, data: Data)?
  let messages: MessagesModel
  let settings: SettingsModel
  /// The system store the apps share: Messages and Settings write it, the Vitrine app's shelf
  /// reads it through its Shared with You connection.
  let system: SharedWithYouSystem

  init(system: SharedWithYouSystem) throws {
    self.system = system
    messages = try MessagesModel(system: system)
    settings = try SettingsModel(system: system)
  }

  /// The driver of the app on screen.
  var driver: AppDriver? { current.flatMap { drivers[$0]?.driver } }

  /// Brings `app` to the screen, mounting it (again) when the phone or appearance changed.
  func open(_ app: String, screen: AppScreen, appearance: PageAppearance) throws -> AppDriver {
    try messages.reload()
    try settings.reload()
    let key = "\(screen.name)-\(screen.size.width)x\(screen.size.height)-\(appearance.key)"
    current = app
    version += 1
    if let running = drivers[app], running.key == key { return running.driver }
    let locale = Locale(identifier: PageAppearance.locales[appearance.language] ?? "en_US")
    let driver: AppDriver
    switch app {
    case "vitrine":
      driver = try AppDriver(
        app: VitrineApp(
          sharedWithYou: SWSystemConnection(
            system: system, appID: StreamingApp.appID, locale: locale)),
        screen: screen, colorScheme: appearance.colorScheme, locale: locale)
    case "messages":
      driver = try AppDriver(
        MessagesApp(model: messages), screen: screen, colorScheme: appearance.colorScheme,
        locale: locale)
    case "settings":
      driver = try AppDriver(
        SettingsApp(model: settings), screen: screen, colorScheme: appearance.colorScheme,
        locale: locale)
    default:
      throw RequestError(404, "no app '\(app.prefix(40))'")
    }
    drivers[app] = (key, driver)
    return driver
  }

  /// The picture of the app on screen at `scale` pixels per point (the screen's own when
  /// `nil`), drawn once per version and scale.
  func png(scale: Int? = nil) throws -> Data? {
    guard let current, let driver else { return nil }
    let scale = scale ?? driver.screen.scale
    if let picture, picture.version == version, picture.app == current, picture.scale == scale {
      return picture.data
    }
    let data = try driver.png(scale: Double(scale))
    picture = (version, current, scale, data)
    return data
  }

  /// Back to the home screen; the apps keep their state.
  func goHome() {
    current = nil
    version += 1
  }

  /// Records that the screen changed.
  func changed() { version += 1 }
}

/// Every browser's running apps, by session identifier (at most ``capacity``, the oldest
/// forgotten first).
@MainActor
final class AppSessions {
  let capacity: Int
  private var sessions: [String: RunningApps] = [:]
  private var order: [String] = []

  nonisolated init(capacity: Int = 64) { self.capacity = max(1, capacity) }

  /// The apps of browser `id`, created on first use.
  func apps(for id: String, system: SharedWithYouSystem) throws -> RunningApps {
    if let apps = sessions[id] { return apps }
    let apps = try RunningApps(system: system)
    sessions[id] = apps
    order.append(id)
    if order.count > capacity { sessions.removeValue(forKey: order.removeFirst()) }
    return apps
  }
}
