import Foundation

/// Core Graphics' colour, as `import SwiftUI` brings it on iOS (`Color(cgColor:)`,
/// `CGColor(gray:alpha:)`): Foundation on Linux has `CGFloat` but no Core Graphics. The
/// colour is kept as sRGB components, each held within 0 … 1.
public final class CGColor: @unchecked Sendable, Hashable {
  /// Red, green, blue and alpha, 0 … 1.
  public let components: [CGFloat]?

  /// A colour from sRGB components; each is held within 0 … 1 (a non-finite one is 0).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha].map(Self.unit)
  }

  /// A grey of `gray` (0 black … 1 white) with `alpha`.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(red: gray, green: gray, blue: gray, alpha: alpha)
  }

  /// The opacity, 0 … 1.
  public var alpha: CGFloat { components?[3] ?? 1 }
  /// The number of components, alpha included: 4.
  public var numberOfComponents: Int { components?.count ?? 0 }

  /// Equal when the components are.
  public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
  /// Hashes the components.
  public func hash(into hasher: inout Hasher) { hasher.combine(components) }

  private static func unit(_ value: CGFloat) -> CGFloat {
    value.isFinite ? min(max(value, 0), 1) : 0
  }
}

extension Color {
  /// A colour from a Core Graphics colour's components.
  public init(cgColor: CGColor) {
    let parts = cgColor.components ?? [0, 0, 0, 1]
    self.init(
      red: Double(parts[0]), green: Double(parts[1]), blue: Double(parts[2]),
      opacity: Double(parts[3]))
  }
}
