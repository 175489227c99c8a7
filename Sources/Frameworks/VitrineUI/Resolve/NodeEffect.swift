import Foundation

/// A modifier's effect on a node that is not a layout of its own: drawing effects, semantics
/// and metadata, recorded on the node they apply to.
enum NodeEffect {
  /// Draws the node moved by an offset; layout is unaffected.
  case offset(CGSize)
  /// Clips the node's drawing to a shape filling its frame.
  case clip(ShapeOutline)
  /// Multiplies the opacity of the node's drawing.
  case opacity(Double)
  /// Rotates and scales the node's drawing about an anchor; layout is unaffected.
  case transform(DrawingTransform)
  /// Draws a shadow under the node's drawing.
  case shadow(ShadowStyle)
  /// Blurs the node's drawing.
  case blur(radius: Double)
  /// Accessibility label, value, traits and visibility.
  case accessibility(AccessibilityAttributes)
  /// A tap on the node performs an intent or opens a URL.
  case action(InteractiveRegion.Action)
  /// An explicit identity and/or transition for hosts.
  case identity(id: String?, transition: AnyTransition?)
  /// The URL the widget opens when tapped outside any button or link.
  case widgetURL(URL?)
  /// The widget's container background, already resolved.
  case containerBackground([LayoutNode])
  /// A tap or long-press handler of an app view.
  case gesture(GestureHandler)
  /// The shape taps are tested against, filling the node's frame, instead of what it draws.
  case contentShape(ShapeOutline)
  /// Taps pass through the node and everything in it.
  case hitTestingDisabled
  /// A context menu, opened by a long press.
  case contextMenu(ContextMenuItems)
  /// What a container above reads from its content: a navigation title, a tab item.
  case container(ContainerInfo)
  /// A sheet presented over the screen.
  case presentation(Presentation)
  /// Puts the node's drawing in the accent group (`true`) or the default group (`false`) of a
  /// widget rendered in accented mode.
  case widgetAccentable(Bool)
  /// How an image is drawn in accented mode; `nil` keeps its group's treatment.
  case widgetAccentedRenderingMode(WidgetAccentedRenderingMode?)
  /// A widget-specific note for hosts: a label, invalidatable content, a content transition.
  case widgetAnnotation(WidgetAnnotation.Kind)
}

/// What accessibility modifiers say about a view.
struct AccessibilityAttributes {
  /// The label, replacing the one taken from content.
  var label: String?
  /// The value, such as "50%".
  var value: String?
  /// An identifier for tests.
  var identifier: String?
  /// Traits added.
  var traits: AccessibilityTraits = []
  /// Whether the view and its content are hidden from accessibility.
  var isHidden = false
  /// How content becomes elements; `nil` when not set.
  var children: AccessibilityChildBehavior?
  /// What happens when the element is activated, as VoiceOver reads it after the label.
  var hint: String?

  /// These attributes with `outer`'s applied over them (an inner modifier's label wins, as it
  /// is closer to the content).
  func merged(with outer: AccessibilityAttributes) -> AccessibilityAttributes {
    var merged = self
    merged.label = label ?? outer.label
    merged.value = value ?? outer.value
    merged.identifier = identifier ?? outer.identifier
    merged.traits.formUnion(outer.traits)
    merged.isHidden = isHidden || outer.isHidden
    merged.children = children ?? outer.children
    merged.hint = hint ?? outer.hint
    return merged
  }
}
