import Foundation

/// A control that adds or takes a step from a value, as SwiftUI's `Stepper`: the label on the
/// leading side and the − and + buttons (94 × 32, on a gray rounded rectangle) on the
/// trailing side. With a range, the value stays inside it and the button that would leave it
/// is disabled.
public struct Stepper<Label: View>: View {
  let label: Label
  let increment: (@MainActor () -> Void)?
  let decrement: (@MainActor () -> Void)?
  let canIncrement: @MainActor () -> Bool
  let canDecrement: @MainActor () -> Bool

  /// Creates a stepper that runs `onIncrement` and `onDecrement`.
  public init(
    onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.increment = onIncrement
    self.decrement = onDecrement
    self.canIncrement = { true }
    self.canDecrement = { true }
  }

  /// Creates a stepper for `value` in `bounds`, moving by `step`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.increment = {
      let next = value.wrappedValue.advanced(by: step)
      value.wrappedValue = min(next, bounds.upperBound)
    }
    self.decrement = {
      let next = value.wrappedValue.advanced(by: -step)
      value.wrappedValue = max(next, bounds.lowerBound)
    }
    self.canIncrement = { value.wrappedValue < bounds.upperBound }
    self.canDecrement = { value.wrappedValue > bounds.lowerBound }
  }

  /// Creates a stepper for `value`, without bounds.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    self.decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    self.canIncrement = { true }
    self.canDecrement = { true }
  }

  /// The row: label, space, the two buttons.
  public var body: some View {
    HStack {
      label
      Spacer(minLength: 8)
      HStack(spacing: 0) {
        Button(action: { decrement?() }) {
          Text("−").font(.system(size: 20)).frame(width: 46, height: 32)
        }
        .disabled(decrement == nil || !canDecrement())
        .accessibilityLabel("Decrement")
        Color.separator.frame(width: 1, height: 18)
        Button(action: { increment?() }) {
          Text("+").font(.system(size: 20)).frame(width: 46, height: 32)
        }
        .disabled(increment == nil || !canIncrement())
        .accessibilityLabel("Increment")
      }
      .foregroundStyle(Color.primary)
      .background(RoundedRectangle(cornerRadius: 8).fill(Color.tertiarySystemFill))
    }
  }
}

extension Stepper where Label == Text {
  /// Creates a stepper with a text label for `value` in `bounds`.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
  ) {
    self.init(value: value, in: bounds, step: step) { Text(title) }
  }

  /// Creates a stepper with a text label for `value`.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1
  ) {
    self.init(value: value, step: step) { Text(title) }
  }

  /// Creates a stepper with a text label that runs `onIncrement` and `onDecrement`.
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?
  ) {
    self.init(onIncrement: onIncrement, onDecrement: onDecrement) { Text(title) }
  }
}
