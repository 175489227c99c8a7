import Foundation

/// A laid-out widget: what to draw, where, and what it means — everything a renderer and a
/// host need without laying the widget out again.
///
/// Frames are in points, in the widget's coordinates (origin at its top-left corner).
public struct DisplayList: Sendable, Equatable, CustomStringConvertible {
  /// The widget's size.
  public var size: CGSize
  /// The container background, drawn first across the whole widget; empty when the widget
  /// sets none and the host draws the system's default.
  public var containerBackground: [DisplayItem]
  /// The content, back to front.
  public var items: [DisplayItem]
  /// The buttons and links, in the order they appear in the view tree.
  public var interactiveRegions: [InteractiveRegion]
  /// The URL the widget opens when tapped outside any button or link.
  public var widgetURL: URL?
  /// The accessibility elements in reading order.
  public var accessibilityElements: [AccessibilityElement]
  /// The views with an explicit `id` or `transition`, in view-tree order.
  public var identifiedViews: [IdentifiedView]
  /// Widget labels, invalidatable content and content transitions, in view-tree order.
  public var widgetAnnotations: [WidgetAnnotation] = []

  /// Creates a display list.
  public init(
    size: CGSize, containerBackground: [DisplayItem] = [], items: [DisplayItem] = [],
    interactiveRegions: [InteractiveRegion] = [], widgetURL: URL? = nil,
    accessibilityElements: [AccessibilityElement] = [], identifiedViews: [IdentifiedView] = []
  ) {
    self.size = size
    self.containerBackground = containerBackground
    self.items = items
    self.interactiveRegions = interactiveRegions
    self.widgetURL = widgetURL
    self.accessibilityElements = accessibilityElements
    self.identifiedViews = identifiedViews
  }

  /// A stable text dump of the whole list; see ``dump()``.
  public var description: String { dump() }
}

/// One thing to draw, with its frame.
public struct DisplayItem: Sendable, Equatable {
  /// The item's frame.
  public var frame: CGRect
  /// What is drawn.
  public var content: Content

  /// Creates an item.
  public init(frame: CGRect, content: Content) {
    self.frame = frame
    self.content = content
  }

  /// What an item draws.
  ///
  /// Indirect: an item is a frame and a reference, so the display list's array stays small
  /// (an item held its largest payload inline, 336 bytes) and is cheap to grow and copy.
  public indirect enum Content: Sendable, Equatable {
    /// A filled or stroked shape in the frame.
    case shape(ShapeItem)
    /// Lines of text; the frame is the text's.
    case text(TextItem)
    /// An image scaled to the frame.
    case image(ImageItem)
    /// A linear progress bar filling the frame.
    case progress(ProgressItem)
    /// Redacted content, drawn as placeholder bars.
    case placeholder(PlaceholderItem)
    /// Items drawn together, clipped and faded as one.
    case group(GroupItem)
  }
}

/// Items drawn as one: clipped to a shape filling the group's frame and faded by an opacity.
public struct GroupItem: Sendable, Equatable {
  /// The clip shape, filling the group's frame; `nil` for no clip.
  public var clip: ShapeOutline?
  /// The opacity the group is composited with.
  public var opacity: Double
  /// The items, back to front.
  public var children: [DisplayItem]
  /// A rotation and scale about an anchor of the group's frame; `nil` for none.
  public var transform: DrawingTransform? = nil
  /// A shadow drawn under the children; `nil` for none.
  public var shadow: ShadowStyle? = nil
  /// The radius of a Gaussian-like blur of the children, in points; 0 for none.
  public var blurRadius: Double = 0
  /// In accented rendering, whether the children belong to the accent group (`true`) or the
  /// default group (`false`); `nil` keeps the group of the items around.
  public var widgetAccentable: Bool? = nil
  /// In accented rendering, how the image in the group is drawn; `nil` follows the group.
  public var widgetAccentedRenderingMode: WidgetAccentedRenderingMode? = nil

  /// Creates a group.
  public init(clip: ShapeOutline? = nil, opacity: Double = 1, children: [DisplayItem]) {
    self.clip = clip
    self.opacity = opacity
    self.children = children
  }
}

/// A shadow of an item's drawing: its shape in a colour, blurred and offset.
public struct ShadowStyle: Sendable, Hashable, CustomStringConvertible {
  /// The shadow's colour (its opacity included).
  public var color: ResolvedColor
  /// The blur radius in points.
  public var radius: Double
  /// The offset in points.
  public var offset: CGSize

  /// Creates a shadow.
  public init(color: ResolvedColor, radius: Double, offset: CGSize) {
    self.color = color
    self.radius = radius
    self.offset = offset
  }

  /// A short, stable text form.
  public var description: String {
    "shadow(\(color) r=\(LayoutNumber.text(radius)) x=\(LayoutNumber.text(offset.width)) y=\(LayoutNumber.text(offset.height)))"
  }
}

/// A linear progress bar: a track with the completed fraction filled from the leading edge.
public struct ProgressItem: Sendable, Equatable {
  /// The completed fraction, 0 to 1.
  public var fraction: Double
  /// The color of the completed part.
  public var tint: ResolvedColor
  /// The color of the track.
  public var track: ResolvedColor

  /// Creates a progress item.
  public init(fraction: Double, tint: ResolvedColor, track: ResolvedColor) {
    self.fraction = fraction
    self.tint = tint
    self.track = track
  }
}

/// Redacted text or image: rounded bars where the content would be.
public struct PlaceholderItem: Sendable, Equatable {
  /// The bars in widget coordinates: one per line of text, or the image's frame.
  public var rects: [CGRect]
  /// The bars' color.
  public var color: ResolvedColor

  /// Creates a placeholder.
  public init(rects: [CGRect], color: ResolvedColor) {
    self.rects = rects
    self.color = color
  }
}

/// A view that has an explicit identity or transition, for hosts that animate changes.
public struct IdentifiedView: Sendable, Equatable {
  /// The `id(_:)` value as text, if one was given.
  public var id: String?
  /// The transition, if one was given.
  public var transition: AnyTransition?
  /// The view's frame.
  public var frame: CGRect

  /// Creates a record.
  public init(id: String?, transition: AnyTransition?, frame: CGRect) {
    self.id = id
    self.transition = transition
    self.frame = frame
  }
}
