import Foundation

private struct ShowsWidgetLabelKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the system shows the widget's label (`widgetLabel`): true on watch faces that draw
  /// a label beside a complication; false on the iPhone and iPad Lock Screen and Home Screen,
  /// where no widget label is drawn, so it is false unless set. Widgets read it to put the
  /// text they would show in the label inside the widget instead.
  public var showsWidgetLabel: Bool {
    get { self[ShowsWidgetLabelKey.self] }
    set { self[ShowsWidgetLabelKey.self] = newValue }
  }
}
