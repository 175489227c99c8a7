import Foundation
import Synchronization
import VitrineWidgetCore

/// Calls a provider's completion-handler API and waits for the first answer, or gives up.
///
/// Providers are outside code: one may call its completion twice, or never. The first call wins,
/// later ones are ignored, and after `timeout` the host stops waiting and gets `nil`.
enum ProviderCall {
  static func firstResult<Value: Sendable>(
    timeout: Duration,
    _ start: @escaping @Sendable (@escaping @Sendable (Value) -> Void) -> Void
  ) async -> Value? {
    await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
      let once = ResumeOnce(continuation)
      let timer = Task {
        try? await Task.sleep(for: timeout)
        once.resume(with: nil)
      }
      start { value in
        once.resume(with: value)
        timer.cancel()
      }
    }
  }
}

/// Resumes a continuation the first time only.
private final class ResumeOnce<Value: Sendable>: Sendable {
  private let continuation: Mutex<CheckedContinuation<Value?, Never>?>

  init(_ continuation: CheckedContinuation<Value?, Never>) {
    self.continuation = Mutex(continuation)
  }

  func resume(with value: Value?) {
    let pending = continuation.withLock { stored in
      defer { stored = nil }
      return stored
    }
    pending?.resume(returning: value)
  }
}
