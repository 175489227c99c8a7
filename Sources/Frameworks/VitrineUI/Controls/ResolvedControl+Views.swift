import VitrineWidgetCore

/// A label whose title and icon can be shown apart, as a control tile shows them.
@MainActor
protocol TitledLabel {
  var titleView: AnyView { get }
  var iconView: AnyView { get }
}

@MainActor extension Label: TitledLabel {
  var titleView: AnyView { AnyView(title) }
  var iconView: AnyView { AnyView(icon) }
}

@MainActor
extension ResolvedControl {
  /// The view in the control's symbol place: for a toggle its value label's icon (the label's
  /// when the value label has none), for a button its label's icon; a label that is not a
  /// `Label` is shown whole.
  public var symbolView: AnyView {
    if let value = stateView as? any TitledLabel { return value.iconView }
    if let label = label as? any TitledLabel { return label.iconView }
    if let image = label as? Image { return AnyView(image) }
    return AnyView(Image(systemName: "questionmark"))
  }

  /// The control's title: the template's title, else its label's title, else `fallback` (the
  /// control's display name).
  public func titleView(fallback: String) -> AnyView {
    if let title { return AnyView(Text(title)) }
    if let label = label as? any TitledLabel { return label.titleView }
    if let text = label as? Text { return AnyView(text) }
    return AnyView(Text(fallback))
  }

  /// The text under the title: a toggle's value label's title (or the value label itself when
  /// it is text); `nil` for a button.
  public var valueView: AnyView? {
    guard isOn != nil, let value = stateView else { return nil }
    if let label = value as? any TitledLabel { return label.titleView }
    if let view = value as? any View { return AnyView(view) }
    return nil
  }

  /// The tint as a colour; `nil` when the template sets none.
  public var tintColor: Color? { tint as? Color }

  private var stateView: Any? {
    guard let isOn, let stateLabel else { return nil }
    return stateLabel(isOn)
  }
}
