import SwiftUI
import WidgetKit

/// The streaming app's home-screen widget: the viewer's recommendations as a poster carousel.
public struct RecommendationsWidget: Widget {
  /// The widget's kind identifier.
  public static let kind = "recommendations"

  /// The API and storage the widget reads and writes.
  public let dependencies: RecommendationsDependencies

  /// Creates the widget over the standard dependencies of the process: the API at
  /// `$VITRINE_API_URL` or the embedded catalog, and the default data folder.
  public init() {
    dependencies = .standard()
  }

  /// Creates the widget over `dependencies`: what a home screen gives it.
  public init(dependencies: RecommendationsDependencies) {
    self.dependencies = dependencies
  }

  public var body: some WidgetConfiguration {
    StaticConfiguration(
      kind: Self.kind, provider: RecommendationsProvider(dependencies: dependencies)
    ) { entry in
      RecommendationsView(entry: entry)
    }
    .configurationDisplayName("Recommendations")
    .description("Films and series picked for you; flip through them right on the widget.")
    .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    // The small layout sets its own, narrower margins to give the posters room.
    .contentMarginsDisabled()
  }
}
