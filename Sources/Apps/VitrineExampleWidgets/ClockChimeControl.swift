import Foundation
import VitrineAppGroupStore
import VitrineUI
import VitrineWidgetCore

/// The built-in example control: the clock's hourly chime, a Control Center toggle.
///
/// Its state lives in the App Group store (`group.vitrine`, key `clock.chime`) in the data
/// folder, so a tap with `vitrine control tap clock-chime` shows in the next
/// `vitrine control render clock-chime`.
public struct ClockChimeControl: ControlWidget {
  /// The control's kind identifier.
  public static let kind = "clock-chime"
  /// The App Group store key of the chime's state.
  static let key = "clock.chime"

  let directory: URL?

  /// The control over the store in the default data folder.
  public init() { directory = nil }

  /// The control over the store in `directory`.
  public init(directory: URL) { self.directory = directory }

  public var body: some ControlWidgetConfiguration {
    let directory = directory
    return StaticControlConfiguration(
      kind: Self.kind, provider: ChimeProvider(directory: directory)
    ) {
      isOn in
      ControlWidgetToggle(
        "Hourly Chime", systemImage: isOn ? "bell.fill" : "bell", isOn: isOn,
        action: SetChimeIntent(directory: directory)
      )
      .tint(.orange)
      .controlWidgetActionHint("Chime")
    }
    .displayName("Hourly Chime")
    .description("Chimes on the hour.")
  }
}

/// Reads the chime's state from the App Group store.
struct ChimeProvider: ControlValueProvider {
  let directory: URL?

  var previewValue: Bool { true }

  func currentValue() async throws -> Bool {
    try AppGroupStore(directory: directory).bool(forKey: ClockChimeControl.key)
  }
}

/// Switches the chime on or off: the toggle's action.
public struct SetChimeIntent: SetValueIntent {
  public static let title: LocalizedStringResource = "Set Hourly Chime"

  /// Whether the chime is on.
  @Parameter(title: "Chime is on")
  public var value: Bool

  let directory: URL?

  /// An intent over the store in the default data folder.
  public init() { directory = nil }

  init(directory: URL?) { self.directory = directory }

  /// Stores the value.
  public func perform() async throws -> EmptyIntentResult {
    try AppGroupStore(directory: directory).set(value, forKey: ClockChimeControl.key)
    return .result()
  }
}
