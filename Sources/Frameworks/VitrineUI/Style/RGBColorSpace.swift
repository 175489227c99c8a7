import Foundation

extension Color {
  /// The colour space of a colour's red, green and blue components (iOS 13). Vitrine draws in
  /// sRGB, so components in the other spaces are converted to it.
  public enum RGBColorSpace: Sendable, Hashable {
    /// sRGB, with its transfer curve: what `Color(red:green:blue:)` means.
    case sRGB
    /// sRGB's primaries without the transfer curve (linear light).
    case sRGBLinear
    /// Display P3's wider primaries, with sRGB's transfer curve.
    case displayP3

    /// `red`, `green`, `blue` in this space as sRGB components, held within 0 … 1.
    func sRGBComponents(red: Double, green: Double, blue: Double) -> (Double, Double, Double) {
      switch self {
      case .sRGB:
        return (red, green, blue)
      case .sRGBLinear:
        return (Self.encode(red), Self.encode(green), Self.encode(blue))
      case .displayP3:
        // Display P3 to linear sRGB (both D65): the product of P3's RGB-to-XYZ matrix and
        // XYZ-to-sRGB's.
        let r = Self.decode(red)
        let g = Self.decode(green)
        let b = Self.decode(blue)
        return (
          Self.encode(1.2249 * r - 0.2247 * g),
          Self.encode(-0.0420 * r + 1.0419 * g),
          Self.encode(-0.0197 * r - 0.0786 * g + 1.0979 * b)
        )
      }
    }

    /// sRGB's transfer curve: linear light to an encoded component, held within 0 … 1.
    static func encode(_ linear: Double) -> Double {
      guard linear.isFinite else { return 0 }
      let value = min(max(linear, 0), 1)
      return value <= 0.003_130_8 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055
    }

    /// The inverse of ``encode(_:)``.
    static func decode(_ encoded: Double) -> Double {
      guard encoded.isFinite else { return 0 }
      let value = min(max(encoded, 0), 1)
      return value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
  }

  /// A colour from components in `colorSpace`, converted to sRGB.
  public init(
    _ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    let (r, g, b) = colorSpace.sRGBComponents(red: red, green: green, blue: blue)
    self.init(red: r, green: g, blue: b, opacity: opacity)
  }

  /// A grey of `white` (0 black … 1 white) in `colorSpace`.
  public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }
}
