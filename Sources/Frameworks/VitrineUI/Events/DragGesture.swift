import Foundation

/// A drag, as SwiftUI's `DragGesture`: its value reports where the drag started, where it is
/// and how far it moved. Vitrine's app runtime delivers taps, not drags, so a drag gesture
/// attached to a view never starts and its actions never run; a widget has no gestures at all
/// (only buttons and toggles with intents), as on iOS.
public struct DragGesture: Gesture {
  /// Where a drag is.
  public struct Value: Equatable, Sendable {
    /// When the drag last moved.
    public var time: Date
    /// Where the finger is.
    public var location: CGPoint
    /// Where the drag started.
    public var startLocation: CGPoint
    /// `location` minus `startLocation`.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    /// Where the drag would end if it stopped now.
    public var predictedEndLocation: CGPoint
    /// How far the drag would move from `location` if it stopped now.
    public var predictedEndTranslation: CGSize {
      CGSize(
        width: predictedEndLocation.x - startLocation.x,
        height: predictedEndLocation.y - startLocation.y)
    }
  }

  /// How far the finger must move before the drag starts, in points.
  public var minimumDistance: CGFloat
  /// The space the values are in.
  public var coordinateSpace: CoordinateSpace

  /// A drag starting after `minimumDistance` points, its values in `coordinateSpace`.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  /// The drag with `action` run as it moves.
  public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> DragGesture { self }

  /// The drag with `action` run when it ends.
  public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> DragGesture { self }
}
