import Foundation
import VitrineWidgetCore

extension EnvironmentValues {
  /// The environment a widget is laid out in for `context`: its family, color scheme, display
  /// scale, the moment (`now`) and the system's content margins for the family.
  ///
  /// Home-screen families get 16-point margins on every edge, as on iPhone; lock-screen
  /// families get none.
  public init(widget context: TimelineProviderContext) {
    self.init()
    widgetFamily = context.family
    colorScheme = context.colorScheme
    displayScale = context.displayScale
    widgetContentMargins = Self.defaultContentMargins(for: context.family)
    now = context.now
  }

  /// The content margins the system applies to a widget of `family`.
  public static func defaultContentMargins(for family: WidgetFamily) -> EdgeInsets {
    family.isSystem ? EdgeInsets(.all, 16) : EdgeInsets()
  }
}

/// How a widget's colors are rendered: in full color, or tinted as on the lock screen.
public struct WidgetRenderingMode: Sendable, Hashable, CustomStringConvertible {
  let name: String

  /// Colors are drawn as given (home screen).
  public static let fullColor = WidgetRenderingMode(name: "fullColor")
  /// Colors are replaced by shades of one tint (lock screen).
  public static let vibrant = WidgetRenderingMode(name: "vibrant")
  /// Content is drawn in an accent group and a default group (tinted home screen).
  public static let accented = WidgetRenderingMode(name: "accented")

  /// A short, stable text form.
  public var description: String { name }
}
