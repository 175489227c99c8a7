import Foundation

private struct BackgroundMaterialKey: EnvironmentKey {
  static let defaultValue: Material? = nil
}

extension EnvironmentValues {
  /// The material under the views below, as SwiftUI's `backgroundMaterial`: set by
  /// `background(_:)` with a ``Material`` (and by containers that draw one); `nil` when the
  /// background is not a material.
  public var backgroundMaterial: Material? {
    get { self[BackgroundMaterialKey.self] }
    set { self[BackgroundMaterialKey.self] = newValue }
  }
}
