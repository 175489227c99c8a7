import Foundation

/// How an app button's label is drawn, set with ``View/buttonStyle(_:)``.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle: Sendable {
  /// The style's kind.
  nonisolated var kind: ButtonStyleKind { get }
}

/// The button styles Vitrine draws.
public enum ButtonStyleKind: Sendable, Hashable {
  /// Text in the accent color (gray when disabled).
  case automatic
  /// The label as it is.
  case plain
  /// The label in the accent color on a tinted rounded rectangle.
  case bordered
  /// White label on an accent-colored rounded rectangle.
  case borderedProminent
}

/// The default style: accent-colored text.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
  /// Automatic.
  public var kind: ButtonStyleKind { .automatic }
}

/// The label drawn as it is.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
  /// Plain.
  public var kind: ButtonStyleKind { .plain }
}

/// A tinted rounded rectangle behind accent-colored text.
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
  /// Bordered.
  public var kind: ButtonStyleKind { .bordered }
}

/// An accent-colored rounded rectangle behind white text.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
  /// Bordered prominent.
  public var kind: ButtonStyleKind { .borderedProminent }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// Accent-colored text.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The label as it is.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A tinted rounded rectangle behind accent-colored text.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// An accent-colored rounded rectangle behind white text.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

nonisolated extension View {
  /// Draws the buttons in this view in `style`.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    modifier(EnvironmentWriter { $0.container.buttonStyle = style.kind })
  }
}

/// Builds a button's label as its style draws it.
@MainActor
enum ButtonStyling {
  static func styledLabel<Label: View>(
    _ label: Label, in environment: EnvironmentValues
  )
    -> AnyView
  {
    let accent = environment.tint ?? .accentColor
    let enabled = environment.isEnabled
    switch environment.container.buttonStyle {
    case .plain:
      return AnyView(label.opacity(enabled ? 1 : 0.4))
    case .automatic:
      return AnyView(label.foregroundStyle(enabled ? accent : Color.gray))
    case .bordered:
      return AnyView(
        label.foregroundStyle(enabled ? accent : Color.gray)
          .padding(.horizontal, 12).padding(.vertical, 7)
          .background(
            RoundedRectangle(cornerRadius: 8).fill(
              enabled ? accent.opacity(0.15) : Color.gray.opacity(0.15))))
    case .borderedProminent:
      return AnyView(
        label.foregroundStyle(Color.white)
          .padding(.horizontal, 14).padding(.vertical, 7)
          .background(RoundedRectangle(cornerRadius: 8).fill(enabled ? accent : Color.gray)))
    }
  }
}
