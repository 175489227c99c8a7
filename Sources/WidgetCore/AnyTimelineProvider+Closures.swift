extension AnyTimelineProvider {
  /// Erases a provider given as closures, for provider protocols declared outside WidgetCore
  /// (SiriKit's `IntentTimelineProvider` in WidgetIntents).
  public init(
    placeholder: @escaping @Sendable (TimelineProviderContext) -> any TimelineEntry,
    snapshot:
      @escaping @Sendable (
        IntentValues, TimelineProviderContext, @escaping @Sendable (any TimelineEntry) -> Void
      ) -> Void,
    timeline:
      @escaping @Sendable (
        IntentValues, TimelineProviderContext, @escaping @Sendable (AnyTimeline) -> Void
      ) -> Void
  ) {
    self.placeholder = placeholder
    self.snapshot = snapshot
    self.timeline = timeline
  }
}
