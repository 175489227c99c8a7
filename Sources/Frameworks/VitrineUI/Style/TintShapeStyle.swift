import Foundation

/// The environment's tint as a style: what ``View/tint(_:)-(S?)`` set, else the accent color.
///
/// ```swift
/// Text("Running").foregroundStyle(.tint)
/// Circle().fill(.tint.secondary)
/// ```
public struct TintShapeStyle: ShapeStyle, StyleResolving {
  /// The tint of the environment.
  public init() {}

  func paint(in environment: EnvironmentValues) -> Paint {
    if let style = environment.tintStyle {
      var inner = environment
      inner.tintStyle = nil
      return PaintResolver.paint(for: style, in: inner)
    }
    return .color((environment.tint ?? .accentColor).resolve(in: environment.colorScheme))
  }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The environment's tint; the accent color when none is set.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A style at a level of its own hierarchy: `.tint.secondary` is the tint at the secondary
/// level's opacity.
public struct StyleAtLevel<Base: ShapeStyle>: ShapeStyle, StyleResolving {
  let base: Base
  /// 1 for secondary, 2 for tertiary, 3 for quaternary.
  let level: Int

  func paint(in environment: EnvironmentValues) -> Paint {
    let index = min(max(level, 0), HierarchicalShapeStyle.opacities.count - 1)
    return PaintResolver.paint(for: base, in: environment)
      .multiplyingOpacity(by: HierarchicalShapeStyle.opacities[index])
  }
}

extension ShapeStyle {
  /// This style at the secondary level of its hierarchy (60% of its opacity).
  public var secondary: StyleAtLevel<Self> { StyleAtLevel(base: self, level: 1) }
  /// This style at the tertiary level of its hierarchy (30% of its opacity).
  public var tertiary: StyleAtLevel<Self> { StyleAtLevel(base: self, level: 2) }
  /// This style at the quaternary level of its hierarchy (18% of its opacity).
  public var quaternary: StyleAtLevel<Self> { StyleAtLevel(base: self, level: 3) }
}

/// A gradient used as a style is drawn as a linear gradient from top to bottom.
extension Gradient: ShapeStyle, StyleResolving {
  func paint(in environment: EnvironmentValues) -> Paint {
    PaintResolver.paint(
      for: LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom), in: environment)
  }
}

/// The tint set as a style other than a color, such as a gradient.
private struct TintStyleKey: EnvironmentKey {
  static let defaultValue: (any ShapeStyle)? = nil
}

extension EnvironmentValues {
  /// The tint when it was set as a style other than a color; `tint` holds a color tint.
  var tintStyle: (any ShapeStyle)? {
    get { self[TintStyleKey.self] }
    set { self[TintStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the tint of controls and of ``TintShapeStyle`` in this view to `tint`, which may be
  /// any style: a gradient tints a circular gauge along its arc.
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    modifier(
      EnvironmentWriter {
        if let color = tint as? Color {
          $0.tint = color
          $0.tintStyle = nil
        } else {
          $0.tint = nil
          $0.tintStyle = tint
        }
      })
  }
}
