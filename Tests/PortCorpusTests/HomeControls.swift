import AppIntents
import SwiftUI
import WidgetKit

// Two Control Center controls written as for WidgetKit on iOS 18, in the shape Xcode 16's
// widget-extension template gives them: a configurable toggle for a light (the light's name is
// the control's configuration, its state comes from the app's model) and a static button that
// performs an intent on every tap. The bundle lists them beside a widget.

/// The app's lights, as the app's model would keep them.
actor LightStore {
  static let shared = LightStore()
  private var lit: Set<String> = []

  func isOn(_ name: String) -> Bool { lit.contains(name) }

  func set(_ name: String, on: Bool) {
    if on { lit.insert(name) } else { lit.remove(name) }
  }
}

struct LightConfiguration: ControlConfigurationIntent {
  static let title: LocalizedStringResource = "Light"

  @Parameter(title: "Light Name", default: "Porch")
  var lightName: String

  init() {}
}

struct SetLightIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Switch Light"

  @Parameter(title: "Light Name")
  var name: String

  @Parameter(title: "Light is on")
  var value: Bool

  init() {}

  init(_ name: String) {
    self.name = name
  }

  func perform() async throws -> some IntentResult {
    await LightStore.shared.set(name, on: value)
    return .result()
  }
}

struct LightControl: ControlWidget {
  static let kind = "com.example.homecontrols.LightControl"

  var body: some ControlWidgetConfiguration {
    AppIntentControlConfiguration(kind: Self.kind, provider: Provider()) { value in
      ControlWidgetToggle(value.name, isOn: value.isOn, action: SetLightIntent(value.name)) {
        isOn in
        Label(isOn ? "On" : "Off", systemImage: isOn ? "lightbulb.fill" : "lightbulb")
      }
      .tint(.orange)
    }
    .displayName("Light")
    .description("Switches a light on and off.")
  }
}

extension LightControl {
  struct Value {
    var isOn: Bool
    var name: String
  }

  struct Provider: AppIntentControlValueProvider {
    func previewValue(configuration: LightConfiguration) -> Value {
      Value(isOn: false, name: configuration.lightName)
    }

    func currentValue(configuration: LightConfiguration) async throws -> Value {
      Value(
        isOn: await LightStore.shared.isOn(configuration.lightName),
        name: configuration.lightName)
    }
  }
}

struct RingDoorbellIntent: AppIntent {
  static let title: LocalizedStringResource = "Ring Doorbell"

  func perform() async throws -> some IntentResult {
    .result()
  }
}

struct DoorbellControl: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "com.example.homecontrols.Doorbell") {
      ControlWidgetButton(action: RingDoorbellIntent()) {
        Label("Doorbell", systemImage: "bell.fill")
      }
      .controlWidgetActionHint("Ring")
    }
    .displayName("Doorbell")
  }
}

struct SetQuietHoursIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Quiet Hours"

  @Parameter(title: "Quiet hours are on")
  var value: Bool

  func perform() async throws -> some IntentResult {
    await LightStore.shared.set("quiet-hours", on: value)
    return .result()
  }
}

struct QuietHoursControl: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "com.example.homecontrols.QuietHours", provider: Provider()) {
      isOn in
      ControlWidgetToggle(
        "Quiet Hours", systemImage: "moon.fill", isOn: isOn, action: SetQuietHoursIntent())
    }
    .displayName("Quiet Hours")
  }

  struct Provider: ControlValueProvider {
    var previewValue: Bool { true }

    func currentValue() async throws -> Bool {
      await LightStore.shared.isOn("quiet-hours")
    }
  }
}

struct HomeControlsBundle: WidgetBundle {
  var body: some Widget {
    HydrationWidget()
    LightControl()
    DoorbellControl()
    QuietHoursControl()
  }
}
