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
  var frame: Rect
  var column: Int
  var row: Int
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
  /// The home-screen families' sizes in points, `[width, height]` by family name.
  var sizes: [String: [Double]]
}

/// An app icon.
struct AppIconState: Codable, Sendable {
  var id: String
  var name: String
  var icon: String
}

/// Everything the page draws.
struct HomeState: Codable, Sendable {
  var device: DeviceState
  var devices: [DeviceState]
  var apps: [AppIconState]
  var widgets: [WidgetState]
  var clock: HomeClock.State
  var sequence: Int
  var maximumWidgets: Int
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
struct AppScreenState: Codable, Sendable {
  var app: String
  var name: String
  var url: String?
  var available: Bool
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
