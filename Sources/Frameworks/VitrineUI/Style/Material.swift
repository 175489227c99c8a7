import Foundation

/// A translucent background material, as iOS's `.ultraThinMaterial` … `.ultraThickMaterial`.
///
/// Vitrine draws a material as its tint layer over what is behind it: a light tint in light
/// appearance and a dark one in dark appearance, more opaque the thicker the material. iOS
/// also blurs the backdrop; Vitrine does not.
public struct Material: ShapeStyle, Hashable, StyleResolving {
  /// How opaque the tint is, 0 to 1.
  let thickness: Double

  /// The thinnest, most see-through material.
  public static let ultraThin = Material(thickness: 0.35)
  /// A thin material.
  public static let thin = Material(thickness: 0.5)
  /// The standard material.
  public static let regular = Material(thickness: 0.65)
  /// A thick material.
  public static let thick = Material(thickness: 0.8)
  /// The most opaque material.
  public static let ultraThick = Material(thickness: 0.9)

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
}
