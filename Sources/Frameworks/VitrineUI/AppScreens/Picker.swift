import Foundation

/// A control that chooses one of its tagged views, as SwiftUI's `Picker`: each option is a
/// view with `tag(_:)`, and choosing it sets `selection` to the tag.
///
/// Drawn per ``View/pickerStyle(_:)`` as iOS draws it: `.menu` (the default on iOS 16+) is a
/// row with the label and the chosen option in the accent color that opens a menu of the
/// options; `.segmented` a row of segments, the chosen one raised; `.inline` and `.wheel` the
/// options as rows with a checkmark on the chosen one; `.navigationLink` a row that pushes a
/// list of the options.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content
  @Environment(\.pickerStyle) private var style
  @Environment(\.labelsHidden) private var labelsHidden
  @Environment(\.self) private var environment

  /// Creates a picker of `content`'s tagged options, labelled by `label`.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  /// Creates a picker labelled by `label` (the iOS 13 spelling).
  public init(
    selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
  ) {
    self.selection = selection
    self.content = content()
    self.label = label
  }

  private func choice(_ mode: TagChoice.Mode) -> TagChoice {
    let selection = self.selection
    return TagChoice(
      mode: mode,
      isSelected: { tag in
        (tag.base as? SelectionValue).map { $0 == selection.wrappedValue } ?? false
      },
      select: { tag in
        if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
      })
  }

  /// The control in its style.
  public var body: some View {
    switch style {
    case .segmented:
      HStack(spacing: 2) {
        content.environment(\.tagChoice, choice(.segment))
      }
      .padding(2)
      .background(RoundedRectangle(cornerRadius: 9).fill(Color.tertiarySystemFill))
    case .inline, .wheel:
      Group {
        if !labelsHidden { label.font(.footnote).foregroundStyle(.secondary) }
        content.environment(\.tagChoice, choice(.listRow))
      }
    case .navigationLink:
      NavigationLink {
        List { content.environment(\.tagChoice, choice(.listRow)) }
      } label: {
        HStack {
          label
          Spacer(minLength: 8)
          content.environment(\.tagChoice, choice(.selectedOnly)).foregroundStyle(.secondary)
        }
      }
    case .menu:
      let inRow = environment.container.isListRow
      HStack {
        if inRow && !labelsHidden {
          label
          Spacer(minLength: 8)
        }
        Menu {
          content.environment(\.tagChoice, choice(.menuItem))
        } label: {
          HStack(spacing: 4) {
            content.environment(\.tagChoice, choice(.selectedOnly))
            VStack(spacing: -3) {
              Image(systemName: "chevron.up")
              Image(systemName: "chevron.down")
            }
            .font(.system(size: 9, weight: .semibold))
            .accessibilityHidden(true)
          }
        }
      }
    }
  }
}

extension Picker where Label == Text {
  /// Creates a picker with a text label.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

/// How a ``Picker`` is drawn.
public enum PickerStyleKind: Sendable, Hashable {
  /// A button opening a menu of the options (iOS 16+'s default).
  case menu
  /// Segments side by side.
  case segmented
  /// The options as rows.
  case inline
  /// A spinning wheel; drawn as rows with the chosen one checked.
  case wheel
  /// A row that pushes a list of the options.
  case navigationLink
}

/// A picker style, as `pickerStyle(_:)` takes.
public protocol PickerStyle {
  /// How pickers in this style are drawn.
  var kind: PickerStyleKind { get }
}

/// The platform's choice: a menu.
public struct DefaultPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
  /// A menu.
  public var kind: PickerStyleKind { .menu }
}

/// A menu of the options.
public struct MenuPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
  /// A menu.
  public var kind: PickerStyleKind { .menu }
}

/// Segments.
public struct SegmentedPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
  /// Segments.
  public var kind: PickerStyleKind { .segmented }
}

/// Rows inline.
public struct InlinePickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
  /// Rows.
  public var kind: PickerStyleKind { .inline }
}

/// A wheel.
public struct WheelPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
  /// A wheel.
  public var kind: PickerStyleKind { .wheel }
}

/// A row pushing the options.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
  /// A pushed list.
  public var kind: PickerStyleKind { .navigationLink }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's choice: a menu.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A menu of the options.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// Segments.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// Rows.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A pushed list.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey {
  static let defaultValue = PickerStyleKind.menu
}

extension EnvironmentValues {
  /// How pickers below are drawn.
  public var pickerStyle: PickerStyleKind {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Draws the pickers in this view in `style`.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environment(\.pickerStyle, style.kind)
  }
}
