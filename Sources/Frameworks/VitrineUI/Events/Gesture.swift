import Foundation

/// A gesture a view answers, attached with ``View/gesture(_:)`` or
/// ``View/simultaneousGesture(_:)``: a ``TapGesture`` or a ``LongPressGesture`` with its
/// action from `onEnded`.
public protocol Gesture {
  /// What the gesture reports when it ends.
  associatedtype Value
}

/// A gesture that knows the handler it installs.
protocol HandledGesture {
  /// Which kind of gesture it is.
  var kind: GestureHandler.Kind { get }
  /// What it does when it ends.
  var action: @MainActor () -> Void { get }
}

/// One or more taps.
public struct TapGesture: Gesture {
  /// A tap ends with nothing to report.
  public typealias Value = Void
  /// The number of taps (every tap counts once here, as with `onTapGesture`).
  public var count: Int

  /// A gesture of `count` taps.
  public init(count: Int = 1) { self.count = count }

  /// The gesture with `action` run when it ends.
  public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> EndedGesture<TapGesture> {
    EndedGesture(base: self, kind: .tap, action: { action(()) })
  }
}

/// A press held for a minimum time.
public struct LongPressGesture: Gesture {
  /// Whether the press lasted long enough.
  public typealias Value = Bool
  /// How long the press must last, in seconds.
  public var minimumDuration: Double

  /// A press held for `minimumDuration` seconds.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
  }

  /// The gesture with `action` run when it ends.
  public func onEnded(
    _ action: @escaping @MainActor (Value) -> Void
  ) -> EndedGesture<LongPressGesture> {
    EndedGesture(base: self, kind: .longPress, action: { action(true) })
  }
}

/// A gesture with an action for its end.
public struct EndedGesture<Base: Gesture>: Gesture, HandledGesture {
  /// What the base gesture reports.
  public typealias Value = Base.Value
  let base: Base
  let kind: GestureHandler.Kind
  let action: @MainActor () -> Void
}

/// Which gestures are active when a gesture is attached: the attached one, those of the
/// views inside, both or neither.
public struct GestureMask: OptionSet, Sendable {
  /// The mask's bits.
  public let rawValue: UInt8
  /// Creates a mask from its bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Neither the attached gesture nor those inside.
  public static let none: GestureMask = []
  /// The attached gesture only.
  public static let gesture = GestureMask(rawValue: 1)
  /// The gestures of the views inside only.
  public static let subviews = GestureMask(rawValue: 2)
  /// Both.
  public static let all: GestureMask = [.gesture, .subviews]
}

nonisolated extension View {
  /// Attaches `gesture`; its `onEnded` action runs when the view is tapped or pressed (unless
  /// `mask` leaves out `.gesture`).
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    GestureAttachment(
      content: self, gesture: mask.contains(.gesture) ? gesture as? HandledGesture : nil)
  }

  /// Attaches `gesture` alongside the view's own: a link or button keeps its action and the
  /// gesture's `onEnded` action runs as well.
  public func simultaneousGesture<G: Gesture>(
    _ gesture: G, including mask: GestureMask = .all
  ) -> some View {
    GestureAttachment(
      content: self, gesture: mask.contains(.gesture) ? gesture as? HandledGesture : nil)
  }

  /// Attaches `gesture` ahead of the gestures inside the view.
  public func highPriorityGesture<G: Gesture>(
    _ gesture: G, including mask: GestureMask = .all
  ) -> some View {
    GestureAttachment(
      content: self, gesture: mask.contains(.gesture) ? gesture as? HandledGesture : nil)
  }
}

/// A view with a gesture's handler on it; a gesture without an action adds nothing.
nonisolated struct GestureAttachment<Content: View>: View {
  let content: Content
  let gesture: HandledGesture?

  @MainActor var body: some View {
    if let gesture {
      content.modifier(GestureModifier(kind: gesture.kind, action: gesture.action))
    } else {
      content
    }
  }
}
