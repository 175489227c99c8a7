import Foundation
import Synchronization

/// Which state of each widget the page has seen, and the PNGs drawn for it.
///
/// Every host event about an instance raises its version; the page asks for an image by
/// instance, the version it knows of and appearance. A picture drawn from a version at or after
/// the one asked for answers the request, so requests share renders: while one is being drawn,
/// everyone asking for that version or an older one waits for it (several tabs, or a burst of
/// taps), and at most one new render per appearance starts for newer versions.
final class WidgetImages: Sendable {
  /// A picture of one appearance of an instance, drawn or being drawn.
  private struct Render {
    var version: Int
    var task: Task<Data, any Error>
  }

  private struct State {
    var versions: [String: Int] = [:]
    /// The latest render of each instance, by appearance.
    var latest: [String: [String: Render]] = [:]
  }
  private let state = Mutex(State())

  /// The current version of an instance (0 before any event).
  func version(of id: String) -> Int { state.withLock { $0.versions[id, default: 0] } }

  /// Raises an instance's version.
  @discardableResult
  func bump(_ id: String) -> Int {
    state.withLock { state in
      state.versions[id, default: 0] += 1
      return state.versions[id, default: 0]
    }
  }

  /// Forgets an instance.
  func forget(_ id: String) {
    state.withLock { state in
      state.versions.removeValue(forKey: id)
      state.latest.removeValue(forKey: id)
    }
  }

  /// A picture of the instance in `appearance` showing version `minimum` or later (the
  /// current version when `nil`), drawn by `render` unless a render of such a version is
  /// already done or under way.
  ///
  /// A render's version is read before it draws, so its picture shows that version's state or
  /// a newer one, never an older one.
  func image(
    of id: String, atLeast minimum: Int?, appearance: String,
    render: @escaping @Sendable () async throws -> Data
  ) async throws -> (data: Data, version: Int) {
    let chosen = state.withLock { state -> Render in
      let current = state.versions[id, default: 0]
      let wanted = min(minimum ?? current, current)
      if let latest = state.latest[id]?[appearance], latest.version >= wanted { return latest }
      let fresh = Render(version: current, task: Task { try await render() })
      state.latest[id, default: [:]][appearance] = fresh
      return fresh
    }
    do {
      return (try await chosen.task.value, chosen.version)
    } catch {
      // A failed render is not kept: the next request tries again.
      state.withLock { state in
        if state.latest[id]?[appearance]?.version == chosen.version {
          state.latest[id]?[appearance] = nil
        }
      }
      throw error
    }
  }
}
