import Foundation

extension Text {
  /// This text with `change` made to every run's style, for modifiers that set what a run has
  /// not set itself (an inner `Text("a").bold() + Text("b")` keeps its own).
  func restyled(_ change: (inout TextRunStyle) -> Void) -> Text {
    var copy = self
    for index in copy.runs.indices { change(&copy.runs[index].style) }
    return copy
  }

  /// This text in `font`, for the runs that have no font of their own.
  public func font(_ font: Font?) -> Text {
    restyled { if $0.font == nil { $0.font = font } }
  }

  /// This text with a weight, for the runs that have no weight of their own.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    restyled { if $0.weight == nil { $0.weight = weight } }
  }

  /// This text in bold.
  public func bold() -> Text { fontWeight(.bold) }

  /// This text in bold when `isActive`.
  public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

  /// This text in italics.
  public func italic() -> Text {
    restyled { $0.isItalic = true }
  }

  /// This text in italics when `isActive`.
  public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

  /// This text with digits of equal width.
  public func monospacedDigit() -> Text {
    restyled { $0.usesMonospacedDigits = true }
  }

  /// This text in `color`; `nil` keeps the environment's foreground style.
  public func foregroundColor(_ color: Color?) -> Text {
    restyled { if $0.foreground == nil { $0.foreground = color } }
  }

  /// This text painted with `style`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    restyled { if $0.foreground == nil { $0.foreground = style } }
  }
}
