import Foundation

/// A switch bound to a Boolean, with a label, as an iOS settings row: the label on the
/// leading side, the 51 × 31 switch on the trailing side; a tap anywhere on the row flips it.
public struct Toggle<Label: View>: View {
  @Binding var isOn: Bool
  let label: Label

  /// Creates a toggle for `isOn` labelled by `label`.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    _isOn = isOn
    self.label = label()
  }

  /// The row: label, space, switch.
  public var body: some View {
    HStack {
      label
      Spacer(minLength: 8)
      SwitchTrack(isOn: isOn)
    }
    .contentShape(Rectangle())
    .onTapGesture { isOn.toggle() }
    .accessibilityElement(children: .combine)
    .accessibilityValue(isOn ? "1" : "0")
    .accessibilityAddTraits(.isButton)
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
