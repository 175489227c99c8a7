import Foundation

/// The snapshot settings of the running task, set by ``withSnapshotTesting(record:operation:)``.
public enum SnapshotTestingScope {
  /// The record mode of the running task; `nil` outside a scope.
  @TaskLocal public static var record: SnapshotRecordMode?
}

/// Runs `operation` with every snapshot check in it (and in the tasks it starts) recording as
/// `record` says, unless a check passes its own `record:`; as swift-snapshot-testing's
/// `withSnapshotTesting(record:)`. Scopes nest: the innermost wins.
///
/// ```swift
/// withSnapshotTesting(record: .all) {
///   assertSnapshot(of: MyView(), as: .image())
/// }
/// ```
public func withSnapshotTesting<Result>(
  record: SnapshotRecordMode? = nil, operation: () throws -> Result
) rethrows -> Result {
  try SnapshotTestingScope.$record.withValue(record ?? SnapshotTestingScope.record) {
    try operation()
  }
}

/// ``withSnapshotTesting(record:operation:)`` for asynchronous work.
public func withSnapshotTesting<Result>(
  record: SnapshotRecordMode? = nil, isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result
) async rethrows -> Result {
  try await SnapshotTestingScope.$record.withValue(record ?? SnapshotTestingScope.record) {
    try await operation()
  }
}
