extension AnyTimelineProvider {
  /// Erases a provider given as closures, for provider protocols declared outside VitrineWidgetCore
  /// (SiriKit's `IntentTimelineProvider` in VitrineIntents).
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
