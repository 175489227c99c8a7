/// A place the system shows widgets, as WidgetKit's `WidgetLocation`.
public struct WidgetLocation: Sendable, Hashable, CustomStringConvertible {
  let name: String

  /// The Home Screen (and the Today view).
  public static let homeScreen = WidgetLocation(name: "homeScreen")
  /// The Lock Screen.
  public static let lockScreen = WidgetLocation(name: "lockScreen")
  /// StandBy, the full-screen clock of a charging iPhone on its side.
  public static let standBy = WidgetLocation(name: "standBy")
  /// The desktop of a Mac showing an iPhone's widgets.
  public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
  /// CarPlay.
  public static let carPlay = WidgetLocation(name: "carPlay")

  /// A short, stable text form.
  public var description: String { name }
}

nonisolated extension WidgetConfiguration where Self: TimelineWidgetConfiguration {
  /// Marks whether the system may remove the widget's container background where it prefers
  /// none (the Lock Screen, StandBy, the tinted Home Screen); `false` keeps it everywhere.
  public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> WidgetDescriptor {
    var copy = descriptor
    copy.containerBackgroundRemovable = isRemovable
    return copy
  }

  /// Asks the system not to offer the widget in `locations` for `families`; the gallery of
  /// such a place leaves those families out.
  public func disfavoredLocations(
    _ locations: [WidgetLocation], for families: [WidgetFamily]
  ) -> WidgetDescriptor {
    var copy = descriptor
    for location in locations {
      let listed = copy.disfavoredLocations[location, default: []]
      copy.disfavoredLocations[location] = listed + families.filter { !listed.contains($0) }
    }
    return copy
  }

  /// Whether the widget asked not to be offered in `location` for `family`.
  public func isDisfavored(in location: WidgetLocation, family: WidgetFamily) -> Bool {
    descriptor.disfavoredLocations[location]?.contains(family) ?? false
  }
}
