import AppIntents
import SwiftUI
import WidgetKit

// A control as Xcode 16's widget-extension template lays one out: a toggle whose value comes
// from an intent-configured provider and whose action is a SetValueIntent.

/// The running timers, as the app's model would keep them.
actor TimerStore {
  static let shared = TimerStore()
  private var running: Set<String> = []

  func isRunning(_ name: String) -> Bool { running.contains(name) }

  func set(_ name: String, running isRunning: Bool) {
    if isRunning { running.insert(name) } else { running.remove(name) }
  }
}

struct TimerControl: ControlWidget {
  static let kind = "com.example.MyWidgets.TimerControl"

  var body: some ControlWidgetConfiguration {
    AppIntentControlConfiguration(kind: Self.kind, provider: Provider()) { value in
      ControlWidgetToggle(
        "Start Timer", isOn: value.isRunning, action: StartTimerIntent(value.name)
      ) { isRunning in
        Label(isRunning ? "On" : "Off", systemImage: "timer")
      }
    }
    .displayName("Timer")
    .description("Starts and stops a named timer.")
  }
}

extension TimerControl {
  struct Value {
    var isRunning: Bool
    var name: String
  }

  struct Provider: AppIntentControlValueProvider {
    func previewValue(configuration: TimerConfiguration) -> Value {
      Value(isRunning: false, name: configuration.timerName)
    }

    func currentValue(configuration: TimerConfiguration) async throws -> Value {
      let isRunning = await TimerStore.shared.isRunning(configuration.timerName)
      return Value(isRunning: isRunning, name: configuration.timerName)
    }
  }
}

struct TimerConfiguration: ControlConfigurationIntent {
  static let title: LocalizedStringResource = "Timer Name Configuration"

  @Parameter(title: "Timer Name", default: "Timer")
  var timerName: String
}

struct StartTimerIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Start a timer"

  @Parameter(title: "Timer Name")
  var name: String

  @Parameter(title: "Timer is running")
  var value: Bool

  init() {}

  init(_ name: String) {
    self.name = name
  }

  func perform() async throws -> some IntentResult {
    await TimerStore.shared.set(name, running: value)
    return .result()
  }
}
