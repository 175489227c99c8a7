import Foundation

/// The style one run of a ``Text`` was given by its own modifiers; what it leaves unset comes
/// from the environment.
struct TextRunStyle {
  var font: Font?
  var weight: Font.Weight?
  var isItalic = false
  var usesMonospacedDigits = false
  var foreground: (any ShapeStyle)?
  var kerning: CGFloat?
  var tracking: CGFloat?
  var baselineOffset: CGFloat?
  var isUnderlined = false
  var isStrikethrough = false
  var underlineColor: Color?
  var strikethroughColor: Color?

  /// The run's font with its size, weight and style worked out in `environment`.
  func resolvedFont(in environment: EnvironmentValues) -> ResolvedFont {
    var resolved = (font ?? environment.font ?? .body).resolve(
      weight: weight ?? environment.fontWeight, italic: isItalic || environment.isItalic,
      dynamicTypeSize: environment.dynamicTypeSize)
    if let design = environment.fontDesign { resolved.design = design }
    if usesMonospacedDigits || environment.usesMonospacedDigits {
      resolved.usesMonospacedDigits = true
    }
    // Kerning and tracking both add space after each character here: the pinned fonts'
    // pair kerning stays as the font has it.
    resolved.tracking = (kerning ?? 0) + (tracking ?? 0)
    resolved.baselineOffset = baselineOffset ?? 0
    // A text's own line wins over one a container view asked for (`View.underline`).
    let underline = environment.textUnderline
    let strikethrough = environment.textStrikethrough
    resolved.isUnderlined = isUnderlined || underline != nil
    resolved.isStrikethrough = isStrikethrough || strikethrough != nil
    resolved.underlineColor = (isUnderlined ? underlineColor : underline?.color)?.resolve(
      in: environment.colorScheme)
    resolved.strikethroughColor = (isStrikethrough ? strikethroughColor : strikethrough?.color)?
      .resolve(in: environment.colorScheme)
    return resolved
  }

  /// The run's paint: its own style, else the environment's foreground.
  func paint(in environment: EnvironmentValues) -> Paint {
    foreground.map { PaintResolver.paint(for: $0, in: environment) }
      ?? PaintResolver.foreground(in: environment)
  }
}
