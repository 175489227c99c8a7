import Foundation

/// A haptic an app asked for.
///
/// Linux has no Taptic Engine, so Vitrine does what a device log would: it records every haptic
/// in ``HapticLog`` in the order asked, for tests and front ends to read.
public enum Haptic: Equatable, Sendable {
  /// A physical impact of the given style, at an intensity from 0 to 1.
  case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
  /// The outcome of a task.
  case notification(UINotificationFeedbackGenerator.FeedbackType)
  /// A selection changed.
  case selection
}

/// Every haptic asked for in this process, oldest first.
public enum HapticLog {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var recorded: [Haptic] = []
  /// The most haptics kept; older ones are dropped first.
  public static let capacity = 1_000

  /// The haptics recorded so far, oldest first.
  public static var haptics: [Haptic] { lock.withLock { recorded } }

  /// Forgets every recorded haptic.
  public static func removeAll() { lock.withLock { recorded.removeAll() } }

  static func record(_ haptic: Haptic) {
    lock.withLock {
      if recorded.count == capacity { recorded.removeFirst() }
      recorded.append(haptic)
    }
  }
}

/// UIKit's base of the haptic generators: `prepare()` readies the engine ahead of a haptic.
open class UIFeedbackGenerator: @unchecked Sendable {
  /// Creates a generator.
  public init() {}

  /// Readies the haptic engine; there is none here, so this does nothing observable.
  open func prepare() {}
}

/// Haptics that simulate physical impacts, as UIKit's generator of that name.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
  /// How heavy an impact feels.
  public enum FeedbackStyle: Int, Equatable, Sendable {
    /// A collision between small, light objects.
    case light
    /// A collision between moderately sized objects.
    case medium
    /// A collision between large, heavy objects.
    case heavy
    /// A collision between objects that give, such as rubber.
    case soft
    /// A collision between hard, inflexible objects.
    case rigid
  }

  /// The style of every impact this generator makes.
  public let style: FeedbackStyle

  /// Creates a generator of impacts of `style`.
  public init(style: FeedbackStyle) {
    self.style = style
  }

  /// Creates a generator of medium impacts.
  public override convenience init() {
    self.init(style: .medium)
  }

  /// Makes one impact at full intensity.
  open func impactOccurred() {
    impactOccurred(intensity: 1)
  }

  /// Makes one impact at `intensity`, clamped to 0...1 (a NaN is taken as 1).
  open func impactOccurred(intensity: CGFloat) {
    let clamped = intensity.isNaN ? 1 : min(max(intensity, 0), 1)
    HapticLog.record(.impact(style, intensity: clamped))
  }
}

/// Haptics that tell how a task ended, as UIKit's generator of that name.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
  /// How the task ended.
  public enum FeedbackType: Int, Equatable, Sendable {
    /// It succeeded.
    case success
    /// It produced a warning.
    case warning
    /// It failed.
    case error
  }

  /// Makes the haptic for a task that ended as `notificationType` says.
  open func notificationOccurred(_ notificationType: FeedbackType) {
    HapticLog.record(.notification(notificationType))
  }
}

/// Haptics for a changing selection, as UIKit's generator of that name.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
  /// Makes the haptic for a selection that changed.
  open func selectionChanged() {
    HapticLog.record(.selection)
  }
}
