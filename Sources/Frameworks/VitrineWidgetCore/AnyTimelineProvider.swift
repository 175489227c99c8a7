/// A provider of either kind with its types erased, as the host calls it.
///
/// Configuration arrives as ``IntentValues``; for an intent-configured widget the provider
/// builds the intent from them, so the host never needs the intent's static type.
public struct AnyTimelineProvider: Sendable {
  /// Returns the placeholder entry.
  public let placeholder: @Sendable (TimelineProviderContext) -> any TimelineEntry
  /// Returns the snapshot entry; the closure's completion may be called more than once or never.
  public let snapshot:
    @Sendable (
      IntentValues, TimelineProviderContext, @escaping @Sendable (any TimelineEntry) -> Void
    )
      -> Void
  /// Returns the timeline; the closure's completion may be called more than once or never.
  public let timeline:
    @Sendable (IntentValues, TimelineProviderContext, @escaping @Sendable (AnyTimeline) -> Void) ->
      Void

  /// The configurations the provider recommends, as the host stores them.
  public var recommendations: @Sendable () -> [IntentRecommendation] = { [] }

  /// Erases a completion-handler provider; it takes no configuration.
  public init<Provider: TimelineProvider>(_ provider: Provider) {
    placeholder = { provider.placeholder(in: $0) }
    snapshot = { _, context, done in provider.getSnapshot(in: context) { done($0) } }
    timeline = { _, context, done in
      provider.getTimeline(in: context) { done(AnyTimeline($0)) }
    }
  }

  /// Erases an intent provider; configuration values become a fresh `Intent`.
  public init<Provider: AppIntentTimelineProvider>(_ provider: Provider) {
    placeholder = { provider.placeholder(in: $0) }
    snapshot = { values, context, done in
      Task {
        let intent = await Provider.Intent.resolved(values: values)
        done(await provider.snapshot(for: intent, in: context))
      }
    }
    timeline = { values, context, done in
      Task {
        let intent = await Provider.Intent.resolved(values: values)
        done(AnyTimeline(await provider.timeline(for: intent, in: context)))
      }
    }
    recommendations = {
      provider.recommendations().map {
        IntentRecommendation(description: $0.description, values: $0.intent.parameterValues)
      }
    }
  }
}
