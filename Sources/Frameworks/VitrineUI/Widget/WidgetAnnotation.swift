import Foundation

/// A note a widget's view leaves for its host, with the frame of the view it is on: a label
/// for the families that show one, content that the system may mark as stale, or how changes
/// animate.
public struct WidgetAnnotation: Sendable, Equatable {
  /// What the note says.
  public enum Kind: Sendable, Equatable, CustomStringConvertible {
    /// The text of a `widgetLabel`.
    case label(String)
    /// Content marked with `invalidatableContent()`: iOS shows it as pending (shimmering)
    /// while an interaction the widget started is running.
    case invalidatableContent
    /// How changes to the content animate between entries.
    case contentTransition(ContentTransition)
    /// The colour of a Live Activity's system action (dismiss) button, from
    /// `activitySystemActionForegroundColor`; `nil` for the system's colour.
    case activitySystemActionForeground(Color?)

    /// A short, stable text form.
    public var description: String {
      switch self {
      case .label(let text): return "label \"\(text)\""
      case .invalidatableContent: return "invalidatableContent"
      case .contentTransition(let transition): return "contentTransition \(transition)"
      case .activitySystemActionForeground(let color):
        return "activitySystemActionForeground \(color.map { "\($0)" } ?? "system")"
      }
    }
  }

  /// What the note says.
  public var kind: Kind
  /// The frame of the view it is on, in widget coordinates.
  public var frame: CGRect

  /// Creates a note.
  public init(kind: Kind, frame: CGRect) {
    self.kind = kind
    self.frame = frame
  }
}

/// How a view's content changes from one value to the next, as SwiftUI's `ContentTransition`.
///
/// Vitrine draws entries without animation frames; the transition is recorded in the display
/// list (``DisplayList/widgetAnnotations``) for hosts, such as the web home screen, that
/// animate between entries.
public struct ContentTransition: Sendable, Hashable, CustomStringConvertible {
  let name: String

  /// No animation: the new content replaces the old.
  public static let identity = ContentTransition(name: "identity")
  /// The old content fades out as the new fades in.
  public static let opacity = ContentTransition(name: "opacity")
  /// Colours and shapes are interpolated where possible.
  public static let interpolate = ContentTransition(name: "interpolate")

  /// Digits roll, upward for increasing values unless `countsDown`.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: countsDown ? "numericText(countsDown)" : "numericText")
  }

  /// Digits roll in the direction the change of `value` implies.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText(value: \(LayoutNumber.text(value)))")
  }

  /// A short, stable text form.
  public var description: String { name }
}

/// Records a label, text taken from the label view's text in view-tree order.
nonisolated struct WidgetLabelModifier<Label: View>: ViewModifier, NodeModifier {
  typealias Body = Never

  let label: Label

  @MainActor func modify(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    let text = context.singleNode(for: label).map { labelText(in: $0) } ?? []
    node.effects.append(.widgetAnnotation(.label(text.joined(separator: " "))))
    return node
  }

}

/// The strings of the text in `node` and below, in view-tree order.
private func labelText(in node: LayoutNode) -> [String] {
  var strings: [String] = []
  if case .text(let text) = node.drawing { strings.append(text.rule.request.string) }
  for child in node.children { strings.append(contentsOf: labelText(in: child)) }
  return strings
}

/// Records invalidatable content, or nothing when turned off; while the environment's
/// redaction reasons include `.invalidated`, the content is drawn faded, as pending.
nonisolated struct InvalidatableContentModifier: ViewModifier, NodeModifier {
  typealias Body = Never

  /// The opacity of pending content.
  static let pendingOpacity = 0.4

  let isInvalidatable: Bool

  @MainActor func modify(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    guard isInvalidatable else { return node }
    node.effects.append(.widgetAnnotation(.invalidatableContent))
    if context.environment.redactionReasons.contains(.invalidated) {
      node.effects.append(.opacity(Self.pendingOpacity))
    }
    return node
  }
}

nonisolated extension View {
  /// Puts the view in the accent group (or, given `false`, back in the default group) of a
  /// widget shown in ``WidgetRenderingMode/accented`` mode: the tinted Home Screen draws the
  /// accent group in the accent colour and the rest in the primary tint. Other modes ignore
  /// it.
  public func widgetAccentable(_ accentable: Bool = true) -> some View {
    modifier(EffectModifier(effect: .widgetAccentable(accentable)))
  }

  /// A label the system shows next to the widget in the families that have one.
  ///
  /// On Apple Watch the `accessoryCorner` and `accessoryCircular` families draw it along the
  /// bezel. On iPhone and iPad the Lock Screen's families show no label: Vitrine, drawing
  /// iPhone screens, records the text (``DisplayList/widgetAnnotations``) and draws nothing.
  public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View {
    modifier(WidgetLabelModifier(label: label()))
  }

  /// A text label the system shows next to the widget in the families that have one; see
  /// ``widgetLabel(label:)``.
  public func widgetLabel<S: StringProtocol>(_ label: S) -> some View {
    modifier(EffectModifier(effect: .widgetAnnotation(.label(String(label)))))
  }

  /// Marks content that an interaction may make stale: while a `Button(intent:)` or toggle of
  /// the widget runs, iOS shows it as pending until the new timeline arrives. Vitrine draws it
  /// at 40% opacity while the redaction reasons include ``RedactionReasons/invalidated``.
  public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
    modifier(InvalidatableContentModifier(isInvalidatable: invalidatable))
  }

  /// Sets how the view's content animates when it changes: views inside read it as
  /// ``EnvironmentValues/contentTransition``, and it is recorded for hosts that animate.
  public func contentTransition(_ transition: ContentTransition) -> some View {
    modifier(EffectModifier(effect: .widgetAnnotation(.contentTransition(transition))))
      .environment(\.contentTransition, transition)
  }
}

private struct ContentTransitionKey: EnvironmentKey {
  static let defaultValue = ContentTransition.identity
}

extension EnvironmentValues {
  /// How content in this view animates when it changes (``View/contentTransition(_:)``);
  /// `.identity` unless a view above sets one.
  public var contentTransition: ContentTransition {
    get { self[ContentTransitionKey.self] }
    set { self[ContentTransitionKey.self] = newValue }
  }
}
