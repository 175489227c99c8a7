import Foundation

/// The parts of a ``ProgressView`` a ``ProgressViewStyle`` draws.
public struct ProgressViewStyleConfiguration {
  /// One of the progress view's labels, type-erased.
  public struct Part: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    /// The label's view.
    public var body: some View { content }
  }

  /// The label describing the task.
  public typealias Label = Part
  /// The label showing the current value.
  public typealias CurrentValueLabel = Part

  /// The completed fraction, 0 … 1.
  public let fractionCompleted: Double?
  /// The task's label, when there is one.
  public let label: Label?
  /// The current value, when there is one.
  public let currentValueLabel: CurrentValueLabel?
}

/// How every ``ProgressView`` in a view is drawn, set with ``View/progressViewStyle(_:)``.
@MainActor @preconcurrency
public protocol ProgressViewStyle: Sendable {
  /// The view the style draws.
  associatedtype Body: View
  /// The properties of a progress view.
  typealias Configuration = ProgressViewStyleConfiguration
  /// Draws a progress view.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension ProgressViewStyle {
  func makeErasedBody(configuration: Configuration) -> AnyView {
    AnyView(makeBody(configuration: configuration))
  }

  /// Whether the style is the linear bar, which without labels is drawn as the bar alone.
  var isLinear: Bool { self is LinearProgressViewStyle || self is DefaultProgressViewStyle }
}

/// The default on iOS for determinate progress: ``LinearProgressViewStyle``.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}
  /// A linear bar.
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    LinearProgressViewStyle().makeBody(configuration: configuration)
  }
}

/// A bar: the label above it and the current value below it in the secondary style, each
/// 4 points away, leading-aligned.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}
  /// The column of label, bar and current value.
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      configuration.label
      ProgressBar(fraction: configuration.fractionCompleted ?? 0)
      configuration.currentValueLabel.font(.caption).foregroundStyle(.secondary)
    }
  }
}

/// A ring filling clockwise from 12 o'clock: a 4-point track in the tertiary foreground with
/// the completed arc (0° to 360° × fraction) in the tint (else the primary foreground), the
/// current value in the middle and the label below, 4 points away. The ring is square and as
/// large as fits.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}
  /// The ring and its labels.
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 4) {
      ZStack {
        GaugeArc(start: 0, end: 360, lineWidth: 4, style: HierarchicalShapeStyle.tertiary)
        if let fraction = configuration.fractionCompleted, fraction > 0 {
          TintedArc(end: 360 * fraction)
        }
        configuration.currentValueLabel.font(.caption)
      }
      .aspectRatio(1, contentMode: .fit)
      configuration.label
    }
  }
}

/// The completed arc of a circular progress view, in the tint when there is one.
struct TintedArc: View {
  let end: Double
  @Environment(\.tint) private var tint

  var body: some View {
    GaugeArc(
      start: 0, end: end, lineWidth: 4,
      style: tint.map { AnyShapeStyle($0) } ?? AnyShapeStyle(HierarchicalShapeStyle.primary))
  }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The default: a linear bar.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A ring.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

private struct ProgressViewStyleKey: EnvironmentKey {
  static let defaultValue: any ProgressViewStyle = DefaultProgressViewStyle()
}

extension EnvironmentValues {
  /// The style progress views in this view are drawn with.
  var progressViewStyle: any ProgressViewStyle {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets how the progress views in this view are drawn: `.progressViewStyle(.circular)`.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    environment(\.progressViewStyle, style)
  }
}
