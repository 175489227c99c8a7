import Foundation

/// How a Live Activity receives remote updates: by its own push token, or on a broadcast
/// channel.
public struct PushType: Hashable, Sendable, CustomStringConvertible {
  let channel: String?

  /// Updates arrive as pushes addressed to the activity's own token.
  public static let token = PushType(channel: nil)

  /// Updates arrive on the broadcast channel `channelID` (iOS 18).
  public static func channel(_ channelID: String) -> PushType { PushType(channel: channelID) }

  /// `token`, or `channel(<id>)`.
  public var description: String { channel.map { "channel(\($0))" } ?? "token" }
}

/// When an ended Live Activity leaves the Lock Screen.
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
  enum Kind: Hashable { case `default`, immediate, after(Date) }
  let kind: Kind

  /// The system's choice: the ended activity stays on the Lock Screen for up to four hours.
  public static let `default` = ActivityUIDismissalPolicy(kind: .default)
  /// The activity leaves at once.
  public static let immediate = ActivityUIDismissalPolicy(kind: .immediate)
  /// The activity stays until `date` (at most four hours after it ended).
  public static func after(_ date: Date) -> ActivityUIDismissalPolicy {
    ActivityUIDismissalPolicy(kind: .after(date))
  }
}

/// Where a Live Activity is in its life.
public enum ActivityState: Hashable, Sendable {
  /// Running and shown.
  case active
  /// Ended, but still on the Lock Screen until its dismissal policy removes it.
  case ended
  /// Ended and removed.
  case dismissed
  /// Running, but its content is past its `staleDate`.
  case stale
  /// Scheduled, not started yet.
  case pending
}

/// Whether the app may start Live Activities.
///
/// A person turns Live Activities off for an app in Settings; here the process environment
/// plays that part: `VITRINE_LIVE_ACTIVITIES=off` turns them off for the whole process.
public struct ActivityAuthorizationInfo: Sendable {
  /// Reads the current setting.
  public init() {}

  /// Whether the app may start Live Activities.
  public var areActivitiesEnabled: Bool {
    ProcessInfo.processInfo.environment["VITRINE_LIVE_ACTIVITIES"] != "off"
  }

  /// Whether a person allowed more frequent push updates; off unless
  /// `VITRINE_LIVE_ACTIVITIES_FREQUENT_PUSHES=on`.
  public var frequentPushesEnabled: Bool {
    ProcessInfo.processInfo.environment["VITRINE_LIVE_ACTIVITIES_FREQUENT_PUSHES"] == "on"
  }
}

/// Why a Live Activity could not be started.
public enum ActivityAuthorizationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Live Activities are turned off for the app.
  case denied
  /// The attributes and content state encode to more than ActivityKit's 4 KB limit.
  case attributesTooLarge
  /// The app has as many running activities as it may have.
  case targetMaximumExceeded

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .denied: return "Live Activities are turned off for this app (VITRINE_LIVE_ACTIVITIES=off)"
    case .attributesTooLarge:
      return "the activity's attributes and content state encode to more than "
        + "\(ActivityLimits.maximumPayloadBytes) bytes"
    case .targetMaximumExceeded:
      return "the app already runs \(ActivityLimits.maximumActivities) Live Activities"
    }
  }
}

/// ActivityKit's published limits.
enum ActivityLimits {
  /// The combined size of the static and dynamic data of an activity (4 KB).
  static let maximumPayloadBytes = 4096
  /// How many activities an app may run at once (iOS allows five per app).
  static let maximumActivities = 5
}
