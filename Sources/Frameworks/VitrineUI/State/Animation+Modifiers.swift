import Foundation

extension Animation {
  /// This animation started `delay` seconds later. Vitrine applies changes at once, so the
  /// delay is recorded in the name and a still picture shows the final state.
  public func delay(_ delay: Double) -> Animation {
    Animation(name: "\(name).delay(\(delay))")
  }

  /// This animation played `speed` times as fast.
  public func speed(_ speed: Double) -> Animation {
    Animation(name: "\(name).speed(\(speed))")
  }

  /// This animation played `repeatCount` times, reversing each time when `autoreverses`.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation(name: "\(name).repeatCount(\(repeatCount), autoreverses: \(autoreverses))")
  }

  /// This animation repeated forever, reversing each time when `autoreverses`.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(name: "\(name).repeatForever(autoreverses: \(autoreverses))")
  }

  /// A spring that settles in about `duration` seconds, bouncing by `bounce` (0 for none).
  public static func spring(
    duration: Double, bounce: Double = 0, blendDuration: Double = 0
  )
    -> Animation
  {
    Animation(name: "spring(duration: \(duration), bounce: \(bounce))")
  }

  /// A spring with a little bounce.
  public static let bouncy = Animation(name: "bouncy")
  /// A spring with no bounce.
  public static let smooth = Animation(name: "smooth")
  /// A spring with a small bounce that feels quick.
  public static let snappy = Animation(name: "snappy")

  /// A spring that follows the finger, as for drags.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    Animation(name: "interactiveSpring(response: \(response), dampingFraction: \(dampingFraction))")
  }
}

nonisolated extension View {
  /// Accepted for source compatibility, as SwiftUI's `animation(_:)` (deprecated in iOS 15
  /// for `animation(_:value:)`): every change is applied at once and a still picture shows
  /// the final state.
  public func animation(_ animation: Animation?) -> some View { self }
}

extension AnyTransition {
  /// Moving by `x` and `y` points, as SwiftUI's `offset(x:y:)`.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    .offset(CGSize(width: x, height: y))
  }

  /// This transition played with `animation`; the animation is accepted, and a still
  /// picture shows the final state.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}
