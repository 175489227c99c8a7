import Foundation
import VitrineUI

/// The colours a widget is drawn in when iOS renders it in one tint rather than in full
/// colour: on the Lock Screen (``WidgetRenderingMode/vibrant``) and on a tinted Home Screen
/// (``WidgetRenderingMode/accented``).
public struct WidgetTint: Sendable, Hashable {
  /// The colour of the default group (all of a vibrant widget).
  public var primary: ResolvedColor
  /// The colour of the views in the `widgetAccentable()` group.
  public var accent: ResolvedColor
  /// What is behind the widget: the Lock Screen's wallpaper, or the tinted Home Screen's
  /// dark widget plate; `nil` leaves it transparent.
  public var backdrop: ResolvedColor?

  /// Creates a tint.
  public init(primary: ResolvedColor, accent: ResolvedColor, backdrop: ResolvedColor?) {
    self.primary = primary
    self.accent = accent
    self.backdrop = backdrop
  }

  /// A deep blue wallpaper, the colour Vitrine shows Lock Screen widgets over.
  public static let defaultWallpaper = ResolvedColor(red: 0.12, green: 0.2, blue: 0.36)

  /// The Lock Screen over `wallpaper`: vibrant content is near-white, lifted a little toward
  /// the wallpaper's colour, as the vibrancy effect mixes it in.
  public static func lockScreen(wallpaper: ResolvedColor? = defaultWallpaper) -> WidgetTint {
    let base = wallpaper ?? ResolvedColor(red: 1, green: 1, blue: 1)
    let primary = mix(ResolvedColor(red: 1, green: 1, blue: 1), base, 0.12)
    return WidgetTint(primary: primary, accent: primary, backdrop: wallpaper)
  }

  /// A tinted Home Screen of `color`: the accent group in the colour itself, the default
  /// group in a pale shade of it (three quarters white), on a plate that is the colour at
  /// 16% over near-black.
  public static func tinted(_ color: ResolvedColor = defaultAccent) -> WidgetTint {
    let plate = mix(ResolvedColor(red: 0.06, green: 0.06, blue: 0.07), color, 0.16)
    return WidgetTint(
      primary: mix(ResolvedColor(red: 1, green: 1, blue: 1), color, 0.25), accent: color,
      backdrop: plate)
  }

  /// The accent Vitrine's tinted Home Screen uses unless told otherwise: a warm amber.
  public static let defaultAccent = ResolvedColor(red: 1, green: 0.74, blue: 0.36)

  /// `a` with `amount` (0…1) of `b` mixed in, opaque.
  static func mix(_ a: ResolvedColor, _ b: ResolvedColor, _ amount: Double) -> ResolvedColor {
    ResolvedColor(
      red: a.red + (b.red - a.red) * amount, green: a.green + (b.green - a.green) * amount,
      blue: a.blue + (b.blue - a.blue) * amount)
  }
}
