import Foundation
import Synchronization
import VitrineWidgetCore

/// An entry with a label, for tests.
public struct LabeledEntry: TimelineEntry, CustomStringConvertible {
  public let date: Date
  public let label: String

  public init(_ label: String, at date: Date) {
    self.date = date
    self.label = label
  }

  public var description: String { label }
}

/// A provider whose timelines a test scripts, and which counts how often it was asked.
public final class ScriptedProvider: TimelineProvider {
  public typealias Entry = LabeledEntry

  /// What the provider does when asked for a timeline.
  public enum Answer: Sendable {
    /// Calls the completion with this timeline.
    case timeline(Timeline<LabeledEntry>)
    /// Calls the completion twice: first with the first timeline, then the second.
    case twice(Timeline<LabeledEntry>, Timeline<LabeledEntry>)
    /// Never calls the completion.
    case silence
  }

  private let script: @Sendable (TimelineProviderContext, Int) -> Answer
  private let calls = Mutex<[Date]>([])

  /// Creates a provider; `script` gets the context and the number of the call (from 0).
  public init(_ script: @escaping @Sendable (TimelineProviderContext, Int) -> Answer) {
    self.script = script
  }

  /// The host times at which the provider was asked for a timeline.
  public var callDates: [Date] { calls.withLock { $0 } }

  public func placeholder(in context: Context) -> LabeledEntry {
    LabeledEntry("placeholder", at: .distantPast)
  }

  public func getSnapshot(
    in context: Context, completion: @escaping @Sendable (LabeledEntry) -> Void
  ) {
    completion(LabeledEntry("snapshot", at: context.now))
  }

  public func getTimeline(
    in context: Context, completion: @escaping @Sendable (Timeline<LabeledEntry>) -> Void
  ) {
    let number = calls.withLock { calls in
      calls.append(context.now)
      return calls.count - 1
    }
    switch script(context, number) {
    case .timeline(let timeline): completion(timeline)
    case .twice(let first, let second):
      completion(first)
      completion(second)
    case .silence: break
    }
  }

  /// A widget of `kind` backed by this provider.
  public func widget(kind: String = "scripted") -> WidgetDescriptor {
    StaticConfiguration(kind: kind, provider: self) { entry in entry.label }.descriptor
  }
}
