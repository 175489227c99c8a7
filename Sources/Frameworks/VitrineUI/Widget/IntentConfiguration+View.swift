import VitrineIntents
import VitrineWidgetCore

extension IntentConfiguration where Content: View {
  /// Creates a SiriKit-intent-configured widget whose view for each entry is built with
  /// `@ViewBuilder`, so the closure may use `if` and `switch` as in WidgetKit.
  public init<Provider: IntentTimelineProvider>(
    kind: String, intent: Provider.Intent.Type, provider: Provider,
    @ViewBuilder content: @escaping @MainActor @Sendable (Provider.Entry) -> Content
  ) {
    self = IntentCoreConfiguration.make(
      kind: kind, intent: intent, provider: provider, content: content)
  }
}

/// Calls VitrineIntents' initializer from a context where the content is not known to be a
/// view, so it is chosen over the `@ViewBuilder` one above.
private enum IntentCoreConfiguration {
  static func make<Provider: IntentTimelineProvider, Content>(
    kind: String, intent: Provider.Intent.Type, provider: Provider,
    content: @escaping @MainActor @Sendable (Provider.Entry) -> Content
  ) -> IntentConfiguration<Content> {
    IntentConfiguration(kind: kind, intent: intent, provider: provider, content: content)
  }
}
