import Foundation

/// A number that scales with the user's text size, as SwiftUI's `@ScaledMetric`.
///
/// ```swift
/// @ScaledMetric(relativeTo: .body) private var iconSize = 20
/// ```
///
/// SwiftUI multiplies the base value by how much the user's text size enlarges `textStyle`:
/// the style's point size at the environment's ``DynamicTypeSize`` over its size at the
/// default, Large (``Font/TextStyle/scaleFactor(at:)``). At Large the value is the base value;
/// at AX5, `@ScaledMetric(relativeTo: .body) var side = 17` is 53, as body text is.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty, Sendable
where Value: Sendable {
  private let baseValue: Value
  private let textStyle: Font.TextStyle

  /// A metric scaled relative to the body text style.
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, relativeTo: .body)
  }

  /// A metric scaled relative to `textStyle`.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    baseValue = wrappedValue
    self.textStyle = textStyle
  }

  /// The value at the text size of the body being read (the base value outside one).
  public var wrappedValue: Value {
    let size = EnvironmentValues.current?.dynamicTypeSize ?? .large
    return baseValue * Value(textStyle.scaleFactor(at: size))
  }

  /// The text style the value scales with.
  public var relativeTextStyle: Font.TextStyle { textStyle }
}
