/// Whether a piece of interface is shown: `.automatic` lets the view decide, as in SwiftUI
/// (Charts' `chartLegend(.hidden)`, `chartXAxis(.hidden)`).
public enum Visibility: Sendable, Hashable, CaseIterable {
  /// The view's own choice.
  case automatic
  /// Shown.
  case visible
  /// Not shown.
  case hidden
}
