/// The result of an intent that gives back a value, as `ReturnsValue` in AppIntents:
/// `func perform() async throws -> some IntentResult & ReturnsValue<Int>` returning
/// `.result(value: total)`.
public protocol ReturnsValue<Value>: IntentResult {
  /// The value's type.
  associatedtype Value: Sendable

  /// The value the intent gave back.
  var value: Value { get }
}

/// The result of an intent that returns a value.
public struct ValueIntentResult<Value: Sendable>: ReturnsValue {
  /// The value the intent gave back.
  public let value: Value

  /// Creates the result.
  public init(value: Value) { self.value = value }
}

extension IntentResult {
  /// The result of an intent that returns `value`.
  public static func result<Value: Sendable>(value: Value) -> Self
  where Self == ValueIntentResult<Value> {
    ValueIntentResult(value: value)
  }
}
