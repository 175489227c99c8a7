import Foundation

/// A cancellable that cancels when it is deallocated, as Combine's `AnyCancellable`.
///
/// Keep it (in a property or with ``store(in:)-(Set<AnyCancellable>)``) for as long as the
/// subscription should last: dropping the last reference cancels it.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  private let lock = NSLock()
  private var action: (() -> Void)?

  /// A cancellable that runs `cancel` once, on ``cancel()`` or at deallocation.
  public init(_ cancel: @escaping () -> Void) { action = cancel }

  /// A cancellable that cancels `canceller`.
  public convenience init<C: Cancellable>(_ canceller: C) {
    self.init { canceller.cancel() }
  }

  /// Runs the cancel action, once.
  public func cancel() {
    lock.lock()
    let pending = action
    action = nil
    lock.unlock()
    pending?()
  }

  deinit { cancel() }

  /// Keeps this cancellable in `set`.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  /// Keeps this cancellable in `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Equal when the same object.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
  /// Keeps this cancellable, wrapped in an ``AnyCancellable``, in `set`.
  public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }

  /// Keeps this cancellable, wrapped in an ``AnyCancellable``, in `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }
}
