import Foundation

/// Progress towards completion, drawn by the environment's ``ProgressViewStyle``: by default
/// a linear bar, a 4-point track as wide as offered, filled from the leading edge in the tint
/// color by the completed fraction.
///
/// A timer progress view (`ProgressView(timerInterval:)`) works out its fraction from the
/// environment's ``EnvironmentValues/now``: counting down it empties, `1 − elapsed / length`;
/// counting up it fills, `elapsed / length`; both held within 0 … 1. Its current value label
/// shows `Text(timerInterval:countsDown:)`.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  enum Progress {
    case fraction(Double)
    case timer(ClosedRange<Date>, countsDown: Bool)
    /// No known fraction: `ProgressView()`, drawn as a spinner (`IndeterminateProgressView.swift`).
    case indeterminate

    /// The completed fraction at `now` (the timer's start when unknown); 0 when indeterminate.
    func fraction(at now: Date?) -> Double {
      switch self {
      case .fraction(let fraction): return fraction
      case .indeterminate: return 0
      case .timer(let interval, let countsDown):
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard length > 0 else { return countsDown ? 0 : 1 }
        let elapsed = (now ?? interval.lowerBound).timeIntervalSince(interval.lowerBound)
        let done = min(max(elapsed / length, 0), 1)
        return countsDown ? 1 - done : done
      }
    }
  }

  let progress: Progress
  let label: Label?
  let currentValueLabel: CurrentValueLabel?

  /// The fraction `value / total` held within 0 … 1; `nil` or a non-positive total is 0.
  static func fraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double {
    guard let value, total > 0 else { return 0 }
    let fraction = Double(value) / Double(total)
    return fraction.isFinite ? min(max(fraction, 0), 1) : 0
  }

  /// The bar's thickness.
  static var thickness: CGFloat { ProgressBar.thickness }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    if case .indeterminate = progress {
      return context.nodes(for: ActivitySpinner.labelled(label.map { AnyView($0) }))
    }
    let fraction = progress.fraction(at: context.environment.now)
    let style = context.environment.progressViewStyle
    if style.isLinear, label == nil, currentValueLabel == nil {
      return context.nodes(for: ProgressBar(fraction: fraction))
    }
    let configuration = ProgressViewStyleConfiguration(
      fractionCompleted: fraction, label: label.map { .init(AnyView($0)) },
      currentValueLabel: currentValueLabel.map { .init(AnyView($0)) })
    return context.nodes(for: style.makeErasedBody(configuration: configuration))
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// Creates a bar showing `value` out of `total`; values outside are clamped, and `nil` shows
  /// an empty bar.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
    progress = .fraction(Self.fraction(value, total: total))
    label = nil
    currentValueLabel = nil
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// Creates a bar showing `value` out of `total` with a label describing the task.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1, @ViewBuilder label: () -> Label
  ) {
    progress = .fraction(Self.fraction(value, total: total))
    self.label = label()
    currentValueLabel = nil
  }
}

extension ProgressView {
  /// Creates a bar showing `value` out of `total` with a label and a current value label.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    progress = .fraction(Self.fraction(value, total: total))
    self.label = label()
    self.currentValueLabel = currentValueLabel()
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
  /// Creates progress through `timerInterval` that empties as time passes (or fills, when
  /// `countsDown` is false), with the remaining (or elapsed) time as its current value.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    progress = .timer(timerInterval, countsDown: countsDown)
    label = nil
    currentValueLabel = DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
  }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
  /// Creates progress through `timerInterval` with a label describing it.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label
  ) {
    progress = .timer(timerInterval, countsDown: countsDown)
    self.label = label()
    currentValueLabel = DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
  }
}

extension ProgressView {
  /// Creates progress through `timerInterval` with a label and a current value label of its
  /// own in place of the timer text.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    progress = .timer(timerInterval, countsDown: countsDown)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
  }
}

/// The current value of a timer progress view: its timer text.
public struct DefaultDateProgressLabel: View {
  let interval: ClosedRange<Date>
  let countsDown: Bool

  /// The timer, `Text(timerInterval:countsDown:)`.
  public var body: some View { Text(timerInterval: interval, countsDown: countsDown) }
}

/// The linear bar itself: a 4-point track filled by a fraction in the tint color.
nonisolated struct ProgressBar: View, PrimitiveView {
  typealias Body = Never

  let fraction: Double

  static let thickness: CGFloat = 4

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let scheme = context.environment.colorScheme
    let item = ProgressItem(
      fraction: fraction, tint: (context.environment.tint ?? .accentColor).resolve(in: scheme),
      track: Color.systemFill.resolve(in: scheme))
    let node = LayoutNode(
      rule: LineLayout(axis: .horizontal, thickness: Self.thickness), drawing: .progress(item))
    // The bar fills from its leading edge: the right one when the layout reads right to left.
    if context.environment.layoutDirection == .rightToLeft {
      node.effects.append(.transform(DrawingTransform(scale: CGSize(width: -1, height: 1))))
    }
    return [node]
  }
}
