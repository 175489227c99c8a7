import Foundation

extension Animation {
  /// Ease in and out over `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation {
    Animation(name: "easeInOut(duration: \(duration))")
  }

  /// Ease in over `duration` seconds.
  public static func easeIn(duration: Double) -> Animation {
    Animation(name: "easeIn(duration: \(duration))")
  }

  /// Ease out over `duration` seconds.
  public static func easeOut(duration: Double) -> Animation {
    Animation(name: "easeOut(duration: \(duration))")
  }

  /// At a constant pace over `duration` seconds.
  public static func linear(duration: Double) -> Animation {
    Animation(name: "linear(duration: \(duration))")
  }

  /// A spring of `response` seconds and `dampingFraction` (1 for no overshoot).
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    Animation(name: "spring(response: \(response), dampingFraction: \(dampingFraction))")
  }
}
