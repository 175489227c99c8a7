import CountryStatsWidget
import ExampleWidgets
import Foundation
import RecommendationsWidget
import WidgetCore

/// The widgets the command runs: Vitrine's own, or the ones a widget author passes to
/// ``VitrineCommandLine/main(_:widgets:)``.
enum WidgetCatalog {
  /// Widgets given for the running task, replacing the built-in ones.
  @TaskLocal static var registered: [WidgetDescriptor]?

  /// The widgets that ship with Vitrine: the clock example and the recommendations widget.
  static var builtIn: [WidgetDescriptor] {
    ClockWidget().descriptors + RecommendationsWidget().descriptors
      + CountryStatsInstallation.descriptors()
  }

  static var all: [WidgetDescriptor] { registered ?? builtIn }

  static func named(_ kind: String) throws -> WidgetDescriptor {
    guard let widget = all.first(where: { $0.kind == kind }) else {
      throw UsageError(
        "unknown widget kind '\(kind)' (kinds: \(all.map(\.kind).joined(separator: ", ")))")
    }
    return widget
  }

  /// Runs `body` with the widgets' own App Group state (the recommendations cache and
  /// carousel) in `--data-dir`, else in `fallback`, else in the environment's default folder.
  ///
  /// The choice holds for the running task only, so commands run side by side (as in tests)
  /// never share state by accident.
  static func withWidgetState<Result>(
    _ arguments: ParsedArguments, _ console: Console, fallback: URL? = nil,
    _ body: () async throws -> Result
  ) async throws -> Result {
    let directory =
      arguments.value("data-dir") != nil
      ? CommonOptions.dataDirectory(arguments, console) : fallback
    let dependencies = RecommendationsDependencies.defaults(
      directory: directory, environment: console.environment)
    return try await RecommendationsDependencies.$override.withValue(dependencies, operation: body)
  }
}
