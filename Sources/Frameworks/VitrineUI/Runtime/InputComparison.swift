import Foundation

/// Decides whether a view's inputs are the same as last time, so its body need not be read
/// again, as SwiftUI compares a view's stored properties.
///
/// Fields are compared one by one: equatable values with `==`, bindings by the storage they
/// point to, state and environment properties as always equal (their storage is the view's
/// identity's), objects by identity, other structs field by field, and anything else (such as
/// closures) by its bytes, so a closure made afresh always counts as a change. A false
/// "changed" only costs a body evaluation; a false "same" cannot happen for value types.
enum InputComparison {
  /// Whether `new` is the same input as `old`.
  static func matches<V>(_ old: Any, _ new: V) -> Bool {
    guard let old = old as? V else { return false }
    return sameBytes(old, new) || valuesMatch(old, new, depth: 0)
  }

  /// Whether two environments hold the same values.
  static func environmentsMatch(_ a: EnvironmentValues, _ b: EnvironmentValues) -> Bool {
    a.matches(b)
  }

  /// Whether two values of one type have the same bytes: then they are the same value (same
  /// inline contents, same references), which is the common case and the cheap check.
  private static func sameBytes<T>(_ a: T, _ b: T) -> Bool {
    var a = a
    var b = b
    return withUnsafeBytes(of: &a) { x in withUnsafeBytes(of: &b) { y in x.elementsEqual(y) } }
  }

  static func valuesMatch(_ a: Any, _ b: Any, depth: Int) -> Bool {
    if type(of: a) is AnyClass {
      return type(of: b) is AnyClass
        && ObjectIdentifier(a as AnyObject) == ObjectIdentifier(b as AnyObject)
    }
    // The same bytes are the same value (same inline contents, same references): the cheap
    // check that settles most unchanged inputs without reflection.
    if bytesMatch(a, b) { return true }
    if let fast = a as? any FastInputComparable { return fast.sameInput(as: b, depth: depth) }
    if let property = a as? any RuntimeProperty { return property.inputMatches(b) }
    if let equatable = a as? any Equatable { return equatable.isEqual(toAny: b) }
    if let objects = a as? EnvironmentObjects, let others = b as? EnvironmentObjects {
      return objects.matches(others)
    }
    if let table = a as? [ObjectIdentifier: any Sendable],
      let other = b as? [ObjectIdentifier: any Sendable]
    {
      return table.count == other.count
        && table.allSatisfy { key, value in
          other[key].map { valuesMatch(value, $0, depth: depth + 1) } ?? false
        }
    }
    let mirror = Mirror(reflecting: a)
    let composite: [Mirror.DisplayStyle] = [.struct, .tuple, .optional, .enum, .collection]
    if depth < 10, let style = mirror.displayStyle, composite.contains(style) {
      let others = Mirror(reflecting: b)
      guard type(of: a) == type(of: b), others.children.count == mirror.children.count else {
        return false
      }
      if mirror.children.isEmpty, style == .optional { return true }
      if !mirror.children.isEmpty {
        return zip(mirror.children, others.children).allSatisfy {
          $0.label == $1.label && valuesMatch($0.value, $1.value, depth: depth + 1)
        }
      }
    }
    return bytesMatch(a, b)
  }

  /// Whether `a` and `b` are of one type and have the same bytes.
  private static func bytesMatch(_ a: Any, _ b: Any) -> Bool {
    func open<T>(_ first: T) -> Bool {
      guard var second = b as? T else { return false }
      var first = first
      return withUnsafeBytes(of: &first) { x in
        withUnsafeBytes(of: &second) { y in x.elementsEqual(y) }
      }
    }
    return _openExistential(a, do: open)
  }
}

extension Equatable {
  /// Whether `other` is of this type and equal to this value.
  func isEqual(toAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
