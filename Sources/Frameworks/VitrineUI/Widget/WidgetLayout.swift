import Foundation
import VitrineWidgetCore

/// Lays out a widget's view into a ``DisplayList``: the entry point hosts and renderers call.
///
/// Layout is a pure function of the view, the widget's size, the environment and the text
/// measurer: the same inputs give the same display list.
@MainActor
public enum WidgetLayout {
  /// Lays out `view` as the content of a widget of `size` points.
  ///
  /// The content is proposed the widget's size less the environment's
  /// ``EnvironmentValues/widgetContentMargins`` (unless `contentMarginsDisabled`) and centered
  /// in that area, as WidgetKit places a widget's view. Several top-level views are stacked
  /// vertically. A `containerBackground` fills the whole widget, margins included.
  public static func displayList(
    for view: some View, in size: CGSize, environment: EnvironmentValues = EnvironmentValues(),
    measurer: any TextMeasurer, contentMarginsDisabled: Bool = false
  ) -> DisplayList {
    displayList(
      for: view, in: size, environment: environment, measurer: measurer,
      contentMarginsDisabled: contentMarginsDisabled, finished: { _ in })
  }

  /// ``displayList(for:in:environment:measurer:contentMarginsDisabled:)``, calling `finished`
  /// as each phase ends (for the benchmark that times them).
  static func displayList(
    for view: some View, in size: CGSize, environment: EnvironmentValues,
    measurer: any TextMeasurer, contentMarginsDisabled: Bool,
    finished: (LayoutPhase) -> Void
  ) -> DisplayList {
    let context = ResolveContext(environment: environment, stackAxis: nil, measurer: measurer)
    let margins = contentMarginsDisabled ? EdgeInsets() : environment.widgetContentMargins
    let contentArea = CGRect(
      x: margins.leading, y: margins.top, width: max(size.width - margins.horizontal, 0),
      height: max(size.height - margins.vertical, 0))
    var list = DisplayList(size: size)
    var builder = DisplayListBuilder()
    let root = context.singleNode(for: view)
    finished(.resolve)
    if let root {
      // The content area is the container `containerRelativeFrame` measures against.
      ContainerRelativeFrameLayout.$containerSize.withValue(contentArea.size) {
        place(root, in: contentArea)
      }
      finished(.layout)
      list.items = builder.items(for: root)
      list.accessibilityElements = ReadingOrder.sorted(
        AccessibilityCollector.elements(for: root),
        rightToLeft: environment.layoutDirection == .rightToLeft)
    }
    if let background = builder.containerBackground {
      var backgroundBuilder = DisplayListBuilder()
      for node in background {
        place(node, in: CGRect(origin: .zero, size: size))
        list.containerBackground.append(contentsOf: backgroundBuilder.items(for: node))
      }
    }
    list.interactiveRegions = builder.regions
    list.widgetURL = builder.widgetURL
    list.identifiedViews = builder.identifiedViews
    list.widgetAnnotations = builder.widgetAnnotations
    let resolved = ContainerRelativeShape.resolve(list, in: environment)
    finished(.displayList)
    return resolved
  }

  /// A phase of laying out a widget, in order.
  @_spi(Benchmarks) public enum LayoutPhase: Sendable {
    /// Views resolved into layout nodes (bodies read, environment applied, text strings made).
    case resolve
    /// Nodes sized and placed: SwiftUI's layout algorithm proper, text measuring included.
    case layout
    /// The display list and its accessibility elements built from the placed nodes.
    case displayList
  }

  /// Lays `view` out as ``displayList(for:in:environment:measurer:contentMarginsDisabled:)``
  /// does, calling `finished` as each phase ends: how the benchmark times the phases apart.
  @_spi(Benchmarks) public static func displayList(
    for view: some View, in size: CGSize, measurer: any TextMeasurer,
    timingPhases finished: (LayoutPhase) -> Void
  ) -> DisplayList {
    displayList(
      for: view, in: size, environment: EnvironmentValues(), measurer: measurer,
      contentMarginsDisabled: false, finished: finished)
  }

  /// Lays out `view` as a widget for `context`: its size, and the environment
  /// ``EnvironmentValues/init(widget:)`` builds from it.
  public static func displayList(
    for view: some View, context: TimelineProviderContext, measurer: any TextMeasurer,
    contentMarginsDisabled: Bool = false
  ) -> DisplayList {
    displayList(
      for: view,
      in: context.displaySize,
      environment: EnvironmentValues(widget: context), measurer: measurer,
      contentMarginsDisabled: contentMarginsDisabled)
  }

  /// Proposes `area`'s size to `node` and centers it there.
  static func place(_ node: LayoutNode, in area: CGRect, epoch: Int = 0) {
    let proposal = ProposedViewSize(area.size)
    let size = node.sizeThatFits(proposal)
    node.place(at: aligned(size, in: area, alignment: .center), proposal: proposal, epoch: epoch)
  }
}
