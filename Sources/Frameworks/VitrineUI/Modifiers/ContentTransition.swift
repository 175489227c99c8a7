import Foundation

/// How a view's content changes when it is replaced, such as a widget's text between two
/// timeline entries.
///
/// Vitrine draws each entry as a still picture, so the transition never runs; it is kept in
/// the environment (``EnvironmentValues/contentTransition``), where SwiftUI keeps it too.
public struct ContentTransition: Sendable, Hashable, CustomStringConvertible {
  /// The transition's name and parameters, for reading.
  public let description: String

  /// No transition: the new content replaces the old at once.
  public static let identity = ContentTransition(description: "identity")
  /// The old content fades out while the new fades in.
  public static let opacity = ContentTransition(description: "opacity")
  /// The two contents are interpolated where possible (text weights, symbol shapes).
  public static let interpolate = ContentTransition(description: "interpolate")

  /// Digits roll to their new values, counting up or down.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(description: "numericText(countsDown: \(countsDown))")
  }

  /// Digits roll in the direction `value` changed in.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(description: "numericText(value: \(value))")
  }
}

private struct ContentTransitionKey: EnvironmentKey {
  static let defaultValue = ContentTransition.identity
}

extension EnvironmentValues {
  /// How content below changes when it is replaced; `.identity` unless set.
  public var contentTransition: ContentTransition {
    get { self[ContentTransitionKey.self] }
    set { self[ContentTransitionKey.self] = newValue }
  }
}

extension View {
  /// Sets how the content of this view changes when it is replaced.
  public func contentTransition(_ transition: ContentTransition) -> some View {
    environment(\.contentTransition, transition)
  }
}
