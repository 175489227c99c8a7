extension TimelineProviderContext {
  /// The environment values a timeline's entries may be shown with, as WidgetKit's
  /// `TimelineProviderContext.EnvironmentVariants`: a provider that prepares content per
  /// appearance (say, an image for light and one for dark) reads which it needs.
  ///
  /// `context.environmentVariants.colorScheme` lists the values of one key; `nil` means the
  /// key does not vary.
  @dynamicMemberLookup
  public struct EnvironmentVariants: Sendable, Hashable {
    /// The keys whose values can vary, each with every value it can take.
    public struct Values: Sendable, Hashable {
      /// Light and dark, when the person's appearance can switch during the timeline.
      public var colorScheme: [ColorScheme]?
      /// The pixel densities of the screens the widget can be shown on.
      public var displayScale: [Double]?
      /// Whether the container background shows: both where the widget can move between the
      /// Home Screen and StandBy.
      public var showsWidgetContainerBackground: [Bool]?
      /// Whether the display can be dimmed, as on an always-on Lock Screen.
      public var isLuminanceReduced: [Bool]?
    }

    /// The variants.
    public var values: Values

    /// Creates variants.
    public init(values: Values) {
      self.values = values
    }

    /// The values `keyPath` can take, or `nil` when it does not vary.
    public subscript<T>(dynamicMember keyPath: KeyPath<Values, [T]?>) -> [T]? {
      values[keyPath: keyPath]
    }
  }

  /// What the host can vary while this timeline is shown: on iPhone both colour schemes
  /// (appearance follows the time of day) and, for system families, whether the container
  /// background shows (StandBy removes it); for accessory families the always-on dimming.
  /// The display scale is the device's.
  public var environmentVariants: EnvironmentVariants {
    var values = EnvironmentVariants.Values()
    values.colorScheme = [.light, .dark]
    values.displayScale = [displayScale]
    if family.isSystem {
      values.showsWidgetContainerBackground = [true, false]
    } else {
      values.isLuminanceReduced = [false, true]
    }
    return EnvironmentVariants(values: values)
  }
}
