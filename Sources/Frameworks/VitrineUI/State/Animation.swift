import Foundation

/// How a change would be animated; Vitrine applies every change at once, so an animation is
/// accepted and recorded by name only.
public struct Animation: Sendable, Hashable {
  /// The animation's name, for reading.
  public let name: String

  /// The system's default animation.
  public static let `default` = Animation(name: "default")
  /// Ease in and out.
  public static let easeInOut = Animation(name: "easeInOut")
  /// Ease in.
  public static let easeIn = Animation(name: "easeIn")
  /// Ease out.
  public static let easeOut = Animation(name: "easeOut")
  /// Linear.
  public static let linear = Animation(name: "linear")
  /// A spring.
  public static let spring = Animation(name: "spring")
}

/// Runs `body`; SwiftUI would animate the changes it makes, Vitrine completes them
/// immediately: the next frame shows the final state, with no intermediate frames.
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

nonisolated extension View {
  /// Accepted for source compatibility: changes of `value` are applied at once.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
}
