import Foundation

/// A rectangle in points, as the page places things.
struct Rect: Codable, Sendable, Equatable {
  var x: Double
  var y: Double
  var width: Double
  var height: Double

  init(_ rect: CGRect) {
    x = rect.origin.x
    y = rect.origin.y
    width = rect.size.width
    height = rect.size.height
  }
}

/// A widget on the home screen as the page draws it: where, which picture, and its hit regions.
struct WidgetState: Codable, Sendable {
  /// A part of the picture a tap reaches: a `Button(intent:)` or a `Link`.
  struct Region: Codable, Sendable, Equatable {
    /// Its position among the widget's interactive regions.
    var index: Int
    /// Where it is, in the widget's points.
    var frame: Rect
    /// `intent` or `link`.
    var kind: String
    /// What VoiceOver calls it.
    var label: String
    /// The link's URL.
    var url: String?
    /// What it does, as stable text: the page sends it back with a tap.
    var action: String
  }

  var id: String
  var kind: String
  var family: String
  var displayName: String
  var version: Int
  /// Its frame on its page.
  var frame: Rect
  var column: Int
  var row: Int
  /// Its home-screen page, from 0.
  var page: Int
  var image: String
  var label: String
  var regions: [Region]
  var widgetURL: String?
  var configurable: Bool
  var isPlaceholder: Bool
}

/// A phone the page can show.
struct DeviceState: Codable, Sendable {
  var id: String
  var name: String
  var width: Double
  var height: Double
  var scale: Int
  var hasHomeButton: Bool
  /// What the screen's top edge has: `island` (the Dynamic Island), `notch` or `none`.
  var cutout: String
  /// The home-screen families' sizes in points, `[width, height]` by family name.
  var sizes: [String: [Double]]
}

/// An app icon.
struct AppIconState: Codable, Sendable {
  var id: String
  var name: String
  var icon: String
  /// Where it is on the grid (its page and frame there); `nil` in the dock.
  var page: Int?
  var frame: Rect?
}

/// The home screen's icon grid, in points: where the page draws labels, icons and pages.
struct GridState: Codable, Sendable {
  var cellWidth: Double
  var cellHeight: Double
  var gapWidth: Double
  var gapHeight: Double
  var originX: Double
  var originY: Double
  var rowsPerPage: Int
  /// How many pages the widgets and icons take (at least 1).
  var pages: Int
}

/// Everything the page draws.
struct HomeState: Codable, Sendable {
  var device: DeviceState
  var devices: [DeviceState]
  /// The apps on the grid, with their places.
  var apps: [AppIconState]
  /// The apps in the dock (iOS shows them without labels).
  var dock: [AppIconState]
  var grid: GridState
  var widgets: [WidgetState]
  /// The Lock Screen's widgets.
  var lockScreen: [LockWidgetState]
  var clock: HomeClock.State
  var sequence: Int
  var maximumWidgets: Int
}

/// A widget on the Lock Screen: a kind in an accessory family, drawn vibrant.
struct LockWidgetState: Codable, Sendable {
  var kind: String
  /// The widget's name in the page's language.
  var name: String
  var family: String
  /// Its picture, without the appearance query.
  var image: String
}

/// A widget kind in the gallery.
struct GalleryKind: Codable, Sendable {
  var kind: String
  var displayName: String
  var description: String
  var families: [String]
}

/// A configuration parameter for the Edit Widget sheet.
struct ParameterState: Codable, Sendable {
  struct Option: Codable, Sendable {
    var identifier: String
    var title: String
    var subtitle: String?
  }
  struct Section: Codable, Sendable {
    var title: String?
    var items: [Option]
  }

  var key: String
  var title: String
  var description: String?
  var typeName: String
  var value: String?
  var defaultValue: String?
  var sections: [Section]?
}

/// An app screen the page shows.
/// An app on the phone's screen: its picture, drawn by the app runtime, and its
/// accessibility elements (what a screen reader, or a test, reads on it).
struct AppViewState: Codable, Sendable {
  /// One accessibility element.
  struct Element: Codable, Sendable {
    var label: String
    var value: String?
    var frame: Rect
    var isButton: Bool
  }
  var app: String
  var name: String
  var url: String?
  var available: Bool
  /// Whether the app is on screen (false after `home`).
  var open: Bool
  var version: Int
  var image: String
  var width: Double
  var height: Double
  var elements: [Element]
  /// The open context menu's items.
  var menu: [String]?
}

/// `POST /api/apps/open`: an app by icon, or a link.
struct OpenAppRequest: Codable, Sendable {
  var app: String?
  var url: String?
  var scheme: String?
  var lang: String?
}

/// `POST /api/apps/input`: a pointer event on the app's picture, or back or home.
struct AppInputRequest: Codable, Sendable {
  var action: String
  var x: Double?
  var y: Double?
  var dx: Double?
  var dy: Double?
  var scheme: String?
  var lang: String?
}

/// `POST /api/apps/messages/compose`: a message as if a contact had sent it.
struct ComposeRequest: Codable, Sendable {
  var from: String
  var group: String?
  var text: String
  /// Adds `from` as a contact first when no contact has that name or handle.
  var addContact: Bool?
}

/// `POST /api/shared/hide`: hides a highlight from the streaming app.
struct HideSharedRequest: Codable, Sendable {
  var url: String
}

/// What Shared with You surfaces to the streaming app now, as `vitrine shared list` prints it.
struct SharedState: Codable, Sendable {
  /// One highlight.
  struct Highlight: Codable, Sendable {
    var url: String
    var title: String?
    var from: [String]
    var pinned: Bool
  }
  var enabled: Bool
  var highlights: [Highlight]
}

/// One line of the host's event log.
struct LogLine: Codable, Sendable {
  var time: Double
  var kind: String
  var instance: String
  var widget: String
  var reason: String?
  var budgetUsed: Int?
  var nextReload: Double?
  var shown: String?
  var message: String?
}

/// A widget whose picture changed.
struct WidgetChange: Codable, Sendable {
  var id: String
  var version: Int
}

// MARK: Request bodies

struct TapRequest: Codable, Sendable {
  var region: Int
  var action: String
  var scheme: String?
  var lang: String?
}

struct AddRequest: Codable, Sendable {
  var kind: String
  var family: String
}

struct ConfigureRequest: Codable, Sendable {
  var values: [String: String]
}

struct LayoutRequest: Codable, Sendable {
  var order: [String]
}

struct DeviceRequest: Codable, Sendable {
  var device: String
}

struct ClockRequest: Codable, Sendable {
  var action: String
  var seconds: Double?
}
