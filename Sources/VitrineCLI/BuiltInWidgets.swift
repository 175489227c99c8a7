import ExampleWidgets
import Foundation
import RecommendationsWidget
import WidgetCore

/// The widgets the `vitrine` command knows.
enum BuiltInWidgets {
  static var all: [WidgetDescriptor] {
    ClockWidget().descriptors + RecommendationsWidget().descriptors
  }

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
    let dependencies = try RecommendationsDependencies.defaults(
      directory: directory, environment: console.environment)
    return try await RecommendationsDependencies.$override.withValue(dependencies, operation: body)
  }
}
