import Foundation
import VitrineUI

/// The environment key of the Shared with You connection.
private struct SWSystemConnectionKey: EnvironmentKey {
  static let defaultValue: SWSystemConnection? = nil
}

extension EnvironmentValues {
  /// The connection to the system that attribution views placed below use when they were made
  /// without one: how an app hands the framework its system explicitly (set it with
  /// `.environment(\.sharedWithYouConnection, connection)` at the app's root).
  public var sharedWithYouConnection: SWSystemConnection? {
    get { self[SWSystemConnectionKey.self] }
    set { self[SWSystemConnectionKey.self] = newValue }
  }
}
