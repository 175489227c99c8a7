import Foundation

/// When references are written.
public enum SnapshotRecordMode: String, Sendable, Hashable, CaseIterable {
  /// Every snapshot is written over its reference (and the assertion fails, so a recording run
  /// is never mistaken for a passing one).
  case all
  /// Missing references are written (and the assertion fails); existing ones are compared.
  case missing
  /// References are compared; a failing one is overwritten by the actual snapshot, and the
  /// assertion still fails.
  case failed
  /// Nothing is written: a missing reference is a failure. What CI uses (`make test`).
  case never

  /// The environment variable that sets the mode.
  public static let environmentVariable = "VITRINE_RECORD_SNAPSHOTS"

  /// The mode from `VITRINE_RECORD_SNAPSHOTS`, else `.missing`. An unknown value gives
  /// `.never`, which writes nothing.
  public static var current: SnapshotRecordMode {
    from(environment: ProcessInfo.processInfo.environment)
  }

  /// The mode an environment asks for.
  public static func from(environment: [String: String]) -> SnapshotRecordMode {
    guard let text = environment[environmentVariable], !text.isEmpty else { return .missing }
    return SnapshotRecordMode(rawValue: text.lowercased()) ?? .never
  }
}
