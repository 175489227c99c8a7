import Foundation

nonisolated extension View {
  /// Says what activating the element does, as SwiftUI's `accessibilityHint(_:)`: VoiceOver
  /// reads it after the label (``AccessibilityElement/hint``).
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    let hint = String(hint)
    return modifier(
      AccessibilityModifier { _ in
        var attributes = AccessibilityAttributes()
        attributes.hint = hint
        return attributes
      })
  }

  /// Says what activating the element does, from text.
  public func accessibilityHint(_ hint: Text) -> some View {
    modifier(
      AccessibilityModifier { environment in
        var attributes = AccessibilityAttributes()
        attributes.hint = hint.string(in: environment)
        return attributes
      })
  }

  /// Adds help text to the view, as SwiftUI's `help(_:)`: a pointer's tooltip on iPadOS and
  /// macOS, and on iOS the accessibility hint VoiceOver reads.
  public func help<S: StringProtocol>(_ text: S) -> some View {
    accessibilityHint(text)
  }
}

/// How a preview lays its view out, as `previewLayout(_:)` takes.
public enum PreviewLayout: Sendable, Hashable {
  /// On the preview's device.
  case device
  /// In a container the size the view asks for.
  case sizeThatFits
  /// In a container of a fixed size.
  case fixed(width: CGFloat, height: CGFloat)
}

nonisolated extension View {
  /// Sets how Xcode's canvas lays the preview out; `vitrine previews` draws a preview on its
  /// device, so the layout is accepted and the view unchanged.
  public func previewLayout(_ value: PreviewLayout) -> some View { self }
}
