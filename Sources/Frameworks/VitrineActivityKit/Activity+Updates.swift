import Foundation
import VitrineWidgetCore

/// How the system alerts the person when a Live Activity's content is updated: on an iPhone
/// the Lock Screen lights up and the activity shows expanded; Vitrine shows no alert, so it is
/// recorded with the update and otherwise ignored.
public struct AlertConfiguration: Sendable, Hashable {
  /// The sound an alert plays.
  public struct AlertSound: Sendable, Hashable {
    let name: String?
    /// The system's default alert sound.
    public static let `default` = AlertSound(name: nil)
    /// A sound file of the app's bundle.
    public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
  }

  /// The alert's title (shown on an Apple Watch).
  public let title: LocalizedStringResource
  /// The alert's text (shown on an Apple Watch).
  public let body: LocalizedStringResource
  /// The sound the alert plays.
  public let sound: AlertSound

  /// Creates an alert with a title, a text and a sound.
  public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
    self.title = title
    self.body = body
    self.sound = sound
  }
}

extension Activity {
  /// The activity's states as they change, starting with the current one: `ended` and
  /// `dismissed` when the app ends it (ActivityKit also reports a person's dismissal, which
  /// Vitrine has no Lock Screen for). The stream finishes when the listener stops listening.
  public var activityStateUpdates: AsyncStream<ActivityState> {
    AsyncStream { continuation in observeState(continuation) }
  }

  /// Replaces the activity's content and, on a device, alerts the person with `alertConfiguration`
  /// (iOS 16.2); Vitrine applies the content as ``update(_:)`` does and shows no alert.
  public func update(
    _ content: ActivityContent<Attributes.ContentState>,
    alertConfiguration: AlertConfiguration? = nil
  ) async {
    await update(content)
  }

  /// Ends the activity (iOS 16.1's form, deprecated in 16.2 for ``end(_:dismissalPolicy:)``),
  /// showing `contentState` until `dismissalPolicy` removes it; `nil` keeps the current content.
  public func end(
    using contentState: Attributes.ContentState? = nil,
    dismissalPolicy: ActivityUIDismissalPolicy = .default
  ) async {
    await end(
      contentState.map { ActivityContent(state: $0, staleDate: nil) },
      dismissalPolicy: dismissalPolicy)
  }
}
