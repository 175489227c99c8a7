import Foundation

private struct LuminanceToAlphaKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether colours below are drawn as a mask of their luminance
  /// (``View/luminanceToAlpha()``).
  var isLuminanceToAlpha: Bool {
    get { self[LuminanceToAlphaKey.self] }
    set { self[LuminanceToAlphaKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Turns this view into a mask of its brightness, as SwiftUI's `luminanceToAlpha()`: each
  /// colour becomes black whose opacity is the colour's luminance, so white stays opaque and
  /// black becomes transparent. Vitrine applies it to the colours of the shapes and text in
  /// the view (gradients stop by stop); images keep their pixels.
  public func luminanceToAlpha() -> some View {
    modifier(EnvironmentWriter { $0.isLuminanceToAlpha = true })
  }
}

extension ResolvedColor {
  /// Black at an opacity of this colour's luminance (Rec. 709 weights, as SVG's
  /// `luminanceToAlpha`) times its own opacity.
  var luminanceAsAlpha: ResolvedColor {
    let luminance = 0.2125 * red + 0.7154 * green + 0.0721 * blue
    return ResolvedColor(red: 0, green: 0, blue: 0, opacity: min(max(luminance, 0), 1) * opacity)
  }
}

extension Paint {
  /// This paint with every colour replaced by ``ResolvedColor/luminanceAsAlpha``.
  var luminanceAsAlpha: Paint {
    func map(_ stops: [ResolvedLinearGradient.Stop]) -> [ResolvedLinearGradient.Stop] {
      stops.map {
        ResolvedLinearGradient.Stop(color: $0.color.luminanceAsAlpha, location: $0.location)
      }
    }
    switch self {
    case .color(let color): return .color(color.luminanceAsAlpha)
    case .linearGradient(var gradient):
      gradient.stops = map(gradient.stops)
      return .linearGradient(gradient)
    case .radialGradient(var gradient):
      gradient.stops = map(gradient.stops)
      return .radialGradient(gradient)
    case .angularGradient(var gradient):
      gradient.stops = map(gradient.stops)
      return .angularGradient(gradient)
    }
  }
}
