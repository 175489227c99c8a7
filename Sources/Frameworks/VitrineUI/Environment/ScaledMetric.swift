import Foundation

/// A number that scales with the user's text size, as SwiftUI's `@ScaledMetric`.
///
/// ```swift
/// @ScaledMetric(relativeTo: .body) private var iconSize = 20
/// ```
///
/// SwiftUI multiplies the base value by how much the user's text size enlarges `textStyle`.
/// Vitrine draws every text style at the default (large) text size, where that factor is 1,
/// so the value is the base value, matching the text it sits beside.
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

  /// The value at the text size text is drawn at: the base value.
  public var wrappedValue: Value { baseValue }

  /// The text style the value scales with.
  public var relativeTextStyle: Font.TextStyle { textStyle }
}
