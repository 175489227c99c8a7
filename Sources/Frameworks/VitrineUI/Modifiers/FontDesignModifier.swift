import Foundation

private struct FontDesignKey: EnvironmentKey {
  static let defaultValue: Font.Design? = nil
}

extension EnvironmentValues {
  /// The design every font below is drawn in, overriding the font's own; `nil` keeps each
  /// font's design.
  var fontDesign: Font.Design? {
    get { self[FontDesignKey.self] }
    set { self[FontDesignKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Draws the text in this view in `design` (`.rounded`, `.serif`, `.monospaced`), whatever
  /// design its fonts name, as SwiftUI's `fontDesign(_:)`; `nil` leaves the fonts as they are.
  public func fontDesign(_ design: Font.Design?) -> some View {
    modifier(EnvironmentWriter { if let design { $0.fontDesign = design } })
  }
}

extension Text {
  /// Draws this text in `design`, as SwiftUI's `Text.fontDesign(_:)`; `nil` leaves it as is.
  public func fontDesign(_ design: Font.Design?) -> some View {
    modifier(EnvironmentWriter { if let design { $0.fontDesign = design } })
  }
}
