import Foundation

/// A Live Activity's configuration with its types erased, as a bundle lists it beside its
/// widgets.
///
/// A Live Activity is not a widget: it has no timeline provider and no families. The app
/// starts it with ActivityKit's `Activity.request`, and the system draws its presentations
/// (Lock Screen, Dynamic Island) from the activity's attributes and current content state.
public struct ActivityDescriptor: Sendable {
  /// The name of the activity's attributes type (`DeliveryAttributes`), which identifies it.
  public var attributesName: String
  /// The attributes type, to match an activity's values against.
  public var attributesType: ObjectIdentifier
  /// Builds the presentations for attributes, a content state and the activity's details;
  /// `nil` when the values are not of the configuration's types.
  public var presentations:
    @MainActor @Sendable (_ attributes: Any, _ state: Any, _ details: ActivityDetails)
      -> Any?
  /// Decodes attributes and a content state from JSON, for the command line.
  public var decode: @Sendable (_ attributes: Data, _ state: Data) throws -> (Any, Any)

  /// Creates a descriptor directly; widget authors use `ActivityConfiguration` instead.
  public init(
    attributesName: String, attributesType: ObjectIdentifier,
    presentations: @escaping @MainActor @Sendable (Any, Any, ActivityDetails) -> Any?,
    decode: @escaping @Sendable (Data, Data) throws -> (Any, Any)
  ) {
    self.attributesName = attributesName
    self.attributesType = attributesType
    self.presentations = presentations
    self.decode = decode
  }
}

/// What a Live Activity's views know besides its attributes and state.
public struct ActivityDetails: Sendable, Hashable {
  /// The activity's identifier.
  public var activityID: String
  /// Whether the content is past its stale date.
  public var isStale: Bool

  /// Creates the details.
  public init(activityID: String, isStale: Bool) {
    self.activityID = activityID
    self.isStale = isStale
  }
}
