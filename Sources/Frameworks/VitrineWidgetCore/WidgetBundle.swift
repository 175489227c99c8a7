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
}

/// Collects the widgets of a ``WidgetBundle`` body.
@resultBuilder
public enum WidgetBundleBuilder {
  /// Combines the listed widgets.
  @MainActor
  public static func buildBlock(_ widgets: any Widget...) -> WidgetGroup {
    WidgetGroup(members: widgets.flatMap { $0.descriptors })
  }
}

/// Several widgets treated as one, the body of a ``WidgetBundle``.
public struct WidgetGroup: Widget {
  /// The widgets in the group.
  public let members: [WidgetDescriptor]

  /// An empty group.
  public init() { members = [] }

  init(members: [WidgetDescriptor]) { self.members = members }

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
