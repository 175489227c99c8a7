import VitrineWidgetCore

/// The size class of a Live Activity's Lock Screen presentation (iOS 18): `medium` on an
/// iPhone's Lock Screen and in its banner, `small` where a paired Apple Watch's Smart Stack or
/// CarPlay shows it. Vitrine draws the iPhone's presentations, so views read `medium`.
public enum ActivityFamily: Sendable, Hashable, CaseIterable {
  /// The compact presentation of the Smart Stack and CarPlay.
  case small
  /// The iPhone and iPad Lock Screen presentation.
  case medium
}

private struct ActivityFamilyKey: EnvironmentKey {
  static var defaultValue: ActivityFamily { .medium }
}

extension EnvironmentValues {
  /// The family of the Live Activity presentation being drawn (iOS 18): `medium` unless a view
  /// above sets another.
  public var activityFamily: ActivityFamily {
    get { self[ActivityFamilyKey.self] }
    set { self[ActivityFamilyKey.self] = newValue }
  }
}

nonisolated extension WidgetConfiguration {
  /// Offers the Live Activity in `families` besides the iPhone's `medium` (iOS 18): the Smart
  /// Stack and CarPlay, which Vitrine does not draw, so the configuration is unchanged.
  public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> Self {
    self
  }
}
