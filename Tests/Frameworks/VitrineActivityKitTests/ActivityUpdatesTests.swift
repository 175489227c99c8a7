import Foundation
import Testing
import VitrineActivityKit

private struct WordAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable { var word: String }
}

extension ActivityTests {
  /// ActivityKit's state stream, the alerting update and iOS 16.1's `end(using:)`, as an
  /// outside trial's app code (ActivityLiveWords' LiveActivityManager) calls them. Nested in
  /// the serialized `ActivityTests`: the limit of five running activities is the process's.
  @Suite(.timeLimit(.minutes(1)))
  struct Updates {
    private func start(_ word: String) throws -> Activity<WordAttributes> {
      try Activity.request(
        attributes: WordAttributes(),
        content: ActivityContent(state: .init(word: word), staleDate: nil))
    }

    // "activityStateUpdates — An asynchronous sequence you use to observe changes to the state of
    // a Live Activity."
    @Test("activityStateUpdates reports the current state, then ended and dismissed as they happen")
    func stateUpdates() async throws {
      let activity = try start("hello")
      var states = activity.activityStateUpdates.makeAsyncIterator()
      #expect(await states.next() == .active)
      await activity.end(nil, dismissalPolicy: .default)
      #expect(await states.next() == .ended)
      let second = try start("world")
      var secondStates = second.activityStateUpdates.makeAsyncIterator()
      #expect(await secondStates.next() == .active)
      await second.end(nil, dismissalPolicy: .immediate)
      #expect(await secondStates.next() == .dismissed)
      await activity.end(nil, dismissalPolicy: .immediate)
    }

    // "update(_:alertConfiguration:) — Updates the dynamic content of a Live Activity and alerts
    // the person."
    @Test("update(_:alertConfiguration:) applies the content with or without an alert")
    func alertingUpdate() async throws {
      let activity = try start("one")
      await activity.update(
        ActivityContent(state: .init(word: "two"), staleDate: nil), alertConfiguration: nil)
      #expect(activity.content.state.word == "two")
      let alert = AlertConfiguration(title: "New word", body: "Tap to learn it", sound: .default)
      await activity.update(
        ActivityContent(state: .init(word: "three"), staleDate: nil), alertConfiguration: alert)
      #expect(activity.content.state.word == "three")
      #expect(alert.sound == .default && alert.sound != .named("chime.caf"))
      await activity.end(nil, dismissalPolicy: .immediate)
    }

    // "end(using:dismissalPolicy:) — Ends an active Live Activity" (iOS 16.1, deprecated in 16.2).
    @Test("end(using:dismissalPolicy:) ends with the given state, or keeps the content with none")
    func endUsing() async throws {
      let activity = try start("first")
      await activity.end(using: .init(word: "last"), dismissalPolicy: .default)
      #expect(activity.activityState == .ended)
      #expect(activity.content.state.word == "last")
      let other = try start("kept")
      await other.end(dismissalPolicy: .immediate)
      #expect(other.activityState == .dismissed)
      #expect(other.content.state.word == "kept")
      await activity.end(nil, dismissalPolicy: .immediate)
    }
  }
}
