import Foundation
import VitrineWidgetCore

/// Why the host asked a provider for a timeline.
public enum ReloadReason: String, Sendable, Hashable, Codable, CaseIterable {
  /// The widget was just added (or the host restarted); costs no budget.
  case added
  /// The timeline's reload policy came due.
  case policy
  /// A `Button(intent:)` of the widget was performed; costs no budget.
  case intent
  /// The app asked through `WidgetCenter` while in the foreground; costs no budget.
  case app
  /// The app asked through `WidgetCenter` from the background; costs budget.
  case appBackground = "app-background"
  /// The person changed the widget's configuration; costs no budget.
  case configuration
  /// A reload the budget refused earlier, now run.
  case budgetDeferred = "budget-deferred"
  /// The previous timeline was empty or the provider failed; costs budget.
  case retry

  /// Whether a reload for this reason counts against the widget's daily budget.
  public var countsAgainstBudget: Bool {
    switch self {
    case .policy, .appBackground, .budgetDeferred, .retry: return true
    case .added, .intent, .app, .configuration: return false
    }
  }
}
