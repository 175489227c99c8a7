/// A ready-made configuration a widget suggests, as `AppIntentRecommendation` in WidgetKit:
/// shown in the gallery (and on iOS, for widgets that cannot be edited, instead of editing).
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent>: Sendable {
  /// The configured intent.
  public let intent: Intent
  /// What the recommendation is called.
  public let description: String

  /// Recommends `intent`, named `description`.
  public init(intent: Intent, description: LocalizedStringResource) {
    self.intent = intent
    self.description = description.key
  }

  /// Recommends `intent`, named `description`.
  public init(intent: Intent, description: some StringProtocol) {
    self.intent = intent
    self.description = String(description)
  }
}

/// A recommended configuration with its intent type erased: its name and the values the host
/// stores for it.
public struct IntentRecommendation: Sendable, Hashable, Codable {
  /// What the recommendation is called.
  public var description: String
  /// The configuration, as the host stores it.
  public var values: IntentValues

  /// Creates a recommendation.
  public init(description: String, values: IntentValues) {
    self.description = description
    self.values = values
  }
}

extension AppIntentTimelineProvider {
  /// No recommended configurations unless the provider gives some.
  public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}
