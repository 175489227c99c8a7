import Foundation
import VitrineWidgetCore

/// A presentation of a Live Activity on iPhone.
public enum ActivityPresentation: String, Sendable, Hashable, CaseIterable {
  /// The Lock Screen view, also the banner on devices without a Dynamic Island.
  case lockScreen
  /// The Dynamic Island with one activity: leading and trailing views beside the camera.
  case compact
  /// The Dynamic Island with several activities: this activity's small bubble.
  case minimal
  /// The Dynamic Island expanded by a long press: its regions around the camera.
  case expanded
}

/// Lays out a Live Activity's presentations at the sizes of an iPhone 15 Pro (393 × 852 pt),
/// from Apple's Human Interface Guidelines: the Lock Screen presentation is 360 pt wide and at
/// most 160 pt tall; the Dynamic Island is 36.67 pt tall, its compact views 52.33 pt wide on
/// each side of the camera, its minimal view 36.67–45 pt wide, and expanded it is 371 pt wide
/// and at most 160 pt tall.
public enum ActivityLayout {
  /// The width of the Lock Screen presentation.
  public static let lockScreenWidth: CGFloat = 360
  /// The largest height of the Lock Screen and expanded presentations.
  public static let maximumHeight: CGFloat = 160
  /// The height of the Dynamic Island's compact and minimal presentations.
  public static let islandHeight: CGFloat = 36.67
  /// The width of each compact view beside the camera.
  public static let compactWidth: CGFloat = 52.33
  /// The width of the camera's pill between the compact views.
  public static let cameraWidth: CGFloat = 126
  /// The narrowest and widest minimal presentation.
  public static let minimalWidths: ClosedRange<CGFloat> = 36.67...45
  /// The width of the expanded presentation.
  public static let expandedWidth: CGFloat = 371
  /// The corner radius of the Lock Screen presentation (that of a notification).
  public static let lockScreenCornerRadius: CGFloat = 22
  /// The corner radius of the expanded island.
  public static let expandedCornerRadius: CGFloat = 44
  /// The space between an expanded side region and the camera.
  static let cameraGap: CGFloat = 8

  /// The corner radius of `presentation` drawn at `size`: the island's ends are round (its
  /// compact and minimal shapes are capsules).
  public static func cornerRadius(
    of presentation: ActivityPresentation, size: CGSize
  ) -> CGFloat {
    switch presentation {
    case .lockScreen: return lockScreenCornerRadius
    case .expanded: return expandedCornerRadius
    case .compact, .minimal: return size.height / 2
    }
  }

  /// Lays out `presentation` of `views`. The Dynamic Island is always drawn in dark mode (it
  /// is black); the Lock Screen presentation uses `environment` as it is.
  @MainActor
  public static func displayList(
    for presentation: ActivityPresentation, of views: ActivityPresentations,
    environment: EnvironmentValues = EnvironmentValues(), measurer: any TextMeasurer
  ) -> DisplayList {
    var islandEnvironment = environment
    islandEnvironment.colorScheme = .dark
    let island = views.dynamicIsland
    switch presentation {
    case .lockScreen:
      let content = views.lockScreen.frame(width: lockScreenWidth)
      let height = fittedHeight(
        of: content, width: lockScreenWidth, environment: environment, measurer: measurer)
      return WidgetLayout.displayList(
        for: content, in: CGSize(width: lockScreenWidth, height: height),
        environment: environment, measurer: measurer, contentMarginsDisabled: true)
    case .compact:
      let scene = HStack(spacing: 0) {
        island.compactLeading.padding(island.margins(for: .compactLeading))
          .frame(width: compactWidth, height: islandHeight)
        Color.clear.frame(width: cameraWidth, height: islandHeight)
        island.compactTrailing.padding(island.margins(for: .compactTrailing))
          .frame(width: compactWidth, height: islandHeight)
      }
      let size = CGSize(width: compactWidth * 2 + cameraWidth, height: islandHeight)
      return islandList(scene, size: size, island: island, environment: islandEnvironment, measurer)
    case .minimal:
      let content = island.minimal.padding(island.margins(for: .minimal))
      let fitted = ResolveContext(
        environment: islandEnvironment, stackAxis: nil, measurer: measurer
      )
      .singleNode(for: content)?.sizeThatFits(ProposedViewSize(width: nil, height: islandHeight))
      let width = min(
        max(fitted?.width ?? 0, minimalWidths.lowerBound), minimalWidths.upperBound)
      let scene = content.frame(width: width, height: islandHeight)
      return islandList(
        scene, size: CGSize(width: width, height: islandHeight), island: island,
        environment: islandEnvironment, measurer)
    case .expanded:
      let scene = expandedScene(island)
      let height = fittedHeight(
        of: scene, width: expandedWidth, environment: islandEnvironment, measurer: measurer)
      return islandList(
        scene, size: CGSize(width: expandedWidth, height: max(height, islandHeight)),
        island: island, environment: islandEnvironment, measurer)
    }
  }

  /// The expanded regions around the camera: leading and trailing beside it, center below it,
  /// bottom below them all. Several regions at one position stack vertically.
  @MainActor
  static func expandedScene(_ island: DynamicIsland) -> some View {
    let margins = island.margins(for: .expanded)
    let side = (expandedWidth - cameraWidth) / 2 - margins.leading - cameraGap
    let centerWidth = expandedWidth - margins.leading - margins.trailing - 2 * side
    let belowCamera = max(islandHeight - margins.top, 0)
    func region(_ position: DynamicIslandExpandedRegionPosition) -> some View {
      VStack(spacing: 0) {
        ForEach(
          Array(island.expandedRegions.filter { $0.position == position }.enumerated()),
          id: \.offset
        ) {
          placed($0.element)
        }
      }
    }
    /// A side region whose view asked to go below the camera when too wide: beside the camera
    /// if its ideal width fits the side, else starting below the camera.
    func placed(_ region: DynamicIslandRegion) -> AnyView {
      guard region.verticalPlacement == .belowIfTooWide,
        region.position == .leading || region.position == .trailing
      else { return region.content }
      return AnyView(
        ViewThatFits(in: .horizontal) {
          region.content
          region.content.padding(.top, belowCamera)
        })
    }
    return VStack(spacing: 0) {
      HStack(alignment: .top, spacing: 0) {
        region(.leading).frame(width: side, alignment: .topLeading)
        VStack(spacing: 0) {
          Color.clear.frame(height: belowCamera)
          region(.center)
        }
        .frame(width: centerWidth)
        region(.trailing).frame(width: side, alignment: .topTrailing)
      }
      region(.bottom).frame(width: expandedWidth - margins.leading - margins.trailing)
    }
    .padding(margins)
    .frame(width: expandedWidth)
  }

  /// The island's display list: `scene` at `size` on the island's black shape (a capsule, or
  /// the expanded island's rounded rectangle), clipped to it, with its keyline and URL.
  @MainActor
  private static func islandList(
    _ scene: some View, size: CGSize, island: DynamicIsland, environment: EnvironmentValues,
    _ measurer: any TextMeasurer
  ) -> DisplayList {
    let isCapsule = size.height / 2 <= expandedCornerRadius
    let shape = RoundedRectangle(
      cornerRadius: isCapsule ? size.height / 2 : expandedCornerRadius,
      style: isCapsule ? .circular : .continuous)
    let framed = ZStack {
      shape.fill(Color.black)
      scene
      if let keyline = island.keylineTint {
        shape.strokeBorder(keyline, lineWidth: 1)
      }
    }
    .frame(width: size.width, height: size.height)
    .clipShape(shape)
    .widgetURL(island.widgetURL)
    return WidgetLayout.displayList(
      for: framed, in: size, environment: environment, measurer: measurer,
      contentMarginsDisabled: true)
  }

  /// The height `view` takes at `width`, at most ``maximumHeight`` and at least 1 point.
  @MainActor
  private static func fittedHeight(
    of view: some View, width: CGFloat, environment: EnvironmentValues,
    measurer: any TextMeasurer
  ) -> CGFloat {
    let context = ResolveContext(environment: environment, stackAxis: nil, measurer: measurer)
    let fitted = context.singleNode(for: view)?.sizeThatFits(
      ProposedViewSize(width: width, height: nil))
    return min(max((fitted?.height ?? 0).rounded(.up), 1), maximumHeight)
  }
}
