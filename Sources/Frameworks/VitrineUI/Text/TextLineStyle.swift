import Foundation

extension Text {
  /// How a line drawn under or through text looks: its pattern and color, as in SwiftUI.
  public struct LineStyle: Sendable, Hashable {
    /// The dashes a line is drawn with.
    public enum Pattern: Sendable, Hashable {
      /// A continuous line.
      case solid
      /// A line of dots.
      case dot
      /// A line of dashes.
      case dash
      /// Dashes and dots in turn.
      case dashDot
      /// A dash and two dots in turn.
      case dashDotDot
    }

    /// The line's pattern.
    public var pattern: Pattern
    /// The line's color; `nil` draws it in the text's color.
    public var color: Color?

    /// Creates a line style.
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A single solid line in the text's color.
    public static let single = LineStyle()
  }

  /// This text with a line under it when `isActive`, in `color` (`nil`: the text's color).
  /// Vitrine draws every pattern as a solid line.
  public func underline(
    _ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil
  ) -> Text {
    underline(isActive, color: color)
  }

  /// This text with a line through it when `isActive`, in `color` (`nil`: the text's color).
  /// Vitrine draws every pattern as a solid line.
  public func strikethrough(
    _ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil
  ) -> Text {
    strikethrough(isActive, color: color)
  }
}

private struct TextUnderlineKey: EnvironmentKey {
  static let defaultValue: Text.LineStyle? = nil
}

private struct TextStrikethroughKey: EnvironmentKey {
  static let defaultValue: Text.LineStyle? = nil
}

extension EnvironmentValues {
  /// The line `View.underline(_:pattern:color:)` draws under the text in this view, if any.
  var textUnderline: Text.LineStyle? {
    get { self[TextUnderlineKey.self] }
    set { self[TextUnderlineKey.self] = newValue }
  }

  /// The line `View.strikethrough(_:pattern:color:)` draws through the text in this view.
  var textStrikethrough: Text.LineStyle? {
    get { self[TextStrikethroughKey.self] }
    set { self[TextStrikethroughKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Draws a line under the text in this view when `isActive` (iOS 16), in `color` (`nil`:
  /// each text's color). A text's own `underline` wins. Every pattern is drawn solid.
  public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    modifier(
      EnvironmentWriter {
        $0.textUnderline = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil
      })
  }

  /// Draws a line through the text in this view when `isActive` (iOS 16), in `color` (`nil`:
  /// each text's color). A text's own `strikethrough` wins. Every pattern is drawn solid.
  public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    modifier(
      EnvironmentWriter {
        $0.textStrikethrough = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil
      })
  }
}
