/// A type that gives the host a widget's entries, written with completion handlers as in WidgetKit.
///
/// The host calls ``placeholder(in:)`` for a widget it has no data for yet and must show at
/// once, ``getSnapshot(in:completion:)`` for the widget gallery, and
/// ``getTimeline(in:completion:)`` for the entries to show and when to ask again. Call each
/// completion exactly once; the host ignores later calls and gives up on a provider that never
/// calls it (see `WidgetHost`'s provider timeout).
public protocol TimelineProvider: Sendable {
  /// The entry type this provider produces.
  associatedtype Entry: TimelineEntry

  /// The context type, spelled as WidgetKit spells it.
  typealias Context = TimelineProviderContext

  /// An entry to show immediately, with no data; the host draws it redacted.
  func placeholder(in context: Context) -> Entry

  /// One entry for a preview, fast and with sample data if the real data is slow.
  func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)

  /// The entries to show and when to reload.
  func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

/// A provider for widgets configured by an intent, written with `async` as in WidgetKit.
public protocol AppIntentTimelineProvider: Sendable {
  /// The entry type this provider produces.
  associatedtype Entry: TimelineEntry
  /// The intent that configures each widget instance.
  associatedtype Intent: WidgetConfigurationIntent

  /// The context type, spelled as WidgetKit spells it.
  typealias Context = TimelineProviderContext

  /// An entry to show immediately, with no data; the host draws it redacted.
  func placeholder(in context: Context) -> Entry

  /// One entry for a preview of the widget configured by `configuration`.
  func snapshot(for configuration: Intent, in context: Context) async -> Entry

  /// The entries to show for `configuration`, and when to reload.
  func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>

  /// Ready-made configurations to offer (``AppIntentRecommendation``).
  func recommendations() -> [AppIntentRecommendation<Intent>]
}
