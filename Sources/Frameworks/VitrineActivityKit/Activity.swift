import Foundation

/// A running Live Activity, as in ActivityKit: request one, update its content, end it.
///
/// The registry is in-process: ``activities`` lists the activities this process started that
/// are not dismissed yet. There is no system service that shows them on a Lock Screen; the
/// WidgetKit side (`ActivityConfiguration`) and Vitrine's snapshot strategies draw an
/// activity's presentations from its attributes and content.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
  // `@unchecked`: the mutable `record` is only touched under `lock`; the rest is immutable.

  /// The activity's unique identifier.
  public let id: String
  /// The data that stays the same while the activity runs.
  public let attributes: Attributes
  /// How the activity receives remote updates; `nil` for updates from the app only.
  public let pushType: PushType?
  private let lock = NSLock()
  private var record: Record

  private struct Record {
    var content: ActivityContent<Attributes.ContentState>
    var ended: (at: Date, policy: ActivityUIDismissalPolicy)?
    var dismissed = false
    /// The streams of ``activityStateUpdates`` still listened to (`Activity+Updates.swift`).
    var stateObservers: [UUID: AsyncStream<ActivityState>.Continuation] = [:]
  }

  init(
    attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType?
  ) {
    self.id = UUID().uuidString
    self.attributes = attributes
    self.pushType = pushType
    self.record = Record(content: content)
  }

  /// The content the activity shows now.
  public var content: ActivityContent<Attributes.ContentState> {
    withRecord { $0.content }
  }

  /// Where the activity is in its life; `stale` once the content's `staleDate` has passed.
  public var activityState: ActivityState { state(at: Date()) }

  /// The push token of an activity requested with ``PushType/token``; Vitrine has no push
  /// service, so it is always `nil`.
  public var pushToken: Data? { nil }

  /// The app's activities of this type that are not dismissed, oldest first.
  public static var activities: [Activity<Attributes>] {
    let now = Date()
    return ActivityRegistry.shared.all(of: Attributes.self).filter {
      $0.state(at: now) != .dismissed
    }
  }

  /// Starts a Live Activity with `attributes` and its first `content`.
  ///
  /// - Throws: ``ActivityAuthorizationError/denied`` when Live Activities are off,
  ///   ``ActivityAuthorizationError/attributesTooLarge`` when the attributes and state encode
  ///   to more than 4 KB of JSON, ``ActivityAuthorizationError/targetMaximumExceeded`` when
  ///   five activities already run, and the encoder's error when they do not encode.
  public static func request(
    attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
    pushType: PushType? = nil
  ) throws -> Activity<Attributes> {
    guard ActivityAuthorizationInfo().areActivitiesEnabled else {
      throw ActivityAuthorizationError.denied
    }
    try checkPayload(attributes: attributes, state: content.state)
    let activity = Activity(attributes: attributes, content: content, pushType: pushType)
    let now = Date()
    try ActivityRegistry.shared.add(activity, of: Attributes.self) { others in
      others.filter { $0.isRunning(at: now) }.count
    }
    return activity
  }

  /// Replaces the activity's content; an ended or dismissed activity ignores updates, as in
  /// ActivityKit. A state that encodes to more than 4 KB is not applied.
  public func update(_ content: ActivityContent<Attributes.ContentState>) async {
    guard (try? Self.checkPayload(attributes: attributes, state: content.state)) != nil else {
      return
    }
    withRecord { record in
      if record.ended == nil && !record.dismissed { record.content = content }
    }
  }

  /// Ends the activity, showing `content` (when given) until `dismissalPolicy` removes it.
  public func end(
    _ content: ActivityContent<Attributes.ContentState>?,
    dismissalPolicy: ActivityUIDismissalPolicy = .default
  ) async {
    let now = Date()
    let observers = withRecord { record -> [AsyncStream<ActivityState>.Continuation] in
      guard record.ended == nil, !record.dismissed else { return [] }
      if let content { record.content = content }
      record.ended = (now, dismissalPolicy)
      if dismissalPolicy == .immediate { record.dismissed = true }
      return Array(record.stateObservers.values)
    }
    let state = state(at: now)
    for observer in observers { observer.yield(state) }
  }

  /// Registers a stream of state changes; it is told `current` at once.
  func observeState(_ continuation: AsyncStream<ActivityState>.Continuation) {
    let key = UUID()
    let current = state(at: Date())
    withRecord { $0.stateObservers[key] = continuation }
    continuation.onTermination = { [weak self] _ in
      self?.withRecord { $0.stateObservers[key] = nil }
    }
    continuation.yield(current)
  }

  /// The activity's state at `now`.
  func state(at now: Date) -> ActivityState {
    withRecord { record in
      if record.dismissed { return .dismissed }
      if let ended = record.ended {
        let removal: Date
        switch ended.policy.kind {
        case .immediate: return .dismissed
        case .default: removal = ended.at.addingTimeInterval(Self.endedLifetime)
        case .after(let date): removal = min(date, ended.at.addingTimeInterval(Self.endedLifetime))
        }
        return now >= removal ? .dismissed : .ended
      }
      if let stale = record.content.staleDate, now >= stale { return .stale }
      return .active
    }
  }

  /// Runs `body` on the record under the lock.
  private func withRecord<T>(_ body: (inout Record) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(&record)
  }

  /// How long an ended activity may stay on the Lock Screen (four hours).
  static var endedLifetime: TimeInterval { 4 * 60 * 60 }

  /// Throws when the attributes and state together encode to more than ActivityKit's limit.
  static func checkPayload(attributes: Attributes, state: Attributes.ContentState) throws {
    let encoder = JSONEncoder()
    let bytes = try encoder.encode(attributes).count + encoder.encode(state).count
    if bytes > ActivityLimits.maximumPayloadBytes {
      throw ActivityAuthorizationError.attributesTooLarge
    }
  }
}

/// An activity of any attributes type, as the registry counts them.
protocol RunningActivity: AnyObject {
  func isRunning(at now: Date) -> Bool
}

extension Activity: RunningActivity {
  func isRunning(at now: Date) -> Bool {
    let state = state(at: now)
    return state == .active || state == .stale
  }
}
