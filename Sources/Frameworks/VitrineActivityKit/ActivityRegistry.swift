import Foundation

/// The process's Live Activities, by attributes type, in the order they were requested.
final class ActivityRegistry: @unchecked Sendable {
  // `@unchecked`: `entries` is only touched under `lock`.
  static let shared = ActivityRegistry()

  private let lock = NSLock()
  private var entries: [(type: ObjectIdentifier, activity: any RunningActivity)] = []

  /// Adds `activity` unless `runningCount` of every registered activity reaches the limit.
  func add<A: ActivityAttributes>(
    _ activity: Activity<A>, of type: A.Type,
    runningCount: ([any RunningActivity]) -> Int
  ) throws {
    lock.lock()
    defer { lock.unlock() }
    if runningCount(entries.map(\.activity)) >= ActivityLimits.maximumActivities {
      throw ActivityAuthorizationError.targetMaximumExceeded
    }
    entries.append((ObjectIdentifier(type), activity))
  }

  /// The activities of attributes type `type`.
  func all<A: ActivityAttributes>(of type: A.Type) -> [Activity<A>] {
    lock.lock()
    defer { lock.unlock() }
    return entries.filter { $0.type == ObjectIdentifier(type) }.compactMap {
      $0.activity as? Activity<A>
    }
  }
}
