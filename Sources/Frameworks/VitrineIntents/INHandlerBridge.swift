import Foundation
import Synchronization

/// Joins the two forms Xcode generates for a handler's options method — with a completion
/// handler, and `async throws` — so a handler implements either one: the generated protocol's
/// default for each form calls the other. Generated code calls this.
///
/// A handler that implements neither would make the two defaults call each other forever; a
/// task-local mark set while one default runs makes the other fail instead, with
/// ``INHandlerBridgeError``.
public enum INHandlerBridge {
  @TaskLocal static var bridging: String?

  /// The completion form's default: runs `answer` (the `async` form) in a task and completes
  /// with its result.
  public static func complete<Value: Sendable>(
    _ completion: @escaping @Sendable (Value?, (any Error)?) -> Void, method: String,
    with answer: @escaping @Sendable () async throws -> Value
  ) {
    if bridging == method {
      completion(nil, INHandlerBridgeError(method: method))
      return
    }
    $bridging.withValue(method) {
      Task {
        do {
          completion(try await answer(), nil)
        } catch {
          completion(nil, error)
        }
      }
    }
  }

  /// The `async` form's default: calls `start` (the completion form) and returns what it
  /// completes with first; a completion with neither a value nor an error is an error.
  public static func answer<Value: Sendable>(
    method: String,
    from start: @escaping @Sendable (@escaping @Sendable (Value?, (any Error)?) -> Void) -> Void
  ) async throws -> Value {
    if bridging == method { throw INHandlerBridgeError(method: method) }
    let waiting = Mutex<CheckedContinuation<Value, any Error>?>(nil)
    return try await $bridging.withValue(method) {
      try await withCheckedThrowingContinuation { continuation in
        waiting.withLock { $0 = continuation }
        start { value, error in
          let result: Result<Value, any Error> =
            value.map { .success($0) }
            ?? .failure(error ?? INHandlerBridgeError(method: method, gaveNothing: true))
          waiting.withLock { pending in
            pending?.resume(with: result)
            pending = nil
          }
        }
      }
    }
  }
}

/// A handler implements neither form of an options method, or completed with nothing.
public struct INHandlerBridgeError: Error, Equatable, CustomStringConvertible {
  /// The method, as `provide<Parameter>OptionsCollection`.
  public let method: String
  /// Whether the handler completed with neither a value nor an error.
  public var gaveNothing = false

  public var description: String {
    gaveNothing
      ? "the handler's \(method)(for:with:) completed with neither options nor an error"
      : "the handler implements neither \(method)(for:with:) nor \(method)(for:) async throws"
  }
}
