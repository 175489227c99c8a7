import WidgetCore
import WidgetUI

/// The streaming app's home-screen widget: the viewer's recommendations as a poster carousel.
public struct RecommendationsWidget: Widget {
  /// The widget's kind identifier.
  public static let kind = "recommendations"

  /// Creates the widget.
  public init() {}

  public var body: some WidgetConfiguration {
    StaticConfiguration(kind: Self.kind, provider: RecommendationsProvider()) { entry in
      RecommendationsView(entry: entry)
    }
    .configurationDisplayName("Recommendations")
    .description("Films and series picked for you; flip through them right on the widget.")
    .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    // The small layout sets its own, narrower margins to give the posters room.
    .contentMarginsDisabled()
  }
}
