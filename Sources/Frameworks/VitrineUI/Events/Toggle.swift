import Foundation
import VitrineWidgetCore

/// A switch bound to a Boolean, with a label, as an iOS settings row: the label on the
/// leading side, the 51 × 31 switch on the trailing side; a tap anywhere on the row flips it.
///
/// In an interactive widget (`Toggle(isOn:intent:)`, iOS 17) the state comes from the entry
/// and a tap performs the intent, which the host follows with a reload, as a
/// `Button(intent:)` does; the row is then the button's region.
public struct Toggle<Label: View>: View {
  @Binding var isOn: Bool
  let label: Label
  var intent: (any AppIntent)? = nil
  @Environment(\.labelsHidden) private var labelsHidden

  /// Creates a toggle for `isOn` labelled by `label`.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    _isOn = isOn
    self.label = label()
  }

  /// Creates a widget toggle showing `isOn` that performs `intent` when tapped.
  public init<Intent: AppIntent>(
    isOn: Bool, intent: Intent, @ViewBuilder label: () -> Label
  ) {
    _isOn = .constant(isOn)
    self.label = label()
    self.intent = intent
  }

  /// The row: label, space, switch.
  public var body: some View {
    if let intent {
      button(for: intent)
    } else {
      row
        .contentShape(Rectangle())
        .onTapGesture { isOn.toggle() }
        .accessibilityElement(children: .combine)
        .accessibilityValue(isOn ? "1" : "0")
        .accessibilityAddTraits(.isButton)
    }
  }

  private var row: some View {
    HStack {
      if !labelsHidden {
        label
        Spacer(minLength: 8)
      }
      SwitchTrack(isOn: isOn)
    }
  }

  /// The row as a button that performs `intent`.
  private func button<Intent: AppIntent>(for intent: Intent) -> AnyView {
    AnyView(
      Button(intent: intent) { row }
        .accessibilityValue(isOn ? "1" : "0"))
  }
}

extension Toggle where Label == Text {
  /// Creates a toggle with a text label.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

/// The switch of a ``Toggle``: a green capsule with the knob on the right when on, gray with
/// the knob on the left when off.
struct SwitchTrack: View {
  let isOn: Bool

  var body: some View {
    ZStack(alignment: isOn ? .trailing : .leading) {
      Capsule().fill(isOn ? Color.green : Color.systemFill)
      Circle().fill(Color.white).frame(width: 27, height: 27).padding(2)
    }
    .frame(width: 51, height: 31)
  }
}
