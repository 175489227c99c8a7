/// The configuration of a widget that a person does not configure.
nonisolated public struct StaticConfiguration<Content>: TimelineWidgetConfiguration {
  /// The configuration with its types erased, as the host runs it.
  public let descriptor: WidgetDescriptor

  /// Creates a configuration of `kind` whose entries come from `provider` and whose view for each
  /// entry comes from `content`.
  ///
  /// `Content` is the view type of the view layer (`VitrineUI`); the configuration does not look
  /// at it, so the widget model stays independent of how views are drawn.
  @_disfavoredOverload
  public init<Provider: TimelineProvider>(
    kind: String, provider: Provider,
    content: @escaping @MainActor @Sendable (Provider.Entry) -> Content
  ) {
    descriptor = WidgetDescriptor(
      kind: kind, provider: AnyTimelineProvider(provider),
      content: { entry in (entry as? Provider.Entry).map(content) })
  }
}

/// The configuration of a widget a person configures through an intent's parameters.
nonisolated public struct AppIntentConfiguration<Content>: TimelineWidgetConfiguration {
  /// The configuration with its types erased, as the host runs it.
  public let descriptor: WidgetDescriptor

  /// Creates a configuration of `kind`, configured by `intent`, with entries from `provider`.
  @_disfavoredOverload
  public init<Provider: AppIntentTimelineProvider>(
    kind: String, intent: Provider.Intent.Type = Provider.Intent.self, provider: Provider,
    content: @escaping @MainActor @Sendable (Provider.Entry) -> Content
  ) {
    descriptor = WidgetDescriptor(
      kind: kind, intent: IntentDescriptor(intent), provider: AnyTimelineProvider(provider),
      content: { entry in (entry as? Provider.Entry).map(content) })
  }
}
