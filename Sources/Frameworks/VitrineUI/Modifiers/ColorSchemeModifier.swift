import Foundation
import VitrineWidgetCore

nonisolated extension View {
  /// Draws this view and everything in it in `colorScheme`, whatever the widget's or the
  /// screen's appearance, as SwiftUI's `colorScheme(_:)` (the same as setting
  /// `\.colorScheme` in the environment).
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    modifier(EnvironmentWriter { $0.colorScheme = colorScheme })
  }
}
