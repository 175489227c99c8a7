import Foundation

/// Several widgets shipped together, declared as in WidgetKit.
///
/// ```swift
/// struct StreamingWidgets: WidgetBundle {
///   var body: some Widget {
///     RecommendationsWidget()
///     StatisticsWidget()
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol WidgetBundle {
  /// The widgets' combined type.
  associatedtype Body: Widget

  /// Creates the bundle.
  init()

  /// The widgets in the bundle.
  @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
  /// Every widget of the bundle, as the host registers them.
  public var descriptors: [WidgetDescriptor] { body.descriptors }

  /// Every control of the bundle (``ControlWidget``s listed beside the widgets).
  public var controlDescriptors: [ControlDescriptor] { (body as? WidgetGroup)?.controls ?? [] }

  /// Every Live Activity of the bundle, listed beside its widgets but not among them.
  public var activityDescriptors: [ActivityDescriptor] { body.activityDescriptors }
}

/// Collects the widgets of a ``WidgetBundle`` body.
@resultBuilder
public enum WidgetBundleBuilder {
  /// A widget or Live Activity of the bundle (or a group of them).
  @MainActor
  public static func buildExpression(_ widget: any Widget) -> WidgetGroup {
    WidgetGroup(
      members: widget.descriptors, controls: (widget as? WidgetGroup)?.controls ?? [],
      activities: widget.activityDescriptors)
  }

  /// A control of the bundle, listed beside its widgets as in WidgetKit (iOS 18).
  @MainActor
  public static func buildExpression(_ control: some ControlWidget) -> WidgetGroup {
    WidgetGroup(members: [], controls: [control.controlDescriptor])
  }

  /// Combines the listed widgets, controls and Live Activities.
  public static func buildBlock(_ parts: WidgetGroup...) -> WidgetGroup {
    WidgetGroup(
      members: parts.flatMap(\.members), controls: parts.flatMap(\.controls),
      activities: parts.flatMap(\.activities))
  }
}

/// Several widgets treated as one, the body of a ``WidgetBundle``.
nonisolated public struct WidgetGroup: Widget {
  /// The widgets in the group.
  public let members: [WidgetDescriptor]
  /// The controls in the group.
  public let controls: [ControlDescriptor]
  /// The Live Activities in the group.
  public let activities: [ActivityDescriptor]

  /// An empty group.
  public init() {
    members = []
    controls = []
    activities = []
  }

  init(
    members: [WidgetDescriptor], controls: [ControlDescriptor] = [],
    activities: [ActivityDescriptor] = []
  ) {
    self.members = members
    self.controls = controls
    self.activities = activities
  }

  /// A group has no single configuration; the host reads ``members`` instead.
  public var body: WidgetDescriptor {
    members.first
      ?? WidgetDescriptor(
        kind: "", provider: AnyTimelineProvider(EmptyProvider()), content: { _ in nil })
  }
}

/// The provider of an empty group's placeholder configuration.
private struct EmptyProvider: TimelineProvider {
  struct Entry: TimelineEntry { let date = Date.distantPast }
  func placeholder(in context: Context) -> Entry { Entry() }
  func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void) {
    completion(Entry())
  }
  func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void) {
    completion(Timeline(entries: [], policy: .never))
  }
}
