import VitrineWidgetCore

/// The configuration of a widget a person configures through a SiriKit intent, as in iOS 14.
///
/// ```swift
/// IntentConfiguration(kind: "covid-stats", intent: SelectCountryIntent.self, provider: Provider()) {
///   entry in StatsView(entry: entry)
/// }
/// ```
/// The intent's dynamic options come from the intents extension the widget is installed with
/// (`WidgetDescriptor.handlingIntents(_:with:)`).
nonisolated public struct IntentConfiguration<Content>: TimelineWidgetConfiguration {
  /// The configuration with its types erased, as the host runs it.
  public let descriptor: WidgetDescriptor

  /// Creates a configuration of `kind`, configured by `intent`, with entries from `provider`.
  @_disfavoredOverload
  public init<Provider: IntentTimelineProvider>(
    kind: String, intent: Provider.Intent.Type, provider: Provider,
    content: @escaping @MainActor @Sendable (Provider.Entry) -> Content
  ) {
    descriptor = WidgetDescriptor(
      kind: kind, intent: intent.descriptor, provider: AnyTimelineProvider(provider),
      content: { entry in (entry as? Provider.Entry).map(content) })
  }
}
