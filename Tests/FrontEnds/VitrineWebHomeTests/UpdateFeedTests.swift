import Foundation
import Testing

@testable import VitrineWebHome

@Suite(.timeLimit(.minutes(5))) struct UpdateFeedTests {
  @Test func aReaderGetsEverythingAfterWhatItSaw() async {
    let feed = UpdateFeed(capacity: 10)
    feed.publish("widget", #"{"id":"w1"}"#)
    feed.publish("event", #"{"kind":"reload"}"#)
    feed.publish("clock", "{}")
    let updates = await feed.updates(after: 1, timeout: .seconds(1))
    #expect(updates.map(\.sequence) == [2, 3])
    #expect(updates.map(\.type) == ["event", "clock"])
  }

  @Test func aWaitingReaderIsWokenByThePublisher() async throws {
    let feed = UpdateFeed()
    let reader = Task { await feed.updates(after: 0, timeout: .seconds(120)) }
    try await Task.sleep(for: .milliseconds(50))
    let began = ContinuousClock.now
    feed.publish("layout", "{}")
    let updates = await reader.value
    #expect(updates.map(\.type) == ["layout"])
    // Woken, not timed out: it returned long before its two-minute wait was over.
    #expect(ContinuousClock.now - began < .seconds(60))
  }

  @Test func aReaderWithNothingNewGetsNothingAfterItsWait() async {
    let feed = UpdateFeed()
    feed.publish("clock", "{}")
    let began = ContinuousClock.now
    let updates = await feed.updates(after: 1, timeout: .milliseconds(100))
    #expect(updates.isEmpty)
    #expect(ContinuousClock.now - began >= .milliseconds(100))
  }

  @Test func aReaderTooFarBehindIsToldToReset() async {
    let feed = UpdateFeed(capacity: 3)
    for _ in 1...5 { feed.publish("widget", "{}") }
    // 5 published, 3 kept (3, 4, 5): a reader at 1 missed update 2.
    let updates = await feed.updates(after: 1, timeout: .seconds(1))
    #expect(updates.map(\.type) == ["reset"])
    #expect(updates.map(\.sequence) == [5])
    // A reader at 2 missed nothing.
    #expect(await feed.updates(after: 2, timeout: .seconds(1)).map(\.sequence) == [3, 4, 5])
  }

  @Test func closingAnswersWaitingReadersAtOnce() async throws {
    let feed = UpdateFeed()
    let reader = Task { await feed.updates(after: 0, timeout: .seconds(120)) }
    try await Task.sleep(for: .milliseconds(50))
    feed.close()
    #expect(await reader.value.isEmpty)
  }

  @Test func theStreamBodyIsServerSentEvents() {
    let body = UpdateFeed.eventStream(
      [UpdateFeed.Update(sequence: 7, type: "widget", json: #"{"id":"w1","version":3}"#)],
      retryMilliseconds: 100)
    #expect(
      body == "retry: 100\n\nid: 7\nevent: widget\ndata: {\"id\":\"w1\",\"version\":3}\n\n")
    #expect(UpdateFeed.eventStream([], retryMilliseconds: 100) == "retry: 100\n\n: nothing new\n\n")
  }
}
