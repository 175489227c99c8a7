import Foundation

/// A control that picks a value from a range by its thumb's place on a track, as SwiftUI's
/// `Slider`: a 4-point track filled in the accent color up to a 28-point white thumb. A tap on
/// the track moves the thumb there (snapped to `step`); accessibility reads the value as a
/// percentage of the range.
public struct Slider<Label: View, ValueLabel: View>: View {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?
  let label: Label
  let minimumValueLabel: ValueLabel?
  let maximumValueLabel: ValueLabel?
  let onEditingChanged: (Bool) -> Void

  init(
    value: Binding<Double>, bounds: ClosedRange<Double>, step: Double?, label: Label,
    minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?,
    onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.value = value
    self.bounds = bounds
    self.step = step
    self.label = label
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
    self.onEditingChanged = onEditingChanged
  }

  /// The fraction of the range the value is at, 0 to 1.
  var fraction: Double {
    let span = bounds.upperBound - bounds.lowerBound
    guard span > 0, span.isFinite else { return 0 }
    return min(max((value.wrappedValue - bounds.lowerBound) / span, 0), 1)
  }

  /// Sets the value to the one `fraction` of the way along the range, snapped to the step.
  @MainActor func setFraction(_ fraction: Double) {
    let span = bounds.upperBound - bounds.lowerBound
    var next = bounds.lowerBound + min(max(fraction, 0), 1) * span
    if let step, step > 0 {
      next = bounds.lowerBound + ((next - bounds.lowerBound) / step).rounded() * step
    }
    onEditingChanged(true)
    value.wrappedValue = min(max(next, bounds.lowerBound), bounds.upperBound)
    onEditingChanged(false)
  }

  /// The track between the value labels.
  public var body: some View {
    HStack(spacing: 8) {
      if let minimumValueLabel { minimumValueLabel }
      SliderTrack(fraction: fraction) { setFraction($0) }
        .accessibilityElement()
        .accessibilityValue("\(Int((fraction * 100).rounded()))%")
      if let maximumValueLabel { maximumValueLabel }
    }
  }
}

/// The track and thumb of a ``Slider``; a tap at a place on it reports that fraction.
struct SliderTrack: View {
  let fraction: Double
  let choose: @MainActor (Double) -> Void
  /// How many places along the track a tap can land on.
  static let places = 20

  var body: some View {
    ZStack(alignment: .leading) {
      Capsule().fill(Color.systemFill).frame(height: 4)
      GeometryReader { proxy in
        let width = proxy.size.width
        Capsule().fill(Color.accentColor).frame(width: max(width * fraction, 0), height: 4)
          .position(x: width * fraction / 2, y: proxy.size.height / 2)
        Circle().fill(Color.white).frame(width: 28, height: 28)
          .shadow(color: Color.black.opacity(0.2), radius: 3, y: 2)
          .position(
            x: min(max(width * fraction, 14), max(width - 14, 14)), y: proxy.size.height / 2)
        // Taps: the track split into equal places, each setting its centre's fraction.
        HStack(spacing: 0) {
          ForEach(0..<Self.places, id: \.self) { place in
            Color.clear.contentShape(Rectangle())
              .onTapGesture { choose((Double(place) + 0.5) / Double(Self.places)) }
          }
        }
      }
    }
    .frame(height: 28)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// Creates a slider for `value` in `bounds`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) }),
      bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: nil,
      label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil,
      onEditingChanged: onEditingChanged)
  }

  /// Creates a slider for `value` in `bounds`, moving by `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) }),
      bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step),
      label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil,
      onEditingChanged: onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// Creates a slider for `value` in `bounds` with an accessibility label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) }),
      bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: nil,
      label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
      onEditingChanged: onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// Creates a slider for `value` in `bounds`, moving by `step`, with an accessibility label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) }),
      bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step),
      label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
      onEditingChanged: onEditingChanged)
  }
}

extension Slider {
  /// Creates a slider with labels at both ends of the track.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) }),
      bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: nil,
      label: label(), minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
  }
}
