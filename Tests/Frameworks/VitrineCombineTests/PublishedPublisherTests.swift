import Foundation
import Testing
import VitrineCombine
import VitrineUI

/// Apple's own example from the `Published` documentation.
final class Weather: ObservableObject, @unchecked Sendable {
  @Published var temperature: Double
  init(temperature: Double) { self.temperature = temperature }
}

@Suite("@Published's publisher and objectWillChange (Apple's Published documentation)")
struct PublishedPublisherTests {
  @Test("$property sends the current value, then each new one")
  func sendsCurrentThenNew() {
    let weather = Weather(temperature: 20)
    var got: [Double] = []
    let cancellable = weather.$temperature.sink { got.append($0) }
    weather.temperature = 25
    #expect(got == [20, 25])
    _ = cancellable
  }

  @Test("publishing happens in willSet: the property still holds the old value in the sink")
  func publishesBeforeTheChange() {
    let weather = Weather(temperature: 20)
    var seenInSink: [Double] = []
    let cancellable = weather.$temperature.sink { _ in seenInSink.append(weather.temperature) }
    weather.temperature = 25
    #expect(seenInSink == [20, 20])
    #expect(weather.temperature == 25)
    _ = cancellable
  }

  @Test("objectWillChange is a publisher: one event per change, none after cancelling")
  func objectWillChangeSinks() {
    let weather = Weather(temperature: 1)
    var events = 0
    let cancellable = weather.objectWillChange.sink { events += 1 }
    weather.temperature = 2
    weather.temperature = 3
    #expect(events == 2)
    cancellable.cancel()
    weather.temperature = 4
    #expect(events == 2)
  }

  @Test("operators chain on $property, and subscriptions end with their cancellable")
  func chainsAndEnds() {
    let weather = Weather(temperature: 10)
    var labels: [String] = []
    do {
      let cancellable = weather.$temperature.map { "\(Int($0))°" }.eraseToAnyPublisher()
        .sink { labels.append($0) }
      weather.temperature = 12
      _ = cancellable
    }
    weather.temperature = 14
    #expect(labels == ["10°", "12°"])
  }
}
