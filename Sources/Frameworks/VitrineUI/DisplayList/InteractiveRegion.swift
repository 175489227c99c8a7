import Foundation
import VitrineWidgetCore

/// A part of the widget that reacts to a tap: a `Button(intent:)` or a `Link`.
public struct InteractiveRegion: Sendable, Equatable {
  /// The tappable frame.
  public var frame: CGRect
  /// What a tap does.
  public var action: Action

  /// Creates a region.
  public init(frame: CGRect, action: Action) {
    self.frame = frame
    self.action = action
  }

  /// What a tap on a region does.
  public enum Action: Sendable, Equatable, CustomStringConvertible {
    /// Performs the intent in the host, then reloads the widget.
    case intent(any AppIntent)
    /// Opens the URL.
    case link(URL)

    /// Intents are equal when they are of the same type with the same parameter values.
    public static func == (lhs: Action, rhs: Action) -> Bool {
      switch (lhs, rhs) {
      case (.link(let a), .link(let b)): return a == b
      case (.intent(let a), .intent(let b)):
        return ObjectIdentifier(type(of: a)) == ObjectIdentifier(type(of: b))
          && a.parameterValues == b.parameterValues
      default: return false
      }
    }

    /// A short, stable text form.
    public var description: String {
      switch self {
      case .link(let url): return "link \(url.absoluteString)"
      case .intent(let intent):
        let values = intent.parameterValues.sorted { $0.key < $1.key }
          .map { "\($0.key)=\($0.value)" }
        let suffix = values.isEmpty ? "" : "(\(values.joined(separator: ", ")))"
        return "intent \(type(of: intent))\(suffix)"
      }
    }
  }
}
