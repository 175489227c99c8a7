import Foundation
import Synchronization
import Testing

@testable import VitrineWidgetCore

/// A lamp per test, so tests running at once do not share state.
final class TestLamp: Sendable {
  let state = Mutex((isOn: false, brightness: 50, performed: [String]()))
  var isOn: Bool { state.withLock { $0.isOn } }
  var performed: [String] { state.withLock { $0.performed } }
}

/// The lamps the intents reach by name, as an app reaches its model.
enum TestLamps {
  static let all = Mutex([String: TestLamp]())
  static func named(_ name: String) -> TestLamp {
    all.withLock { lamps in
      if let lamp = lamps[name] { return lamp }
      let lamp = TestLamp()
      lamps[name] = lamp
      return lamp
    }
  }
}

struct SetLampIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Set Lamp"
  @Parameter(title: "Lamp") var name: String
  @Parameter(title: "On") var value: Bool
  init() {}
  init(_ name: String) { self.name = name }
  func perform() async throws -> EmptyIntentResult {
    let value = value
    TestLamps.named(name).state.withLock {
      $0.isOn = value
      $0.performed.append("set \(value)")
    }
    return .result()
  }
}

struct FlashLampIntent: AppIntent {
  static let title: LocalizedStringResource = "Flash Lamp"
  @Parameter(title: "Lamp") var name: String
  init() {}
  init(_ name: String) { self.name = name }
  func perform() async throws -> EmptyIntentResult {
    TestLamps.named(name).state.withLock { $0.performed.append("flash") }
    return .result()
  }
}

struct OpenLampIntent: OpenIntent {
  static let title: LocalizedStringResource = "Open Lamp"
  @Parameter(title: "Lamp") var target: String
  init() {}
  func perform() async throws -> EmptyIntentResult { .result() }
}

struct LampConfiguration: ControlConfigurationIntent {
  static let title: LocalizedStringResource = "Lamp"
  @Parameter(title: "Lamp", default: "desk") var lamp: String
  init() {}
}

/// A template without views, as the model sees one.
struct TestToggle: ControlWidgetTemplate {
  let isOn: Bool
  let action: SetLampIntent
  var resolvedControl: ResolvedControl {
    ResolvedControl(toggle: isOn, action: action, label: "lamp", title: "Lamp")
  }
}

struct TestButton: ControlWidgetTemplate {
  let action: FlashLampIntent
  var resolvedControl: ResolvedControl { ResolvedControl(button: action, label: "flash") }
}

struct LampProvider: AppIntentControlValueProvider {
  func previewValue(configuration: LampConfiguration) -> Bool { false }
  func currentValue(configuration: LampConfiguration) async throws -> Bool {
    TestLamps.named(configuration.lamp).isOn
  }
}

struct StaticLampProvider: ControlValueProvider {
  let name: String
  var previewValue: Bool { true }
  func currentValue() async throws -> Bool { TestLamps.named(name).isOn }
}

struct LampControl: ControlWidget {
  var body: some ControlWidgetConfiguration {
    AppIntentControlConfiguration(kind: "lamp", provider: LampProvider()) { isOn in
      TestToggle(isOn: isOn, action: SetLampIntent("desk"))
    }
    .displayName("Lamp")
    .description("Turns the desk lamp on and off.")
    .promptsForUserConfiguration()
  }
}

@Suite("Controls: configurations, toggles and buttons")
struct ControlModelTests {
  @Test("A toggle's tap sets its intent's value to the opposite state, then performs it")
  func toggleTap() async throws {
    let lamp = TestLamps.named("toggle-tap")
    let off = TestToggle(isOn: false, action: SetLampIntent("toggle-tap")).resolvedControl
    #expect(off.isOn == false)
    #expect(try await off.tap() == true)
    #expect(lamp.isOn)
    let on = TestToggle(isOn: true, action: SetLampIntent("toggle-tap")).resolvedControl
    #expect(try await on.tap() == false)
    #expect(!lamp.isOn)
    #expect(lamp.performed == ["set true", "set false"])
    #expect(off.actionName == "SetLampIntent")
  }

  @Test("A button's tap performs its intent every time and has no state")
  func buttonTap() async throws {
    let lamp = TestLamps.named("button-tap")
    let button = TestButton(action: FlashLampIntent("button-tap")).resolvedControl
    #expect(button.isOn == nil)
    #expect(try await button.tap() == nil)
    try await button.tap()
    #expect(lamp.performed == ["flash", "flash"])
    #expect(!button.opensApp)
    #expect(ResolvedControl(button: OpenLampIntent(), label: "open").opensApp)
  }

  @Test("A static control previews the provider's preview value and shows its current one")
  func staticProvider() async throws {
    let lamp = TestLamps.named("static")
    let configuration = StaticControlConfiguration(
      kind: "static", provider: StaticLampProvider(name: "static")
    ) { isOn in
      TestToggle(isOn: isOn, action: SetLampIntent("static"))
    }
    let control = configuration.controlDescriptor
    #expect(await control.previewControl().isOn == true)
    #expect(try await control.currentControl().isOn == false)
    lamp.state.withLock { $0.isOn = true }
    #expect(try await control.currentControl().isOn == true)
    #expect(control.intent == nil)
    #expect(control.displayName == "static")
  }

  @Test("An intent-configured control gets its provider's value for the stored configuration")
  func appIntentProvider() async throws {
    TestLamps.named("hall").state.withLock { $0.isOn = true }
    let control = LampControl().controlDescriptor
    #expect(control.kind == "lamp")
    #expect(control.displayName == "Lamp")
    #expect(control.controlDescription == "Turns the desk lamp on and off.")
    #expect(control.promptsForUserConfiguration)
    #expect(control.intent?.parameters.map(\.key) == ["lamp"])
    #expect(try await control.currentControl(configuration: ["lamp": "hall"]).isOn == true)
    #expect(await control.previewControl(configuration: ["lamp": "hall"]).isOn == false)
  }

  @Test("A configuration built from the intent alone sees the configured parameter")
  func intentOnly() async throws {
    let configuration = AppIntentControlConfiguration(kind: "flash", intent: LampConfiguration.self)
    { intent in
      TestButton(action: FlashLampIntent(intent.lamp))
    }
    let shown = try await configuration.controlDescriptor.currentControl(
      configuration: ["lamp": "intent-only"])
    try await shown.tap()
    #expect(TestLamps.named("intent-only").performed == ["flash"])
  }

  @Test("Action hints and statuses are kept on the resolved template")
  func modifiers() {
    let control = TestButton(action: FlashLampIntent("hint"))
      .controlWidgetActionHint("Flash")
      .controlWidgetStatus("Flashed")
      .resolvedControl
    #expect(control.actionHint == "Flash")
    #expect(control.status == "Flashed")
  }

  @Test("ControlCenter keeps requests made before a host attaches and then delivers them")
  func controlCenter() {
    final class Backend: ControlCenterBackend {
      let kinds = Mutex([String?]())
      func reloadControlsRequested(ofKind kind: String?) { kinds.withLock { $0.append(kind) } }
    }
    let center = ControlCenter()
    center.reloadControls(ofKind: "lamp")
    center.reloadAllControls()
    let backend = Backend()
    center.attach(backend)
    center.reloadControls(ofKind: "fan")
    #expect(backend.kinds.withLock { $0 } == ["lamp", nil, "fan"])
  }
}
