import Foundation
import VitrineWidgetCore

extension WidgetHost {
  /// Performs intents tapped on instance `id`, in order, then reloads every instance of its kind
  /// once, without spending budget: taps that arrived together, as a busy home screen takes them
  /// (iOS coalesces the reloads of quick taps the same way).
  ///
  /// Each intent is logged as ``perform(_:from:)`` logs it; one that fails is logged as a
  /// diagnostic and the others still run.
  public func perform(_ intents: [any AppIntent], from id: String) async throws {
    guard let kind = states[id]?.instance.kind else { throw WidgetHostError.unknownInstance(id) }
    guard !intents.isEmpty else { return }
    for intent in intents {
      let title = type(of: intent).title.key
      do {
        _ = try await intent.perform()
        log(.intent, id, message: "performed \(title)")
      } catch {
        log(.diagnostic, id, message: "intent \(title) failed: \(error)")
      }
    }
    for other in order where states[other]?.instance.kind == kind {
      await reload(other, reason: .intent)
    }
  }
}
