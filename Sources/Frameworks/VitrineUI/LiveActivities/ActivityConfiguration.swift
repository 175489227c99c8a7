import Foundation
import VitrineActivityKit
import VitrineWidgetCore

/// The configuration of a Live Activity, as in WidgetKit: its Lock Screen view and its
/// Dynamic Island presentations, built from the activity's attributes and content state.
///
/// A Live Activity sits in a ``WidgetBundle`` beside widgets but is not one: the bundle lists
/// it in `activityDescriptors`, never among the widgets the host, `kinds` or the gallery show.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
  /// The activity with its types erased.
  public let declaration: WidgetDeclaration

  /// Creates the configuration of activities with attributes of `attributesType`: `content`
  /// builds the Lock Screen view (and the banner on devices without a Dynamic Island),
  /// `dynamicIsland` the Dynamic Island's presentations.
  public init<Content: View>(
    for attributesType: Attributes.Type = Attributes.self,
    @ViewBuilder content:
      @escaping @MainActor @Sendable (ActivityViewContext<Attributes>) -> Content,
    dynamicIsland:
      @escaping @MainActor @Sendable (ActivityViewContext<Attributes>)
      -> DynamicIsland
  ) {
    let descriptor = ActivityDescriptor(
      attributesName: String(describing: Attributes.self),
      attributesType: ObjectIdentifier(Attributes.self),
      presentations: { attributes, state, details in
        guard let attributes = attributes as? Attributes,
          let state = state as? Attributes.ContentState
        else { return nil }
        let context = ActivityViewContext(
          attributes: attributes, state: state, isStale: details.isStale,
          activityID: details.activityID)
        return ActivityPresentations(
          lockScreen: AnyView(content(context)), dynamicIsland: dynamicIsland(context))
      },
      decode: { attributes, state in
        let decoder = JSONDecoder()
        return (
          try decoder.decode(Attributes.self, from: attributes),
          try decoder.decode(Attributes.ContentState.self, from: state)
        )
      })
    DeclaredActivities.record(descriptor)
    declaration = .activity(descriptor)
  }
}

/// What a Live Activity's views are built from: its attributes, its current content state and
/// whether that state is stale.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
  /// The data that stays the same while the activity runs.
  public let attributes: Attributes
  /// The activity's current content state.
  public let state: Attributes.ContentState
  /// Whether the content is past its stale date.
  public let isStale: Bool
  /// The activity's identifier.
  public let activityID: String

  /// Creates a context; the system (here, the renderer and the previews) makes them.
  public init(
    attributes: Attributes, state: Attributes.ContentState, isStale: Bool = false,
    activityID: String = "preview"
  ) {
    self.attributes = attributes
    self.state = state
    self.isStale = isStale
    self.activityID = activityID
  }
}

/// A Live Activity's views for one attributes value and content state.
public struct ActivityPresentations {
  /// The Lock Screen view.
  public var lockScreen: AnyView
  /// The Dynamic Island's presentations.
  public var dynamicIsland: DynamicIsland

  /// Creates the presentations.
  public init(lockScreen: AnyView, dynamicIsland: DynamicIsland) {
    self.lockScreen = lockScreen
    self.dynamicIsland = dynamicIsland
  }
}

extension ActivityDescriptor {
  /// The presentations for `attributes` and `state`, or `nil` when they are not of this
  /// activity's types.
  @MainActor
  public func presentations(
    attributes: Any, state: Any,
    details: ActivityDetails = ActivityDetails(
      activityID: "preview", isStale: false)
  ) -> ActivityPresentations? {
    presentations(attributes, state, details) as? ActivityPresentations
  }
}
