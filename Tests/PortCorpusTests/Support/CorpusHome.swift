import Foundation
import SwiftUI
import VitrineHomeScreen
import VitrineTestSupport
import WidgetKit

/// Runs a corpus widget the way the home screen does: placed in a session that follows the
/// system clock (corpus providers date entries with `Date()`, as iOS code does), its provider
/// asked for a timeline, and the entry it shows presented as a view.
@MainActor
struct CorpusHome {
  let session: HomeSession
  let folder: TemporaryFolder

  init(_ widgets: [WidgetDescriptor]) throws {
    folder = try TemporaryFolder("vitrine-corpus")
    session = try HomeSession(
      library: WidgetLibrary(widgets),
      environment: HomeScreenEnvironment(dataDirectory: folder.url), start: nil)
  }

  /// The view of a new `kind` widget in `family`, with the entry its provider answered.
  func view(
    kind: String, family: WidgetFamily, configuration: IntentValues = [:]
  ) async throws -> AnyView {
    let instance = try await session.add(
      kind: kind, family: family, configuration: configuration)
    let presentation = try await session.present(instance)
    return AnyView(presentation.view)
  }
}
