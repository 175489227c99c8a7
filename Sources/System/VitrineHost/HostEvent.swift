import Foundation
import VitrineWidgetCore

/// One thing the host did, for the event log.
public struct HostEvent: Sendable, Hashable, Codable {
  /// What happened.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// A provider was asked for a timeline and answered.
    case reload
    /// The budget refused a reload; it will run at ``HostEvent/nextReload``.
    case deferred
    /// The entry on screen changed without a reload (the next entry's date came).
    case entry
    /// An app intent was performed.
    case intent
    /// Something went wrong and the host carried on: an empty timeline, a provider that never
    /// answered, a failed intent, a stored widget of an unknown kind.
    case diagnostic
    /// The timeline was accepted but iOS would run it in a way its developer most likely did
    /// not mean (see ``HostEvent/finding``).
    case warning
  }

  /// When it happened, by the host's clock.
  public var time: Date
  /// What happened.
  public var kind: Kind
  /// The widget instance concerned.
  public var instanceID: String
  /// Its widget kind.
  public var widgetKind: String
  /// Why the reload happened (or was deferred).
  public var reason: ReloadReason?
  /// How many entries the new timeline had.
  public var entryCount: Int?
  /// The new timeline's policy, as text.
  public var policy: String?
  /// What the widget shows after the event.
  public var shown: ShownEntry?
  /// When the host will reload next; `nil` when only the app can cause a reload.
  public var nextReload: Date?
  /// For a reload: the date the timeline's policy asked for, before the host's minimum interval
  /// moved it to ``nextReload``; `nil` for `.never`.
  public var requestedReload: Date?
  /// Counted reloads in the last 24 hours, after the event.
  public var budgetUsed: Int?
  /// A message for diagnostics, warnings and intents.
  public var message: String?
  /// For a warning: what the host found wrong with the timeline.
  public var finding: HostFinding? = nil
}
