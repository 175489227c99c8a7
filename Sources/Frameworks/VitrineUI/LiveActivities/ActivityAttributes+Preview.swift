import Foundation
import VitrineActivityKit
import VitrineWidgetCore

extension ActivityAttributes {
  /// A preview of this activity's `viewKind` presentation for `contentState`, as WidgetKit's
  /// `previewContext(_:viewKind:)` in a `PreviewProvider`: the Lock Screen view (`.content`)
  /// or a Dynamic Island presentation (`.dynamicIsland(.compact)`, `.expanded`, `.minimal`),
  /// drawn by the `ActivityConfiguration` a widget declared for these attributes.
  ///
  /// The configuration is the one the bundle's body declared last for this attributes type
  /// (the `@main` command line reads the body before previews); when none was declared the
  /// preview says so in its place.
  @MainActor
  public func previewContext(
    _ contentState: ContentState, viewKind: ActivityPreviewViewKind
  ) -> some View {
    ActivityPreviewContent(
      attributesType: ObjectIdentifier(Self.self), attributesName: String(describing: Self.self),
      attributes: self, state: contentState, presentation: viewKind.presentation)
  }
}

/// The activity configurations widgets declared, by attributes type, for
/// ``ActivityAttributes/previewContext(_:viewKind:)``.
@MainActor
enum DeclaredActivities {
  /// The last declaration for each attributes type.
  private(set) static var descriptors: [ObjectIdentifier: ActivityDescriptor] = [:]

  /// Records a declaration.
  static func record(_ descriptor: ActivityDescriptor) {
    descriptors[descriptor.attributesType] = descriptor
  }
}

/// A Live Activity presentation as a view, for previews.
struct ActivityPreviewContent: View {
  let attributesType: ObjectIdentifier
  let attributesName: String
  let attributes: Any
  let state: Any
  let presentation: ActivityPresentation

  var body: some View {
    if let views = DeclaredActivities.descriptors[attributesType]?.presentations(
      attributes: attributes, state: state)
    {
      ActivityLayout.presentationView(presentation, of: views)
    } else {
      Text("No ActivityConfiguration for \(attributesName) was declared")
        .font(.footnote).foregroundStyle(.secondary).padding()
    }
  }
}

extension ActivityLayout {
  /// `presentation` of `views` as one view at its size on iPhone: the Lock Screen view 360
  /// points wide, or the Dynamic Island's black shape with its content, in dark mode.
  @MainActor
  static func presentationView(
    _ presentation: ActivityPresentation, of views: ActivityPresentations
  ) -> AnyView {
    let island = views.dynamicIsland
    switch presentation {
    case .lockScreen:
      return AnyView(views.lockScreen.frame(width: lockScreenWidth))
    case .compact:
      let scene = HStack(spacing: 0) {
        island.compactLeading.padding(island.margins(for: .compactLeading))
          .frame(width: compactWidth, height: islandHeight)
        Color.clear.frame(width: cameraWidth, height: islandHeight)
        island.compactTrailing.padding(island.margins(for: .compactTrailing))
          .frame(width: compactWidth, height: islandHeight)
      }
      return islandView(scene, shape: Capsule(), keyline: island.keylineTint)
    case .minimal:
      let scene = island.minimal.padding(island.margins(for: .minimal))
        .frame(
          minWidth: minimalWidths.lowerBound, maxWidth: minimalWidths.upperBound,
          minHeight: islandHeight, maxHeight: islandHeight)
      return islandView(
        scene.fixedSize(horizontal: true, vertical: false), shape: Capsule(),
        keyline: island.keylineTint)
    case .expanded:
      return islandView(
        expandedScene(island).frame(minHeight: islandHeight),
        shape: RoundedRectangle(cornerRadius: expandedCornerRadius, style: .continuous),
        keyline: island.keylineTint)
    }
  }

  /// `scene` on the island's black `shape` with its keyline, clipped to it, in dark mode.
  @MainActor
  private static func islandView(
    _ scene: some View, shape: some Shape, keyline: Color?
  ) -> AnyView {
    AnyView(
      scene
        .background(shape.fill(Color.black))
        .overlay(shape.stroke(keyline ?? Color.clear, lineWidth: keyline == nil ? 0 : 2))
        .clipShape(shape)
        .environment(\.colorScheme, .dark))
  }
}

/// Where a view of an expanded Live Activity's region goes, as WidgetKit's
/// `DynamicIslandExpandedRegionVerticalPlacement`.
public struct DynamicIslandExpandedRegionVerticalPlacement: Sendable, Hashable {
  let name: String

  /// Below the TrueDepth camera when the view is too wide to fit beside it.
  public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(
    name: "belowIfTooWide")
}

nonisolated extension View {
  /// Places this view of an expanded Dynamic Island region by `verticalPlacement`, as
  /// WidgetKit's `dynamicIsland(verticalPlacement:)`: with `.belowIfTooWide`, a leading or
  /// trailing region whose view is wider than its space beside the camera starts below the
  /// camera instead. Vitrine reads it on the region's outermost view.
  public func dynamicIsland(
    verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement
  ) -> some View {
    DynamicIslandPlacedView(content: self, verticalPlacement: verticalPlacement)
  }
}

/// A view of an expanded region that says where it goes (``View/dynamicIsland(verticalPlacement:)``).
protocol DynamicIslandPlacing {
  /// Where the view goes.
  var verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement { get }
}

/// A view with its vertical placement in the expanded Dynamic Island.
nonisolated struct DynamicIslandPlacedView<Content: View>: View, DynamicIslandPlacing {
  let content: Content
  let verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement

  @MainActor var body: some View { content }
}
