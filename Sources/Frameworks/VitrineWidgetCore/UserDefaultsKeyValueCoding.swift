import Foundation

// Apple's `UserDefaults` is an `NSObject`, so code written for iOS also stores values through
// key-value coding (`defaults.setValue(data, forKey: "snapshot")`); `NSUserDefaults` answers
// those messages as `setObject:forKey:` and `objectForKey:`. Foundation on Linux has no
// key-value coding, so these two carry the same meaning there.
extension UserDefaults {
  /// Stores `value` for `key`, as `set(_:forKey:)` does; `nil` removes the key (key-value
  /// coding on `NSUserDefaults`).
  public func setValue(_ value: Any?, forKey key: String) {
    set(value, forKey: key)
  }

  /// The value stored for `key`, as `object(forKey:)` returns it (key-value coding on
  /// `NSUserDefaults`).
  public func value(forKey key: String) -> Any? {
    object(forKey: key)
  }
}
