import VitrineWidgetCore

extension StaticConfiguration where Content: View {
  /// Creates a configuration whose view for each entry is built with `@ViewBuilder`, so the
  /// closure may use `if` and `switch` as in WidgetKit.
  public init<Provider: TimelineProvider>(
    kind: String, provider: Provider,
    @ViewBuilder content: @escaping @MainActor @Sendable (Provider.Entry) -> Content
  ) {
    self = CoreConfiguration.staticConfiguration(kind: kind, provider: provider, content: content)
  }
}

extension AppIntentConfiguration where Content: View {
  /// Creates an intent-configured widget whose view for each entry is built with
  /// `@ViewBuilder`.
  public init<Provider: AppIntentTimelineProvider>(
    kind: String, intent: Provider.Intent.Type = Provider.Intent.self, provider: Provider,
    @ViewBuilder content: @escaping @MainActor @Sendable (Provider.Entry) -> Content
  ) {
    self = CoreConfiguration.appIntentConfiguration(
      kind: kind, intent: intent, provider: provider, content: content)
  }
}

/// Calls VitrineWidgetCore's initializers from a context where the content is not known to be a
/// view, so they are chosen over the `@ViewBuilder` ones above.
private enum CoreConfiguration {
  static func staticConfiguration<Provider: TimelineProvider, Content>(
    kind: String, provider: Provider,
    content: @escaping @MainActor @Sendable (Provider.Entry) -> Content
  ) -> StaticConfiguration<Content> {
    StaticConfiguration(kind: kind, provider: provider, content: content)
  }

  static func appIntentConfiguration<Provider: AppIntentTimelineProvider, Content>(
    kind: String, intent: Provider.Intent.Type, provider: Provider,
    content: @escaping @MainActor @Sendable (Provider.Entry) -> Content
  ) -> AppIntentConfiguration<Content> {
    AppIntentConfiguration(kind: kind, intent: intent, provider: provider, content: content)
  }
}
