import Foundation
import VitrineActivityKit
import VitrineWidgetCore

/// Which presentation of a Live Activity a `#Preview` shows, as in WidgetKit.
public enum ActivityPreviewViewKind: Sendable, Hashable {
  /// The Lock Screen presentation (the banner on devices without a Dynamic Island).
  case content
  /// A presentation of the Dynamic Island.
  case dynamicIsland(DynamicIslandPreviewViewState)

  /// The Dynamic Island's presentations a preview can show.
  public enum DynamicIslandPreviewViewState: Sendable, Hashable {
    /// The compact leading and trailing views around the camera.
    case compact
    /// The expanded regions.
    case expanded
    /// The minimal view.
    case minimal
  }

  /// The presentation Vitrine draws for this kind.
  public var presentation: ActivityPresentation {
    switch self {
    case .content: return .lockScreen
    case .dynamicIsland(.compact): return .compact
    case .dynamicIsland(.expanded): return .expanded
    case .dynamicIsland(.minimal): return .minimal
    }
  }
}

/// Collects the content states of a Live Activity preview, one per line.
@resultBuilder
public enum ActivityContentStateBuilder<State> {
  /// The listed states, in order.
  public static func buildBlock(_ states: State...) -> [State] { states }
}

/// A preview item that is a Live Activity presentation rather than a widget view.
public struct ActivityPreview {
  /// The presentation drawn.
  public var presentation: ActivityPresentation
  /// The activity's views for the item's content state.
  public var views: ActivityPresentations
}

extension Preview {
  /// A preview of the Live Activity `widget` declares for `attributes`, shown as `viewKind`
  /// once for each of `contentStates`, as in WidgetKit.
  public init<W: Widget, Attributes: ActivityAttributes>(
    _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
    widget: @escaping @MainActor () -> W,
    @ActivityContentStateBuilder<Attributes.ContentState> contentStates:
      @escaping () -> [Attributes.ContentState]
  ) {
    // ActivityKit's attributes and states are not `Sendable`; the preview hands these over
    // once, to the main actor that draws it, and keeps no other reference to them.
    nonisolated(unsafe) let attributes = attributes
    nonisolated(unsafe) let contentStates = contentStates
    self.init(
      name: name,
      content: .activity(
        presentation: viewKind.presentation, attributesName: String(describing: Attributes.self),
        views: {
          guard
            let descriptor = widget().activityDescriptors.first(where: {
              $0.attributesType == ObjectIdentifier(Attributes.self)
            })
          else { return nil }
          return contentStates().map { state in
            descriptor.presentations(
              attributes: attributes, state: state,
              details: ActivityDetails(activityID: "preview", isStale: false))
          }
        }))
  }
}
