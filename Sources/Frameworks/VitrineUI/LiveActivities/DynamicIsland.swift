import Foundation
import VitrineWidgetCore

/// A Live Activity's presentations in the Dynamic Island, as in WidgetKit: the expanded
/// regions, the compact leading and trailing views beside the camera, and the minimal view.
public struct DynamicIsland {
  /// The expanded presentation's regions.
  public var expandedRegions: [DynamicIslandRegion]
  /// The view to the leading side of the camera in the compact presentation.
  public var compactLeading: AnyView
  /// The view to the trailing side of the camera in the compact presentation.
  public var compactTrailing: AnyView
  /// The view shown when several activities share the island.
  public var minimal: AnyView
  /// The colour of the thin border around the island; `nil` for none.
  public var keylineTint: Color?
  /// The URL opened when a person taps the island.
  public var widgetURL: URL?
  /// Content margins set for a presentation, replacing its default ones on the given edges.
  public var contentMargins: [DynamicIslandMode: [(edges: Edge.Set, length: CGFloat)]] = [:]

  /// Creates the island's presentations.
  @MainActor
  public init<Expanded: DynamicIslandExpandedContent, Leading: View, Trailing: View, Minimal: View>(
    @DynamicIslandExpandedContentBuilder expanded: () -> Expanded,
    @ViewBuilder compactLeading: () -> Leading,
    @ViewBuilder compactTrailing: () -> Trailing,
    @ViewBuilder minimal: () -> Minimal
  ) {
    self.expandedRegions = expanded().regions
    self.compactLeading = AnyView(compactLeading())
    self.compactTrailing = AnyView(compactTrailing())
    self.minimal = AnyView(minimal())
  }

  /// Draws a thin border of `color` around the island.
  public func keylineTint(_ color: Color?) -> DynamicIsland {
    var copy = self
    copy.keylineTint = color
    return copy
  }

  /// Sets the URL opened when a person taps the island.
  public func widgetURL(_ url: URL?) -> DynamicIsland {
    var copy = self
    copy.widgetURL = url
    return copy
  }

  /// Sets the content margins of `edges` of the presentation `mode` to `length` points.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat, for mode: DynamicIslandMode
  ) -> DynamicIsland {
    var copy = self
    copy.contentMargins[mode, default: []].append((edges, length))
    return copy
  }

  /// The margins of `mode`: its defaults with the ones set through `contentMargins` applied.
  func margins(for mode: DynamicIslandMode) -> EdgeInsets {
    var insets = mode.defaultMargins
    for (edges, length) in contentMargins[mode] ?? [] {
      if edges.contains(.top) { insets.top = length }
      if edges.contains(.bottom) { insets.bottom = length }
      if edges.contains(.leading) { insets.leading = length }
      if edges.contains(.trailing) { insets.trailing = length }
    }
    return insets
  }
}

/// A presentation of the Dynamic Island, to set content margins for.
public struct DynamicIslandMode: Hashable, Sendable {
  let name: String

  /// The compact view on the leading side of the camera.
  public static let compactLeading = DynamicIslandMode(name: "compactLeading")
  /// The compact view on the trailing side of the camera.
  public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
  /// The minimal view.
  public static let minimal = DynamicIslandMode(name: "minimal")
  /// The expanded presentation.
  public static let expanded = DynamicIslandMode(name: "expanded")

  /// Vitrine's default margins of the presentation: the space kept clear of the island's
  /// rounded ends (Apple does not publish the figures; these keep content inside the curve).
  var defaultMargins: EdgeInsets {
    switch name {
    case "expanded": return EdgeInsets(top: 12, leading: 20, bottom: 14, trailing: 20)
    case "minimal": return EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
    case "compactLeading": return EdgeInsets(top: 6, leading: 10, bottom: 6, trailing: 4)
    default: return EdgeInsets(top: 6, leading: 4, bottom: 6, trailing: 10)
    }
  }
}

/// Where a region of the expanded Dynamic Island sits.
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
  let name: String

  /// Beside the camera, on the leading side.
  public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
  /// Beside the camera, on the trailing side.
  public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
  /// Below the camera, between the leading and trailing regions.
  public static let center = DynamicIslandExpandedRegionPosition(name: "center")
  /// Below the other regions, the island's full width.
  public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// A region of the expanded Dynamic Island with its content, as the island lays it out.
public struct DynamicIslandRegion {
  /// Where the region sits.
  public var position: DynamicIslandExpandedRegionPosition
  /// Which region gets the width first when regions compete (higher first), as the author set
  /// it. Vitrine's layout does not weigh it: the leading and trailing regions always get equal
  /// widths beside the camera.
  public var priority: Double
  /// The region's content.
  public var content: AnyView
  /// Where its view goes when it is too wide, if the view said
  /// (``View/dynamicIsland(verticalPlacement:)``).
  public var verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement? = nil
}

/// Content of the expanded Dynamic Island: one region, or several.
public protocol DynamicIslandExpandedContent {
  /// The regions, in the order they were written.
  var regions: [DynamicIslandRegion] { get }
}

/// A region of the expanded Dynamic Island, as in WidgetKit.
public struct DynamicIslandExpandedRegion<Content: View>: DynamicIslandExpandedContent {
  /// The region.
  public let regions: [DynamicIslandRegion]

  /// A region at `position` showing `content`, with the `priority` iOS uses to share the width
  /// (recorded; see ``DynamicIslandRegion/priority``).
  @MainActor
  public init(
    _ position: DynamicIslandExpandedRegionPosition, priority: Double = 0,
    @ViewBuilder content: () -> Content
  ) {
    let view = content()
    regions = [
      DynamicIslandRegion(
        position: position, priority: priority, content: AnyView(view),
        verticalPlacement: (view as? any DynamicIslandPlacing)?.verticalPlacement)
    ]
  }
}

/// Several regions of the expanded Dynamic Island.
public struct DynamicIslandExpandedRegions: DynamicIslandExpandedContent {
  /// The regions.
  public let regions: [DynamicIslandRegion]
}

/// Collects the regions of the expanded Dynamic Island.
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
  /// Combines the listed regions.
  public static func buildBlock(
    _ parts: any DynamicIslandExpandedContent...
  )
    -> DynamicIslandExpandedRegions
  {
    DynamicIslandExpandedRegions(regions: parts.flatMap(\.regions))
  }

  /// Regions written under an `if` without `else`.
  public static func buildOptional(
    _ part: (any DynamicIslandExpandedContent)?
  )
    -> DynamicIslandExpandedRegions
  {
    DynamicIslandExpandedRegions(regions: part?.regions ?? [])
  }

  /// The regions of the taken branch of an `if`/`else`.
  public static func buildEither(
    first: any DynamicIslandExpandedContent
  )
    -> DynamicIslandExpandedRegions
  {
    DynamicIslandExpandedRegions(regions: first.regions)
  }

  /// The regions of the taken branch of an `if`/`else`.
  public static func buildEither(
    second: any DynamicIslandExpandedContent
  )
    -> DynamicIslandExpandedRegions
  {
    DynamicIslandExpandedRegions(regions: second.regions)
  }
}
