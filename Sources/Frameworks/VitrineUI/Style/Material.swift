import Foundation

/// A translucent background material, as iOS's `.ultraThinMaterial` … `.ultraThickMaterial`
/// and `.bar`: what is behind, blurred, under a tint for the colour scheme.
///
/// As a fill or background, the renderer blurs the pixels already drawn behind the shape by
/// ``blurRadius`` points and lays the tint over them: a light tint in light appearance and a
/// dark one in dark appearance, more opaque the thicker the material, so thicker materials
/// show less of what is behind. Vector output (SVG, PDF) cannot read what is behind and shows
/// the tint alone.
public struct Material: ShapeStyle, Hashable, StyleResolving {
  /// How opaque the tint is, 0 to 1.
  let thickness: Double
  /// How far what is behind is blurred, in points.
  let blurRadius: Double

  /// The thinnest, most see-through material.
  public static let ultraThin = Material(thickness: 0.35, blurRadius: 10)
  /// A thin material.
  public static let thin = Material(thickness: 0.5, blurRadius: 12)
  /// The standard material.
  public static let regular = Material(thickness: 0.65, blurRadius: 15)
  /// A thick material.
  public static let thick = Material(thickness: 0.8, blurRadius: 18)
  /// The most opaque material.
  public static let ultraThick = Material(thickness: 0.9, blurRadius: 20)
  /// The material of toolbars and tab bars: between thin and regular.
  public static let bar = Material(thickness: 0.6, blurRadius: 15)

  func paint(in environment: EnvironmentValues) -> Paint {
    switch environment.colorScheme {
    case .dark:
      return .color(ResolvedColor(red: 0.11, green: 0.11, blue: 0.12, opacity: thickness))
    case .light:
      return .color(ResolvedColor(red: 0.97, green: 0.97, blue: 0.98, opacity: thickness))
    }
  }
}

extension ShapeStyle where Self == Material {
  /// The thinnest, most see-through material.
  public static var ultraThinMaterial: Material { .ultraThin }
  /// A thin material.
  public static var thinMaterial: Material { .thin }
  /// The standard material.
  public static var regularMaterial: Material { .regular }
  /// A thick material.
  public static var thickMaterial: Material { .thick }
  /// The most opaque material.
  public static var ultraThickMaterial: Material { .ultraThick }
  /// The material of bars.
  public static var bar: Material { .bar }
}
