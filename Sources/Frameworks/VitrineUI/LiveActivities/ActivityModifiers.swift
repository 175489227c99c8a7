import Foundation
import VitrineWidgetCore

extension View {
  /// Sets the background of the Live Activity's Lock Screen presentation to `color`; `nil`
  /// keeps the system's background.
  ///
  /// The tint fills the whole presentation behind its content, as a widget's container
  /// background does; the Dynamic Island stays black.
  public func activityBackgroundTint(_ color: Color?) -> some View {
    modifier(
      ActivityTintModifier(
        background: color.map { AnyView(Rectangle().fill($0)) }))
  }

  /// Sets the colour of the system's action button (the dismiss button a person reveals by
  /// swiping the Lock Screen presentation).
  ///
  /// The presentation does not draw that button; the colour is recorded in the display list
  /// (``DisplayList/widgetAnnotations``) for the hosts that draw it.
  public func activitySystemActionForegroundColor(_ color: Color?) -> some View {
    modifier(EffectModifier(effect: .widgetAnnotation(.activitySystemActionForeground(color))))
  }
}

/// Records the tint as the container background, which the Lock Screen presentation fills.
struct ActivityTintModifier: ViewModifier, NodeModifier {
  typealias Body = Never

  let background: AnyView?

  func modify(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    if let background {
      node.effects.append(.containerBackground(context.outsideStack.nodes(for: background)))
    }
    return node
  }
}
