import Foundation

/// Where a view sits in the view tree, as one hash: its parent's identity combined with its
/// position (a `TupleView` index, an `if` branch, a `ForEach` element's id, an explicit
/// `.id(_:)`) and the type of each custom view on the way.
///
/// Two renders give a view the same identity when it is reached the same way; state lives
/// with the identity, so it survives re-renders and is reset when the way changes.
struct ViewIdentity: Hashable {
  let value: Int

  /// The identity of the root.
  static let root = ViewIdentity(value: 0)

  /// The identity of a child reached from this one through `component`.
  func child<Component: Hashable>(_ tag: IdentityTag, _ component: Component) -> ViewIdentity {
    var hasher = Hasher()
    hasher.combine(value)
    hasher.combine(tag)
    hasher.combine(component)
    return ViewIdentity(value: hasher.finalize())
  }
}

/// The kind of step from a view to a child in its identity.
enum IdentityTag: Hashable {
  /// The nth view of a ``TupleView``.
  case index
  /// A branch of an `if`/`else` (true or false) or an optional view.
  case branch
  /// An element of a ``ForEach``, by its id.
  case element
  /// An explicit `.id(_:)`.
  case explicit
  /// A custom view of a type.
  case type
  /// A secondary slot of a primitive: a background, a menu, a destination, a sheet.
  case slot
}

extension ResolveContext {
  /// This context for a child reached through `component`; outside an app runtime identities
  /// are not tracked and the context is returned unchanged.
  func child<Component: Hashable>(_ tag: IdentityTag, _ component: Component) -> ResolveContext {
    guard graph != nil else { return self }
    var copy = self
    copy.identity = identity.child(tag, component)
    return copy
  }
}
