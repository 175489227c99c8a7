import Foundation

/// A list of the values of pushed screens, of any `Hashable` types, as SwiftUI's
/// `NavigationPath`: append a value to push its screen, remove the last to pop.
///
/// Vitrine's stacks keep their own pushed screens; a path is kept and edited as SwiftUI's is,
/// but `NavigationStack(path:)` does not read one yet.
public struct NavigationPath: Equatable {
  private var elements: [AnyHashable] = []

  /// An empty path.
  public init() {}

  /// A path of `elements`, first pushed first.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// How many values the path holds.
  public var count: Int { elements.count }

  /// Whether the path is empty (the root screen is shown).
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Pops the last `k` values (all of them when `k` is more than the count).
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(Swift.min(Swift.max(k, 0), elements.count))
  }
}
