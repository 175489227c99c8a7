import Foundation
import Testing
import VitrineActivityKit

private struct TimerAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable { var secondsLeft: Int }
  var name: String
}

private struct NoteAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable { var text: String }
}

/// The in-process life cycle of Live Activities. Serialized: the registry is the process's,
/// and each test ends what it started.
@Suite(.serialized)
struct ActivityTests {
  /// Ends every activity of both types at once, so the next test starts with none.
  func endAll() async {
    for activity in Activity<TimerAttributes>.activities {
      await activity.end(nil, dismissalPolicy: .immediate)
    }
    for activity in Activity<NoteAttributes>.activities {
      await activity.end(nil, dismissalPolicy: .immediate)
    }
  }

  @Test func requestUpdateAndEndImmediately() async throws {
    await endAll()
    let activity = try Activity.request(
      attributes: TimerAttributes(name: "Tea"),
      content: ActivityContent(state: .init(secondsLeft: 180), staleDate: nil))
    #expect(activity.activityState == .active)
    #expect(activity.attributes.name == "Tea")
    #expect(Activity<TimerAttributes>.activities.map(\.id) == [activity.id])
    // Another attributes type has its own list.
    #expect(Activity<NoteAttributes>.activities.isEmpty)

    await activity.update(ActivityContent(state: .init(secondsLeft: 120), staleDate: nil))
    #expect(activity.content.state.secondsLeft == 120)

    await activity.end(
      ActivityContent(state: .init(secondsLeft: 0), staleDate: nil), dismissalPolicy: .immediate)
    #expect(activity.activityState == .dismissed)
    #expect(activity.content.state.secondsLeft == 0)
    #expect(Activity<TimerAttributes>.activities.isEmpty)
  }

  @Test func anEndedActivityStaysUntilItsPolicyRemovesIt() async throws {
    await endAll()
    let kept = try Activity.request(
      attributes: NoteAttributes(),
      content: ActivityContent(state: .init(text: "a"), staleDate: nil))
    await kept.end(nil)
    // The default policy keeps it on the Lock Screen (up to four hours): ended, still listed,
    // and updates after the end are ignored.
    #expect(kept.activityState == .ended)
    #expect(Activity<NoteAttributes>.activities.count == 1)
    await kept.update(ActivityContent(state: .init(text: "b"), staleDate: nil))
    #expect(kept.content.state.text == "a")

    let past = try Activity.request(
      attributes: NoteAttributes(),
      content: ActivityContent(state: .init(text: "c"), staleDate: nil))
    await past.end(nil, dismissalPolicy: .after(Date().addingTimeInterval(-1)))
    #expect(past.activityState == .dismissed)
    #expect(Activity<NoteAttributes>.activities.map(\.id) == [kept.id])
    await endAll()
  }

  @Test func contentPastItsStaleDateIsStale() async throws {
    await endAll()
    let activity = try Activity.request(
      attributes: TimerAttributes(name: "Stale"),
      content: ActivityContent(
        state: .init(secondsLeft: 5), staleDate: Date().addingTimeInterval(-1), relevanceScore: 50))
    #expect(activity.activityState == .stale)
    #expect(activity.content.relevanceScore == 50)
    await endAll()
  }

  @Test func atMostFiveRunAtOnce() async throws {
    await endAll()
    for index in 0..<5 {
      _ = try Activity.request(
        attributes: TimerAttributes(name: "\(index)"),
        content: ActivityContent(state: .init(secondsLeft: index), staleDate: nil))
    }
    #expect(throws: ActivityAuthorizationError.targetMaximumExceeded) {
      try Activity.request(
        attributes: NoteAttributes(),
        content: ActivityContent(state: .init(text: "6th"), staleDate: nil))
    }
    // Ending one makes room again.
    await Activity<TimerAttributes>.activities[0].end(nil, dismissalPolicy: .immediate)
    _ = try Activity.request(
      attributes: NoteAttributes(),
      content: ActivityContent(state: .init(text: "5th"), staleDate: nil))
    await endAll()
  }

  @Test func payloadsOverFourKilobytesAreRefused() async throws {
    await endAll()
    // {"name":"…"} is 11 bytes of JSON around the name; {"secondsLeft":1} is 17 bytes.
    // A 4068-byte name makes 4079 + 17 = 4096 bytes: the limit, accepted.
    let fits = try Activity.request(
      attributes: TimerAttributes(name: String(repeating: "x", count: 4068)),
      content: ActivityContent(state: .init(secondsLeft: 1), staleDate: nil))
    #expect(fits.activityState == .active)
    // One more byte is refused.
    #expect(throws: ActivityAuthorizationError.attributesTooLarge) {
      try Activity.request(
        attributes: TimerAttributes(name: String(repeating: "x", count: 4069)),
        content: ActivityContent(state: .init(secondsLeft: 1), staleDate: nil))
    }
    await endAll()
  }

  @Test func pushTypesAndPolicies() {
    #expect(PushType.token.description == "token")
    #expect(PushType.channel("scores").description == "channel(scores)")
    #expect(ActivityUIDismissalPolicy.default != .immediate)
    #expect(ActivityAuthorizationInfo().areActivitiesEnabled)
    #expect(
      ActivityAuthorizationError.attributesTooLarge.description
        == "the activity's attributes and content state encode to more than 4096 bytes")
  }
}
