import Foundation
import Synchronization
import VitrineIntents
import VitrineWidgetCore

extension Preview {
  /// A preview of `widget` in `family` showing each entry of `timeline` in turn, the entries'
  /// dates ignored, as in WidgetKit.
  public init<W: Widget>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
    @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
  ) {
    self.init(
      name: name,
      content: .widget(
        family: family, widget: { widget().descriptors.first }, entries: { _ in await timeline() }))
  }

  /// A preview of a widget with a static configuration, showing the timeline that
  /// `timelineProvider` returns for the preview's context.
  ///
  /// The provider is made when the program's previews are listed; its timeline is asked for
  /// when the preview is shown, with `context.isPreview` set.
  public init<W: Widget, Provider: TimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
    timelineProvider: @escaping () -> Provider
  ) {
    let label = name ?? "#Preview"
    self.init(
      name: name,
      content: .widget(
        family: family, widget: { widget().descriptors.first },
        entries: { [provider = timelineProvider()] context in
          try await PreviewTimeline.wait(for: label) { done in
            provider.getTimeline(in: context) { done($0.entries) }
          }
        }))
  }

  /// A preview of a widget with an app intent configuration, showing the timeline that
  /// `timelineProvider` returns for `intent`.
  public init<W: Widget, Provider: AppIntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
    widget: @escaping @MainActor () -> W, timelineProvider: @escaping () -> Provider
  ) {
    self.init(
      name: name,
      content: .widget(
        family: family, widget: { widget().descriptors.first },
        entries: { [provider = timelineProvider()] context in
          await provider.timeline(for: intent, in: context).entries
        }))
  }

  /// A preview of a widget with a SiriKit intent configuration, showing the timeline that
  /// `timelineProvider` returns for `intent`.
  public init<W: Widget, Provider: IntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
    widget: @escaping @MainActor () -> W, timelineProvider: @escaping () -> Provider
  ) {
    let label = name ?? "#Preview"
    self.init(
      name: name,
      content: .widget(
        family: family, widget: { widget().descriptors.first },
        entries: { [provider = timelineProvider()] context in
          try await PreviewTimeline.wait(for: label) { done in
            provider.getTimeline(for: intent, in: context) { done($0.entries) }
          }
        }))
  }
}

/// Builds a preview's timeline from entries listed one per line, as `PreviewTimelineBuilder` in
/// WidgetKit.
@resultBuilder
public enum PreviewTimelineBuilder {
  /// One entry.
  public static func buildExpression(_ entry: any TimelineEntry) -> [any TimelineEntry] { [entry] }

  /// Several entries at once.
  public static func buildExpression(_ entries: [any TimelineEntry]) -> [any TimelineEntry] {
    entries
  }

  /// The entries in order.
  public static func buildBlock(_ parts: [any TimelineEntry]...) -> [any TimelineEntry] {
    parts.flatMap { $0 }
  }

  /// The entries of an `if` that holds, or none.
  public static func buildOptional(_ part: [any TimelineEntry]?) -> [any TimelineEntry] {
    part ?? []
  }

  /// The entries of an `if`'s first branch.
  public static func buildEither(first part: [any TimelineEntry]) -> [any TimelineEntry] { part }

  /// The entries of an `if`'s second branch.
  public static func buildEither(second part: [any TimelineEntry]) -> [any TimelineEntry] { part }

  /// The entries of a `for` loop.
  public static func buildArray(_ parts: [[any TimelineEntry]]) -> [any TimelineEntry] {
    parts.flatMap { $0 }
  }
}

/// Waits for a completion-handler provider's timeline.
enum PreviewTimeline {
  /// How long a provider may take to answer a preview.
  static let timeout = 10

  /// The entries `start` hands its completion first; later answers are ignored.
  @MainActor
  static func wait(
    for preview: String,
    _ start: (@escaping @Sendable ([any TimelineEntry]) -> Void) -> Void
  ) async throws -> [any TimelineEntry] {
    let answer = OneAnswer()
    let entries = await withCheckedContinuation { continuation in
      answer.attach(continuation)
      let timer = Task {
        try? await Task.sleep(for: .seconds(timeout))
        answer.give(nil)
      }
      start { entries in
        timer.cancel()
        answer.give(SentEntries(entries: entries))
      }
    }
    guard let entries else { throw PreviewError.noTimeline(preview: preview, seconds: timeout) }
    return entries.entries
  }
}

/// Entries crossing from the provider's completion to the preview; entries are values.
private struct SentEntries: @unchecked Sendable {
  let entries: [any TimelineEntry]
}

/// A continuation resumed once, by whichever comes first.
private final class OneAnswer: Sendable {
  private let waiting = Mutex<CheckedContinuation<SentEntries?, Never>?>(nil)

  func attach(_ continuation: CheckedContinuation<SentEntries?, Never>) {
    waiting.withLock { $0 = continuation }
  }

  func give(_ entries: SentEntries?) {
    let continuation = waiting.withLock { waiting in
      defer { waiting = nil }
      return waiting
    }
    continuation?.resume(returning: entries)
  }
}
