import Foundation
import Synchronization

/// Which state of each widget the page has seen, and the PNGs drawn for it.
///
/// Every host event about an instance raises its version; the page asks for an image by
/// instance, version and appearance. Requests for the same picture share one render (several
/// tabs, or a burst of clicks), and an image is kept only while its version is current.
final class WidgetImages: Sendable {
  /// What a picture depends on besides the host's state.
  struct Key: Hashable, Sendable {
    var instanceID: String
    var version: Int
    var appearance: String
  }

  private struct State {
    var versions: [String: Int] = [:]
    var renders: [Key: Task<Data, any Error>] = [:]
  }
  private let state = Mutex(State())

  /// The current version of an instance (0 before any event).
  func version(of id: String) -> Int { state.withLock { $0.versions[id, default: 0] } }

  /// Raises an instance's version, forgetting its older pictures.
  @discardableResult
  func bump(_ id: String) -> Int {
    state.withLock { state in
      state.versions[id, default: 0] += 1
      let current = state.versions[id, default: 0]
      state.renders = state.renders.filter { $0.key.instanceID != id || $0.key.version >= current }
      return current
    }
  }

  /// Forgets an instance.
  func forget(_ id: String) {
    state.withLock { state in
      state.versions.removeValue(forKey: id)
      state.renders = state.renders.filter { $0.key.instanceID != id }
    }
  }

  /// The picture of the instance's current version in `appearance`, drawn by `render` once
  /// for everyone asking at the same time.
  ///
  /// The version is read before drawing, so the picture shows that version's state or a newer
  /// one, never an older one.
  func image(
    of id: String, appearance: String, render: @escaping @Sendable () async throws -> Data
  ) async throws -> (data: Data, version: Int) {
    let (task, version) = state.withLock { state -> (Task<Data, any Error>, Int) in
      let version = state.versions[id, default: 0]
      let key = Key(instanceID: id, version: version, appearance: appearance)
      if let running = state.renders[key] { return (running, version) }
      let task = Task { try await render() }
      state.renders[key] = task
      if state.renders.count > 256 {
        // Appearances nobody asks for any more: keep only current versions.
        state.renders = state.renders.filter {
          $0.key.version == state.versions[$0.key.instanceID, default: 0]
        }
      }
      return (task, version)
    }
    do {
      return (try await task.value, version)
    } catch {
      // A failed render is not kept: the next request tries again.
      state.withLock { state in
        let key = Key(instanceID: id, version: version, appearance: appearance)
        state.renders.removeValue(forKey: key)
      }
      throw error
    }
  }
}
