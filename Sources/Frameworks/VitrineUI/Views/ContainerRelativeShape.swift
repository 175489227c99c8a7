import Foundation
import VitrineWidgetCore

/// The shape of the container the view is in, inset to the view's frame: in a widget, a
/// rounded rectangle concentric with the widget's corners.
///
/// As on iOS, the corner radius is the container's radius less the view's distance from the
/// container's edge: with the home screen's 22-point widget corners, a view inset by the
/// 16-point content margins gets 22 − 16 = 6-point corners, and a view touching the edge the
/// full 22. The distance is the smallest of the four edge insets, so a view near one corner
/// follows that corner. In `accessoryCircular` the container is a circle (a centered view
/// gets a circle too); in `accessoryRectangular` a rounded rectangle of 10-point corners, the
/// shape of ``AccessoryWidgetBackground``; elsewhere (inline widgets, apps) there is no
/// container shape and the shape is the view's rectangle.
nonisolated public struct ContainerRelativeShape: Shape {
  /// Creates the shape.
  public init() {}

  /// The view's rectangle; widget layout replaces it by the concentric shape once the view's
  /// frame in the widget is known.
  public func path(in rect: CGRect) -> Path { Path(rect) }

  /// The corner radius of the container widgets of `family` are drawn in; `nil` when the
  /// family's container is a circle or has no shape.
  static func containerCornerRadius(of family: WidgetFamily) -> CGFloat? {
    switch family {
    case .accessoryRectangular: return 10
    case .accessoryCircular, .accessoryInline: return nil
    default: return 22
    }
  }

  /// The outline of the shape in `frame` for a container filling `container`.
  static func outline(
    for frame: CGRect, in container: CGRect, family: WidgetFamily
  )
    -> ShapeOutline
  {
    if family == .accessoryCircular {
      return abs(frame.width - frame.height) < 0.5 ? .circle : .capsule(style: .circular)
    }
    guard let radius = containerCornerRadius(of: family) else { return .rectangle }
    let inset = max(
      min(
        frame.minX - container.minX, frame.minY - container.minY,
        container.maxX - frame.maxX, container.maxY - frame.maxY), 0)
    return .roundedRectangle(cornerRadius: max(radius - inset, 0), style: .continuous)
  }

  /// `list` with every container-relative outline replaced by its concentric shape, the
  /// widget's bounds being the container.
  static func resolve(_ list: DisplayList, in environment: EnvironmentValues) -> DisplayList {
    var list = list
    let container = CGRect(origin: .zero, size: list.size)
    let family = environment.widgetFamily
    list.items = list.items.map { resolve($0, in: container, family: family) }
    list.containerBackground = list.containerBackground.map {
      resolve($0, in: container, family: family)
    }
    return list
  }

  private static func isContainerRelative(_ outline: ShapeOutline) -> Bool {
    containerInset(outline) != nil
  }

  private static func resolve(
    _ item: DisplayItem, in container: CGRect, family: WidgetFamily
  ) -> DisplayItem {
    var item = item
    switch item.content {
    case .shape(var shape) where isContainerRelative(shape.outline):
      shape.outline = insetOutline(
        for: item.frame, inset: containerInset(shape.outline) ?? 0, in: container, family: family)
      item.content = .shape(shape)
    case .image(var image):
      if let clip = image.clip, isContainerRelative(clip.outline) {
        image.clip = ImageClip(
          outline: outline(for: clip.frame, in: container, family: family), frame: clip.frame)
        item.content = .image(image)
      }
    case .group(var group):
      if let clip = group.clip, isContainerRelative(clip) {
        group.clip = outline(for: item.frame, in: container, family: family)
      }
      group.children = group.children.map { resolve($0, in: container, family: family) }
      item.content = .group(group)
    default:
      break
    }
    return item
  }
}
