import Foundation

/// The direction a layout reads in, as SwiftUI's `LayoutDirection`: left to right (English)
/// or right to left (Arabic, Hebrew).
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
  /// Left to right, the default.
  case leftToRight
  /// Right to left.
  case rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}

extension EnvironmentValues {
  /// The direction views below read in; left to right unless a view above set another.
  /// Vitrine's layout reads left to right either way: the value is what views see.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
}
