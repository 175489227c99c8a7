import Foundation
import Synchronization
import VitrineHomeScreen

/// Which state of each widget the page has seen, and what was worked out for it: the
/// presentation (view laid out into a display list) and the PNG drawn from it.
///
/// Every host event about an instance raises its version; the page asks for an image by
/// instance, the version it knows of and appearance. Presentations and pictures are each kept
/// per instance and appearance with the version they show (``LatestResults``): a tap, the
/// widget's state in the answer and the picture the page then fetches share one layout of each
/// version, and requests share renders.
///
/// Only laying out needs the main actor; a picture is drawn and encoded from the display list
/// off it, on threads of its own (``drawingQueue``), so renders queue neither behind layouts
/// nor in front of the actors every request goes through.
final class WidgetImages: Sendable {
  private let versions = Mutex<[String: Int]>([:])
  private let presentations = LatestResults<WidgetPresentation>()
  private let pictures = LatestResults<Data>()

  /// The current version of an instance (0 before any event).
  func version(of id: String) -> Int { versions.withLock { $0[id, default: 0] } }

  /// Raises an instance's version.
  @discardableResult
  func bump(_ id: String) -> Int {
    versions.withLock { versions in
      versions[id, default: 0] += 1
      return versions[id, default: 0]
    }
  }

  /// Forgets an instance.
  func forget(_ id: String) {
    _ = versions.withLock { $0.removeValue(forKey: id) }
    presentations.forget(id)
    pictures.forget(id)
  }

  /// The instance presented in `appearance` as it is now (its current version or later), made
  /// by `present` unless a presentation of such a version is kept or under way.
  func presentation(
    of id: String, appearance: String,
    present: @escaping @Sendable () async throws -> WidgetPresentation
  ) async throws -> (presentation: WidgetPresentation, version: Int) {
    let current = version(of: id)
    let (presentation, version) = try await presentations.value(
      of: id, appearance: appearance, wanted: current, current: current, work: present)
    return (presentation, version)
  }

  /// A picture of the instance in `appearance` showing version `minimum` or later (the
  /// current version when `nil`), drawn by `render` from a presentation at least that new,
  /// unless a render of such a version is already done or under way.
  ///
  /// The version is read before the presentation is asked for, so the picture shows that
  /// version's state or a newer one, never an older one.
  func image(
    of id: String, atLeast minimum: Int?, appearance: String,
    present: @escaping @Sendable () async throws -> WidgetPresentation,
    render: @escaping @Sendable (WidgetPresentation) throws -> Data
  ) async throws -> (data: Data, version: Int) {
    let current = version(of: id)
    let (data, version) = try await pictures.value(
      of: id, appearance: appearance, wanted: minimum ?? current, current: current
    ) {
      let (shown, _) = try await self.presentation(of: id, appearance: appearance, present: present)
      return try await Self.drawing(render, shown)
    }
    return (data, version)
  }

  /// Where pictures are drawn: threads of their own, not Swift's cooperative pool.
  ///
  /// Drawing and encoding a picture is milliseconds of computation in one go; on the pool
  /// (one thread per core) it would hold the actors every request goes through (the host, the
  /// action queue) until it is done.
  private static let drawingQueue = DispatchQueue(
    label: "vitrine.web-home.drawing", qos: .userInitiated, attributes: .concurrent)

  private static func drawing(
    _ render: @escaping @Sendable (WidgetPresentation) throws -> Data, _ shown: WidgetPresentation
  ) async throws -> Data {
    try await withCheckedThrowingContinuation { continuation in
      drawingQueue.async { continuation.resume(with: Result { try render(shown) }) }
    }
  }
}
