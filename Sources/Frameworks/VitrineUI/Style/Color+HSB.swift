import Foundation

extension Color {
  /// Creates a color from hue, saturation and brightness between 0 and 1 (HSB, as SwiftUI's
  /// `Color(hue:saturation:brightness:opacity:)`); values outside 0…1 are clamped, and a hue
  /// of 1 is red again.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let components = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: components.0, green: components.1, blue: components.2, opacity: opacity)
  }

  /// The sRGB components of an HSB colour: the hue picks one of six sectors of the colour
  /// wheel, brightness is the largest component and saturation how far the smallest is below it.
  static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
    func clamp(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
    let (h, s, v) = (clamp(hue) * 6, clamp(saturation), clamp(brightness))
    let sector = Int(h.rounded(.down)) % 6
    let f = h - h.rounded(.down)
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    switch sector {
    case 0: return (v, t, p)
    case 1: return (q, v, p)
    case 2: return (p, v, t)
    case 3: return (p, q, v)
    case 4: return (t, p, v)
    default: return (v, p, q)
    }
  }
}
