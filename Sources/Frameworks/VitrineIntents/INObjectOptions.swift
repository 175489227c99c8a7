import Foundation
import Synchronization
import VitrineWidgetCore

/// Turns a handler's completion-style `provide…OptionsCollection(for:with:)` and
/// `default…(for:)` into the options source the host asks; generated code calls this.
public enum INObjectOptions {
  /// How long a handler may take to complete, in seconds.
  public static let timeout: Double = 30

  /// A source that asks `provide` with a fresh `Intent` for the collection, and offers the
  /// object `fallback` gives (alone, untitled) when that fails.
  ///
  /// The handler's completion is heard once; a handler that never completes fails after
  /// `timeout` seconds (``timeout`` by default).
  public static func source<Intent: INIntent, Object: INObject>(
    parameter: String, intent: Intent.Type, timeout: Double = INObjectOptions.timeout,
    provide:
      @escaping @Sendable (
        Intent, @escaping @Sendable (INObjectCollection<Object>?, (any Error)?) -> Void
      ) -> Void,
    fallback: @escaping @Sendable (Intent) -> Object?
  ) -> IntentOptionsSource {
    IntentOptionsSource(
      results: {
        let collection: INObjectCollection<Object> = try await firstAnswer(
          parameter: parameter, timeout: timeout
        ) {
          answer in
          provide(Intent()) { collection, error in
            if let collection {
              answer(.success(collection))
            } else {
              answer(.failure(error ?? INIntentError.noOptions(parameter: parameter)))
            }
          }
        }
        return collection.intentOptions
      },
      fallback: {
        guard let object = fallback(Intent()) else { return nil }
        return INObjectCollection(items: [object]).intentOptions
      })
  }

  /// The first result `start` reports, or a timeout.
  static func firstAnswer<Value: Sendable>(
    parameter: String, timeout: Double,
    _ start: @escaping @Sendable (@escaping @Sendable (Result<Value, any Error>) -> Void) -> Void
  ) async throws -> Value {
    let waiting = Mutex<CheckedContinuation<Value, any Error>?>(nil)
    let answer: @Sendable (Result<Value, any Error>) -> Void = { result in
      waiting.withLock { continuation in
        continuation?.resume(with: result)
        continuation = nil
      }
    }
    return try await withCheckedThrowingContinuation { continuation in
      waiting.withLock { $0 = continuation }
      let timer = Task {
        try await Task.sleep(for: .seconds(timeout))
        answer(.failure(INIntentError.timedOut(parameter: parameter, seconds: timeout)))
      }
      start { result in
        timer.cancel()
        answer(result)
      }
    }
  }
}
