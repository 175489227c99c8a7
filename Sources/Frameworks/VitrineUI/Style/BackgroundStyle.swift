import Foundation

/// The system background as a style: white in light mode, black in dark mode, as the
/// background of a widget or a screen.
public struct BackgroundStyle: ShapeStyle, StyleResolving {
  /// The background style.
  public init() {}

  func paint(in environment: EnvironmentValues) -> Paint {
    let color: Color = environment.colorScheme == .dark ? .black : .white
    return .color(color.resolve(in: environment.colorScheme))
  }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The system background: white in light mode, black in dark mode.
  public static var background: BackgroundStyle { BackgroundStyle() }
}
