import VitrineWidgetCore

/// A provider for widgets configured by a SiriKit intent, with completion handlers as in
/// iOS 14's WidgetKit.
public protocol IntentTimelineProvider: Sendable {
  /// The entry type this provider produces.
  associatedtype Entry: TimelineEntry
  /// The generated intent that configures each widget instance.
  associatedtype Intent: INIntent

  /// The context type, spelled as WidgetKit spells it.
  typealias Context = TimelineProviderContext

  /// An entry to show immediately, with no data; the host draws it redacted.
  func placeholder(in context: Context) -> Entry

  /// One entry for the widget gallery (`context.isPreview`) or a quick look.
  func getSnapshot(
    for configuration: Intent, in context: Context,
    completion: @escaping @Sendable (Entry) -> Void)

  /// The entries to show for `configuration`, and when to reload.
  func getTimeline(
    for configuration: Intent, in context: Context,
    completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

extension AnyTimelineProvider {
  /// Erases an intent timeline provider; stored configuration becomes a fresh `Intent`.
  public init<Provider: IntentTimelineProvider>(_ provider: Provider) {
    self.init(
      placeholder: { provider.placeholder(in: $0) },
      snapshot: { values, context, done in
        provider.getSnapshot(for: Provider.Intent.make(values: values), in: context) { done($0) }
      },
      timeline: { values, context, done in
        provider.getTimeline(for: Provider.Intent.make(values: values), in: context) {
          done(AnyTimeline($0))
        }
      })
  }
}
