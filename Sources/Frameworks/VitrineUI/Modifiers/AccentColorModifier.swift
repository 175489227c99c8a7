import Foundation

nonisolated extension View {
  /// Sets the accent color for this view and the views it contains (iOS 13; deprecated in
  /// iOS 17 for `tint(_:)`, which Apple names as its replacement): controls
  /// that take the accent as their default tint (buttons, links, progress views, toggles, the
  /// `.tint` style) use `accentColor`; `nil` restores the app's accent. `Color.accentColor`
  /// itself stays the app's accent color.
  public func accentColor(_ accentColor: Color?) -> some View {
    tint(accentColor)
  }
}
