import Foundation

/// How a view appears and disappears; recorded in the display list for hosts.
public struct AnyTransition: Sendable, Hashable, CustomStringConvertible {
  /// The transitions a host can be told about.
  public indirect enum Kind: Sendable, Hashable {
    /// No transition.
    case identity
    /// Fading in and out.
    case opacity
    /// Growing from and shrinking to a scale, around an anchor.
    case scale(CGFloat, anchor: UnitPoint)
    /// Sliding in from the leading edge and out to the trailing edge.
    case slide
    /// Moving in from and out to an edge.
    case move(Edge)
    /// Pushing in from an edge.
    case push(Edge)
    /// Moving by an offset.
    case offset(CGSize)
    /// Several at once.
    case combined(Kind, Kind)
    /// One on insertion, another on removal.
    case asymmetric(insertion: Kind, removal: Kind)
  }

  /// What the transition does.
  public let kind: Kind

  /// No transition.
  public static let identity = AnyTransition(kind: .identity)
  /// Fading in and out.
  public static let opacity = AnyTransition(kind: .opacity)
  /// Growing from nothing.
  public static let scale = AnyTransition(kind: .scale(0, anchor: .center))
  /// Sliding across.
  public static let slide = AnyTransition(kind: .slide)

  /// Growing from `scale` around `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(kind: .scale(scale, anchor: anchor))
  }

  /// Moving in from `edge`.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(kind: .move(edge)) }

  /// Pushing in from `edge`.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(kind: .push(edge)) }

  /// Moving by `offset`.
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition(kind: .offset(offset))
  }

  /// One transition on insertion, another on removal.
  public static func asymmetric(
    insertion: AnyTransition, removal: AnyTransition
  ) -> AnyTransition {
    AnyTransition(kind: .asymmetric(insertion: insertion.kind, removal: removal.kind))
  }

  /// This transition together with `other`.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(kind: .combined(kind, other.kind))
  }

  /// A short, stable text form.
  public var description: String { Self.text(kind) }

  private static func text(_ kind: Kind) -> String {
    switch kind {
    case .identity: return "identity"
    case .opacity: return "opacity"
    case .scale(let scale, let anchor):
      return
        "scale(\(LayoutNumber.text(scale)), \(LayoutNumber.text(anchor.x)), \(LayoutNumber.text(anchor.y)))"
    case .slide: return "slide"
    case .move(let edge): return "move(\(edge))"
    case .push(let edge): return "push(\(edge))"
    case .offset(let size):
      return "offset(\(LayoutNumber.text(size.width)), \(LayoutNumber.text(size.height)))"
    case .combined(let a, let b): return "\(text(a))+\(text(b))"
    case .asymmetric(let insertion, let removal):
      return "asymmetric(\(text(insertion)), \(text(removal)))"
    }
  }
}
