/// A way to paint text and shapes: a ``Color``, a ``LinearGradient`` or a level of the
/// foreground hierarchy (``HierarchicalShapeStyle/secondary``).
public protocol ShapeStyle: Sendable {}

/// A level of the foreground style: the current foreground for primary, fainter for the rest.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  /// 0 for primary, 1 for secondary, …
  let level: Int

  /// The foreground style itself.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// A fainter foreground, for secondary content.
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// A fainter foreground still.
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The faintest foreground.
  public static let quaternary = HierarchicalShapeStyle(level: 3)

  /// The opacity applied to a custom foreground color at each level.
  static let opacities: [Double] = [1, 0.6, 0.3, 0.18]
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The foreground style itself.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// A fainter foreground, for secondary content.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// A fainter foreground still.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The faintest foreground.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// The current foreground style, as a style value.
public struct ForegroundStyle: ShapeStyle, Hashable {
  /// The foreground style of the environment.
  public init() {}
}

/// A shape style whose type is erased.
public struct AnyShapeStyle: ShapeStyle {
  let base: any ShapeStyle

  /// Wraps `style`.
  public init<S: ShapeStyle>(_ style: S) {
    base = (style as? AnyShapeStyle)?.base ?? style
  }
}

/// Works out the paint a style stands for in an environment.
enum PaintResolver {
  /// The paint of `style`; hierarchical styles are relative to the environment's foreground.
  static func paint(for style: any ShapeStyle, in environment: EnvironmentValues) -> Paint {
    if environment.isLuminanceToAlpha {
      var inner = environment
      inner.isLuminanceToAlpha = false
      return paint(for: style, in: inner).luminanceAsAlpha
    }
    let scheme = environment.colorScheme
    switch style {
    case let color as Color:
      return .color(color.resolve(in: scheme))
    case let gradient as LinearGradient:
      return .linearGradient(gradient.resolve(in: scheme))
    case let gradient as RadialGradient:
      return .radialGradient(gradient.resolve(in: scheme))
    case let gradient as AngularGradient:
      return .angularGradient(gradient.resolve(in: scheme))
    case let erased as AnyShapeStyle:
      return paint(for: erased.base, in: environment)
    case let hierarchical as HierarchicalShapeStyle:
      return hierarchicalPaint(level: hierarchical.level, in: environment)
    case let fill as FillShapeStyle:
      return .color(fill.color.resolve(in: scheme))
    case let resolving as StyleResolving:
      return resolving.paint(in: environment)
    default:
      return foreground(in: environment)
    }
  }

  /// The paint of the environment's foreground style (primary when none is set).
  static func foreground(in environment: EnvironmentValues) -> Paint {
    if environment.isLuminanceToAlpha {
      var inner = environment
      inner.isLuminanceToAlpha = false
      return foreground(in: inner).luminanceAsAlpha
    }
    guard let style = environment.foregroundStyle,
      !(style is ForegroundStyle), !(style is HierarchicalShapeStyle)
    else {
      let level = (environment.foregroundStyle as? HierarchicalShapeStyle)?.level ?? 0
      return hierarchicalPaint(level: level, in: environment)
    }
    return paint(for: style, in: environment)
  }

  private static func hierarchicalPaint(level: Int, in environment: EnvironmentValues) -> Paint {
    let level = min(max(level, 0), 3)
    if let styles = environment.foregroundStyle as? HierarchicalForegroundStyles {
      return styles.paint(level: level, in: environment)
    }
    if let style = environment.foregroundStyle,
      !(style is ForegroundStyle), !(style is HierarchicalShapeStyle)
    {
      let base = paint(for: style, in: environment)
      return base.multiplyingOpacity(by: HierarchicalShapeStyle.opacities[level])
    }
    let labels: [Color] = [.primary, .secondary, .tertiaryLabel, .quaternaryLabel]
    return .color(labels[level].resolve(in: environment.colorScheme))
  }
}
