import Foundation
import VitrineAppGroupStore

/// What a home screen gives the widgets it installs: where their App Groups keep data, and the
/// settings a person set for the process (API addresses in environment variables).
///
/// Every front end (the command line, the benchmarks, the tests, the web server) builds one of
/// these and hands it to ``WidgetLibrary/widgets(in:)``; widgets never look anything up
/// themselves.
public struct HomeScreenEnvironment: Sendable {
  /// The folder App Group stores live in.
  public var dataDirectory: URL
  /// The process environment the widgets read settings from, such as `VITRINE_API_URL`.
  public var variables: [String: String]

  /// Creates an environment with App Group data in `dataDirectory`.
  public init(
    dataDirectory: URL, variables: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.dataDirectory = dataDirectory
    self.variables = variables
  }

  /// The environment of a process: data in `$VITRINE_DATA_DIR`, else `$XDG_DATA_HOME/vitrine`,
  /// else `~/.local/share/vitrine`.
  public static func process(
    variables: [String: String] = ProcessInfo.processInfo.environment
  ) -> HomeScreenEnvironment {
    HomeScreenEnvironment(
      dataDirectory: AppGroupStore.defaultDirectory(environment: variables), variables: variables)
  }
}
