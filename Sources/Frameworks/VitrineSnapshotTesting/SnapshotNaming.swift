import Foundation
import Synchronization

#if canImport(Testing)
  import Testing
#endif

/// Reference names: test names as file names, and the counter of unnamed snapshots.
///
/// An unnamed snapshot is numbered within its test; in a parameterized Swift Testing test,
/// within its case, and the case's arguments are part of the name (`images.en_US-dark.1`), so
/// two cases never share, or overwrite, a reference.
enum SnapshotNaming {
  private static let counters = Mutex<[String: Int]>([:])

  /// `<n>`, or `<arguments>.<n>` in a case of a parameterized test: the name of the next
  /// unnamed snapshot of `test` in `file`.
  static func unnamedIdentifier(file: String, test: String) -> String {
    let label = caseLabel()
    let number = nextCounter(file: file, test: test, caseLabel: label)
    return label.map { "\($0).\(number)" } ?? String(number)
  }

  /// The next number for an unnamed snapshot of `test` in `file`, from 1, counted separately
  /// for each running test and each case of a parameterized one.
  static func nextCounter(file: String, test: String, caseLabel: String? = nil) -> Int {
    var key = "\(file)|\(test)"
    #if canImport(Testing)
      if let current = Test.current { key += "|\(current.id)" }
    #endif
    if let caseLabel { key += "|\(caseLabel)" }
    return counters.withLock { counters in
      let next = (counters[key] ?? 0) + 1
      counters[key] = next
      return next
    }
  }

  /// The running case's arguments as a file name part (`en_US-dark`); `nil` outside a
  /// parameterized test.
  static func caseLabel() -> String? {
    #if canImport(Testing)
      guard let current = Test.Case.current, current.isParameterized else { return nil }
      // Swift Testing keeps the arguments internal; they are read by reflection. Should that
      // ever fail, the case's description (addresses removed) still tells cases apart.
      let values = argumentValues(in: current, depth: 0)
      let label = values.map { sanitized(String(describing: $0)) }.joined(separator: "-")
      if !values.isEmpty, label.count <= 80 { return label }
      let described = String(describing: current).replacing(/0x[0-9a-f]+|\$[0-9a-f]+/, with: "")
      return "case-" + hexHash(values.isEmpty ? described : label)
    #else
      return nil
    #endif
  }

  /// The values of the `arguments` array found in `value`'s reflection, in order.
  private static func argumentValues(in value: Any, depth: Int) -> [Any] {
    guard depth < 6 else { return [] }
    for child in Mirror(reflecting: value).children {
      if child.label == "arguments" {
        return Mirror(reflecting: child.value).children.compactMap { argument in
          Mirror(reflecting: argument.value).children.first { $0.label == "value" }?.value
        }
      }
      let found = argumentValues(in: child.value, depth: depth + 1)
      if !found.isEmpty { return found }
    }
    return []
  }

  /// FNV-1a of `text`, 16 hex digits: stable across runs and machines.
  private static func hexHash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return String(hash, radix: 16)
  }

  /// `name` with what a file name should not hold replaced: `oneTwo()` → `oneTwo`,
  /// `test case` → `test-case`.
  static func sanitized(_ name: String) -> String {
    var base = Substring(name)
    if base.hasSuffix("()") { base = base.dropLast(2) }
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
    let mapped = String(base.map { allowed.contains($0) ? $0 : "-" })
    return mapped.isEmpty ? "snapshot" : mapped
  }
}
