import Foundation

/// Text laid out into lines, ready to draw: the inputs the measurer was given and its answer.
public struct TextItem: Sendable, Equatable {
  /// The full text.
  public var string: String
  /// The font.
  public var font: ResolvedFont
  /// The text's paint.
  public var paint: Paint
  /// How lines line up.
  public var alignment: TextAlignment
  /// The line limit the text was laid out with (lowered when the height held fewer lines).
  public var lineLimit: Int?
  /// Where the text was cut, if it was.
  public var truncationMode: Text.TruncationMode
  /// The lines, their positions within the item's frame, and the text's metrics.
  public var layout: TextLayout
  /// The runs of a text of several (`Text + Text`), which the lines' spans index; empty for
  /// one run.
  public var runs: [TextRun]
  /// Each run's paint, beside ``runs``.
  public var runPaints: [Paint]

  /// Creates a text item.
  public init(
    string: String, font: ResolvedFont, paint: Paint, alignment: TextAlignment, lineLimit: Int?,
    truncationMode: Text.TruncationMode, layout: TextLayout, runs: [TextRun] = [],
    runPaints: [Paint] = []
  ) {
    self.runs = runs
    self.runPaints = runPaints
    self.string = string
    self.font = font
    self.paint = paint
    self.alignment = alignment
    self.lineLimit = lineLimit
    self.truncationMode = truncationMode
    self.layout = layout
  }
}
