import Foundation

extension EnvironmentValues {
  /// Whether `other` holds the same values, field by field (without reflection: the runtime
  /// asks this for every reused view of every frame).
  func matches(_ other: EnvironmentValues) -> Bool {
    if sharesStorage(with: other) { return true }
    return widgetFamily == other.widgetFamily && colorScheme == other.colorScheme
      && displayScale == other.displayScale && redactionReasons == other.redactionReasons
      && isEnabled == other.isEnabled && font == other.font && lineLimit == other.lineLimit
      && truncationMode == other.truncationMode
      && multilineTextAlignment == other.multilineTextAlignment && tint == other.tint
      && fontWeight == other.fontWeight && isItalic == other.isItalic
      && usesMonospacedDigits == other.usesMonospacedDigits
      && isPrivacySensitive == other.isPrivacySensitive
      && widgetContentMargins == other.widgetContentMargins
      && showsWidgetContainerBackground == other.showsWidgetContainerBackground
      && widgetRenderingMode == other.widgetRenderingMode
      && isLuminanceReduced == other.isLuminanceReduced && now == other.now
      && container.matches(other.container)
      && environmentObjects.matches(other.environmentObjects)
      && Self.stylesMatch(foregroundStyle, other.foregroundStyle)
      && customValuesMatch(other) && locale == other.locale && timeZone == other.timeZone
      && calendar == other.calendar
  }

  private static func stylesMatch(_ a: (any ShapeStyle)?, _ b: (any ShapeStyle)?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?): return InputComparison.valuesMatch(a, b, depth: 1)
    default: return false
    }
  }
}

extension ContainerEnvironment {
  /// Whether `other` tells views the same things.
  func matches(_ other: ContainerEnvironment) -> Bool {
    buttonStyle == other.buttonStyle && navigator === other.navigator
      && safeArea == other.safeArea && isListRow == other.isListRow && tabs === other.tabs
      && dismiss?.key == other.dismiss?.key
  }
}
