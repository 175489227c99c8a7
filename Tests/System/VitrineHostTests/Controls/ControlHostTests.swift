import Foundation
import Synchronization
import Testing
import VitrineHost
import VitrineWidgetCore

/// A fan whose speed switch is a toggle; `failing` makes its intent throw.
final class TestFan: Sendable {
  let state = Mutex((isOn: false, failing: false, providerFails: false))
}

enum TestFans {
  static let all = Mutex([String: TestFan]())
  static func named(_ name: String) -> TestFan {
    all.withLock { fans in
      if let fan = fans[name] { return fan }
      let fan = TestFan()
      fans[name] = fan
      return fan
    }
  }
}

struct FanError: Error, CustomStringConvertible {
  var description: String { "the fan is jammed" }
}

struct SetFanIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Set Fan"
  @Parameter(title: "Fan") var name: String
  @Parameter(title: "On") var value: Bool
  init() {}
  init(_ name: String) { self.name = name }
  func perform() async throws -> EmptyIntentResult {
    let value = value
    try TestFans.named(name).state.withLock {
      if $0.failing { throw FanError() }
      $0.isOn = value
    }
    return .result()
  }
}

struct FanTemplate: ControlWidgetTemplate {
  let isOn: Bool
  let name: String
  var resolvedControl: ResolvedControl {
    ResolvedControl(toggle: isOn, action: SetFanIntent(name), label: name)
  }
}

struct FanProvider: ControlValueProvider {
  let name: String
  var previewValue: Bool { false }
  func currentValue() async throws -> Bool {
    try TestFans.named(name).state.withLock {
      if $0.providerFails { throw FanError() }
      return $0.isOn
    }
  }
}

func fanControl(_ name: String) -> ControlDescriptor {
  StaticControlConfiguration(kind: name, provider: FanProvider(name: name)) { isOn in
    FanTemplate(isOn: isOn, name: name)
  }.controlDescriptor
}

struct OpenFanSettingsIntent: OpenIntent {
  static let title: LocalizedStringResource = "Open Fan Settings"
  @Parameter(title: "Fan") var target: String
  init() {}
  func perform() async throws -> EmptyIntentResult { .result() }
}

struct OpenFanButton: ControlWidgetTemplate {
  var resolvedControl: ResolvedControl {
    ResolvedControl(button: OpenFanSettingsIntent(), label: "settings")
  }
}

@Suite("ControlHost: taps, reloads and failures", .timeLimit(.minutes(3)))
struct ControlHostTests {
  let start = Date(timeIntervalSince1970: 1_717_407_660)

  @Test("Two taps switch the fan on and off; each is logged with the value it set")
  func taps() async throws {
    let host = ControlHost(controls: [fanControl("fan-taps")], clock: ManualClock(start))
    let first = try await host.tap(kind: "fan-taps")
    #expect(first.before.isOn == false && first.requested == true && first.after.isOn == true)
    let second = try await host.tap(kind: "fan-taps")
    #expect(second.requested == false && second.after.isOn == false)
    let events = await host.events
    #expect(events.map(\.kind) == [.intent, .intent])
    #expect(
      events.map(\.message) == [
        "performed SetFanIntent set value to true; now on",
        "performed SetFanIntent set value to false; now off",
      ])
    #expect(events.allSatisfy { $0.time == start && $0.widgetKind == "fan-taps" })
  }

  @Test("A button with an OpenIntent performs it and is logged as opening the app")
  func openIntent() async throws {
    let control = StaticControlConfiguration(kind: "fan-settings") { OpenFanButton() }
    let host = ControlHost(controls: [control.controlDescriptor])
    let tap = try await host.tap(kind: "fan-settings")
    #expect(tap.requested == nil && tap.after.isOn == nil)
    #expect(
      await host.events.map(\.message) == ["performed OpenFanSettingsIntent; opens the app"])
  }

  @Test("A failing intent is logged and reported; the state stays as it was")
  func failingIntent() async throws {
    let fan = TestFans.named("fan-jammed")
    fan.state.withLock { $0.failing = true }
    let host = ControlHost(controls: [fanControl("fan-jammed")])
    await #expect(
      throws: ControlHostError.actionFailed(kind: "fan-jammed", message: "the fan is jammed")
    ) {
      try await host.tap(kind: "fan-jammed")
    }
    #expect(fan.state.withLock { $0.isOn } == false)
    #expect(await host.events.map(\.kind) == [.diagnostic])
  }

  @Test("Unknown kinds and configurations of static controls are refused by name")
  func mistakes() async throws {
    let host = ControlHost(controls: [fanControl("fan-a")])
    await #expect(throws: ControlHostError.unknownKind("fan-b", installed: ["fan-a"])) {
      try await host.current(kind: "fan-b")
    }
    await #expect(throws: ControlHostError.notConfigurable(kind: "fan-a", parameter: "speed")) {
      try await host.current(kind: "fan-a", configuration: ["speed": "3"])
    }
  }

  @Test("ControlCenter's reload fetches the values again, failures logged as diagnostics")
  func reload() async throws {
    TestFans.named("fan-reload-on").state.withLock { $0.isOn = true }
    TestFans.named("fan-reload-broken").state.withLock { $0.providerFails = true }
    let host = ControlHost(controls: [fanControl("fan-reload-on"), fanControl("fan-reload-broken")])
    let center = ControlCenter()
    center.reloadAllControls()
    center.attach(host)
    // The pending request runs in a task; wait for its two events.
    for _ in 0..<200 where await host.events.count < 2 {
      try await Task.sleep(for: .milliseconds(5))
    }
    let events = await host.events
    #expect(events.map(\.kind) == [.reload, .diagnostic])
    #expect(events.first?.message == "fetched the current value: on")
    #expect(events.last?.message == "the value provider failed: the fan is jammed")
  }
}
