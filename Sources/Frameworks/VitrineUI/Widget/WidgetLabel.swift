import Foundation

private struct ShowsWidgetLabelKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the widget's ``View/widgetLabel(_:)`` is shown: true on watch faces that draw a
  /// label beside a complication; false on the iPhone and iPad Lock Screen and home screen,
  /// where a widget shows no label, so it is false unless set.
  public var showsWidgetLabel: Bool {
    get { self[ShowsWidgetLabelKey.self] }
    set { self[ShowsWidgetLabelKey.self] = newValue }
  }
}

extension View {
  /// Gives an accessory widget a label, shown below its content where the system shows
  /// widget labels (when ``EnvironmentValues/showsWidgetLabel`` is true) and not drawn
  /// otherwise.
  public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View {
    WidgetLabelled(content: self, label: label())
  }

  /// Gives an accessory widget a text label.
  public func widgetLabel<S: StringProtocol>(_ label: S) -> some View {
    widgetLabel { Text(verbatim: String(label)) }
  }
}

/// A view with its widget label below it when labels are shown.
struct WidgetLabelled<Content: View, Label: View>: View {
  let content: Content
  let label: Label
  @Environment(\.showsWidgetLabel) private var showsWidgetLabel

  var body: some View {
    if showsWidgetLabel {
      VStack(spacing: 2) {
        content
        label.font(.caption2)
      }
    } else {
      content
    }
  }
}
