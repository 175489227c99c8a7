import Foundation

/// A value within a range, drawn by the environment's ``GaugeStyle``: a bar or a ring with a
/// label, the current value and the range's ends.
///
/// The value is shown as its fraction of the range, `(value − lowerBound) / (upperBound −
/// lowerBound)`, held within 0 … 1; an empty range shows 0.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundedLabel: View>: View {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundedLabel?
  let maximumValueLabel: BoundedLabel?
  @Environment(\.gaugeStyle) private var style

  /// Creates a gauge with a label, the current value and the range's end labels.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundedLabel,
    @ViewBuilder maximumValueLabel: () -> BoundedLabel
  ) {
    fraction = Self.fraction(value, in: bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }

  /// The fraction of `bounds` that `value` is at, held within 0 … 1.
  static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
    let span = Double(bounds.upperBound) - Double(bounds.lowerBound)
    let offset = Double(value) - Double(bounds.lowerBound)
    guard span > 0, span.isFinite, offset.isFinite else { return 0 }
    return min(max(offset / span, 0), 1)
  }

  /// The gauge as its style draws it.
  public var body: some View {
    style.makeErasedBody(
      configuration: GaugeStyleConfiguration(
        value: fraction, label: .init(AnyView(label)),
        currentValueLabel: currentValueLabel.map { .init(AnyView($0)) },
        minimumValueLabel: minimumValueLabel.map { .init(AnyView($0)) },
        maximumValueLabel: maximumValueLabel.map { .init(AnyView($0)) }))
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundedLabel == EmptyView {
  /// Creates a gauge with a label only.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    fraction = Self.fraction(value, in: bounds)
    self.label = label()
    currentValueLabel = nil
    minimumValueLabel = nil
    maximumValueLabel = nil
  }
}

extension Gauge where BoundedLabel == EmptyView {
  /// Creates a gauge with a label and the current value.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    fraction = Self.fraction(value, in: bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    minimumValueLabel = nil
    maximumValueLabel = nil
  }
}

/// The parts of a ``Gauge`` a ``GaugeStyle`` draws.
public struct GaugeStyleConfiguration {
  /// One of the gauge's labels, type-erased.
  public struct Part: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    /// The label's view.
    public var body: some View { content }
  }

  /// The gauge's label.
  public typealias Label = Part
  /// The label showing the current value.
  public typealias CurrentValueLabel = Part
  /// The label of the range's lower end.
  public typealias MinimumValueLabel = Part
  /// The label of the range's upper end.
  public typealias MaximumValueLabel = Part

  /// The value as a fraction of the range, 0 … 1.
  public let value: Double
  /// What the gauge measures.
  public let label: Label
  /// The current value, when the gauge has one.
  public let currentValueLabel: CurrentValueLabel?
  /// The lower end, when the gauge has one.
  public let minimumValueLabel: MinimumValueLabel?
  /// The upper end, when the gauge has one.
  public let maximumValueLabel: MaximumValueLabel?
}

/// How every ``Gauge`` in a view is drawn, set with ``View/gaugeStyle(_:)``.
@MainActor @preconcurrency
public protocol GaugeStyle: Sendable {
  /// The view the style draws.
  associatedtype Body: View
  /// The properties of a gauge.
  typealias Configuration = GaugeStyleConfiguration
  /// Draws a gauge.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension GaugeStyle {
  func makeErasedBody(configuration: Configuration) -> AnyView {
    AnyView(makeBody(configuration: configuration))
  }
}

private struct GaugeStyleKey: EnvironmentKey {
  static let defaultValue: any GaugeStyle = DefaultGaugeStyle()
}

extension EnvironmentValues {
  /// The style gauges in this view are drawn with.
  var gaugeStyle: any GaugeStyle {
    get { self[GaugeStyleKey.self] }
    set { self[GaugeStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets how the gauges in this view are drawn: `.gaugeStyle(.accessoryCircular)`.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    environment(\.gaugeStyle, style)
  }
}
