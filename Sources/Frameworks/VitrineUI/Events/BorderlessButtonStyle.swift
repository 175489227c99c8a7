import Foundation

/// A button style that draws no border: the label in the accent colour, as iOS's default
/// style does outside a list.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
  /// Drawn as the automatic style, which on iOS is borderless outside a list.
  public var kind: ButtonStyleKind { .automatic }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A button style without a border (iOS 13).
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
