import Foundation
import VitrineCatalog
import VitrineSharedWithYouSystem

/// How the Shared with You commands open the system store: in `<data folder>/system`, with the
/// streaming app installed as it is on the device, on the clock `--at` sets.
enum SystemAccess {
  /// The option every Shared with You command takes for the app.
  static let app = OptionSpec.value(
    "app", "APP-ID", help: "the app (default \(StreamingApp.appID), the streaming app)")

  /// Opens the store for `arguments`.
  static func open(_ arguments: ParsedArguments, _ console: Console) throws -> SharedWithYouSystem {
    let moment = try CommonOptions.moment(arguments)
    let system = try SharedWithYouSystem(
      directory: SharedWithYouSystem.directory(
        inDataDirectory: CommonOptions.dataDirectory(arguments, console)),
      clock: { moment ?? Date() })
    if try !system.apps().contains(where: { $0.id == StreamingApp.appID }) {
      try StreamingApp.install(into: system)
    }
    return system
  }

  /// `--data-dir`, described for the system store.
  static let dataDir = OptionSpec.value(
    "data-dir", "DIR",
    help: "the data folder; the system store is its system/ folder "
      + "(default $VITRINE_DATA_DIR, else ~/.local/share/vitrine)")

  /// The app `--app` names, or the streaming app.
  static func appID(_ arguments: ParsedArguments) -> String {
    arguments.value("app") ?? StreamingApp.appID
  }

  /// The language attributions are printed in: `--locale`, else the process's, else English.
  static func language(_ arguments: ParsedArguments, _ console: Console) -> String {
    arguments.value("locale")
      ?? CommonOptions.processLocale(console.environment)?.identifier ?? "en"
  }

  /// The catalog title a URL opens, in `language`, if it opens one.
  static func titleName(_ url: URL, language: String) -> String? {
    guard let id = StreamingApp.titleID(in: url), let title = EmbeddedCatalog.title(id: id) else {
      return nil
    }
    return title.name[Language(localeIdentifier: language)]
  }
}
