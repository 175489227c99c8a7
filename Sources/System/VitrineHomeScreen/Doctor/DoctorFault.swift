import Foundation

/// Something ``ReloadDoctor`` found that makes a widget reload in a way its developer did not
/// mean, or look stale.
public enum DoctorFault: String, Sendable, Hashable, Codable, CaseIterable {
  /// The reload policy asked for a date at or before the reload that returned it.
  case policyInPast = "policy-in-past"
  /// Every entry of a timeline was dated before the reload that returned it.
  case entriesInPast = "entries-in-past"
  /// Many reloads returned the timeline the widget already had.
  case wastedReloads = "wasted-reloads"
  /// The daily budget ran out and reloads waited.
  case budgetExhausted = "budget-exhausted"
  /// The app's background `reloadTimelines` calls spent much of the budget.
  case appBackgroundSpending = "app-background-spending"
  /// Reloads failed: the provider returned no entries or did not answer.
  case failedReloads = "failed-reloads"
  /// The widget showed its placeholder for a while after it was added.
  case placeholderShown = "placeholder-shown"

  /// What to do about it, in one or two sentences.
  public var advice: String {
    switch self {
    case .policyInPast:
      return "Date the reload policy from the time the provider is called: "
        + ".after(Date().addingTimeInterval(15 * 60)), not from a cached or fixed date; "
        + "a past date makes iOS reload as often as it allows and spend the budget by midday."
    case .entriesInPast:
      return "Date the first entry at the time the provider is called (Date()) and the others "
        + "after it: entries dated in the past are skipped and the last one shows at once."
    case .wastedReloads:
      return "Reload less often (.after 30 to 60 min) or, when the data changes at known times, "
        + "use .never and call WidgetCenter.shared.reloadTimelines(ofKind:) from the app when "
        + "it does; return several dated entries instead of reloading for each change."
    case .budgetExhausted:
      return "Ask for fewer reloads: about 40 to 70 a day is all iOS gives a widget; reloads "
        + "past the budget wait, and the widget shows old data meanwhile."
    case .appBackgroundSpending:
      return "Call reloadTimelines from the background only when the data really changed: "
        + "each call costs budget (calls while the app is in the foreground are free)."
    case .failedReloads:
      return "When a fetch fails, return the last good data (cached in the App Group) with a "
        + "later .after date rather than an empty timeline: an empty timeline or a provider "
        + "that never calls its completion leaves the widget as it was and costs a retry."
    case .placeholderShown:
      return "Make the first timeline succeed without the network (a cached or sample entry): "
        + "until it does, the widget shows its redacted placeholder."
    }
  }
}
