import Foundation

/// A widget's action for the events of background URL sessions, from
/// ``WidgetConfiguration/onBackgroundURLSessionEvents(matching:_:)``.
public struct BackgroundURLSessionHandler: Sendable {
  /// Which session identifiers the action is for; `nil` for every one.
  public let matches: (@Sendable (String) -> Bool)?
  /// The action: the session's identifier, and the completion to call when done.
  public let action: @Sendable (String, @escaping @Sendable () -> Void) -> Void
}

nonisolated extension WidgetConfiguration where Self: TimelineWidgetConfiguration {
  /// Adds an action to perform when events of a background URL session the widget started
  /// are waiting; `matching` picks the sessions by identifier (all when `nil`). The action
  /// calls the completion it is given once it has handled them.
  public func onBackgroundURLSessionEvents(
    matching matchingIdentifier: (@Sendable (String) -> Bool)? = nil,
    _ urlSessionEvents: @escaping @Sendable (String, @escaping @Sendable () -> Void) -> Void
  ) -> WidgetDescriptor {
    var copy = descriptor
    copy.backgroundURLSessionHandlers.append(
      BackgroundURLSessionHandler(matches: matchingIdentifier, action: urlSessionEvents))
    return copy
  }
}

extension WidgetDescriptor {
  /// Delivers the waiting events of the session `identifier` to the first action that
  /// matches it, and returns once that action calls its completion; `false` when no action
  /// is for this session.
  public func deliverBackgroundURLSessionEvents(identifier: String) async -> Bool {
    guard
      let handler = backgroundURLSessionHandlers.first(where: {
        $0.matches?(identifier) ?? true
      })
    else { return false }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let once = CompletionOnce(continuation)
      handler.action(identifier) { once.resume() }
    }
    return true
  }
}

/// Resumes a continuation the first time it is called; later calls are ignored.
private final class CompletionOnce: @unchecked Sendable {
  private var continuation: CheckedContinuation<Void, Never>?
  private let lock = NSLock()

  init(_ continuation: CheckedContinuation<Void, Never>) { self.continuation = continuation }

  func resume() {
    lock.lock()
    let pending = continuation
    continuation = nil
    lock.unlock()
    pending?.resume()
  }
}
