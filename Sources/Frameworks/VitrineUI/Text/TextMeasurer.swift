import Foundation

/// Breaks text into lines and measures it, for layout and for the renderer that draws it.
///
/// Layout asks the measurer once per proposal and stores the answer, lines included, in the
/// display list's ``TextItem``; a renderer draws those lines as given. A measurer backed by a
/// real text engine (Pango) therefore decides line breaks, truncation and metrics exactly once,
/// and what layout sized is what gets drawn.
///
/// Implementations must be deterministic: the same request gives the same layout.
public protocol TextMeasurer: Sendable {
  /// Lays out `request.string` in `request.font`, wrapping at `request.width` and truncating to
  /// `request.lineLimit` lines.
  ///
  /// Lines break at word boundaries, and inside a word only when that word alone is wider than
  /// the width. Newlines always break. When the text needs more lines than the limit, the last
  /// line kept ends (tail), starts (head) or is cut in the middle (middle) with "…". Each line's
  /// origin is its leading edge (aligned within the widest line by `request.alignment`) and
  /// its baseline, both from the top-left corner of the text.
  func layout(_ request: TextLayoutRequest) -> TextLayout

  /// The size and metrics ``layout(_:)`` gives for `request`, without the lines' text.
  ///
  /// Layout sizes a `Text` for several proposals and draws it for one: it asks for metrics
  /// while sizing and for the whole layout only for the proposal it draws. A measurer that can
  /// skip making the lines' text implements this; the default lays the text out.
  func metrics(_ request: TextLayoutRequest) -> TextMetrics
}

extension TextMeasurer {
  public func metrics(_ request: TextLayoutRequest) -> TextMetrics {
    TextMetrics(layout(request))
  }
}

/// What a ``TextMeasurer`` is asked to lay out.
public struct TextLayoutRequest: Sendable, Hashable {
  /// The text; `"\n"` breaks lines.
  public var string: String
  /// The font, with its size in points worked out.
  public var font: ResolvedFont
  /// The width to wrap at; `nil` for no limit (each paragraph on one line).
  public var width: CGFloat?
  /// The most lines to use; `nil` for no limit.
  public var lineLimit: Int?
  /// Where to cut text that needs more lines than the limit.
  public var truncationMode: Text.TruncationMode
  /// How lines shorter than the widest are placed.
  public var alignment: TextAlignment
  /// The fonts of the text's runs (`Text + Text`), in order, covering the whole string; empty
  /// when the whole string is in ``font``. Lines then carry ``TextLine/spans``.
  public var runs: [TextRun]

  /// Creates a request.
  public init(
    string: String, font: ResolvedFont, width: CGFloat? = nil, lineLimit: Int? = nil,
    truncationMode: Text.TruncationMode = .tail, alignment: TextAlignment = .leading,
    runs: [TextRun] = []
  ) {
    self.string = string
    self.font = font
    self.width = width
    self.lineLimit = lineLimit
    self.truncationMode = truncationMode
    self.alignment = alignment
    self.runs = runs
  }
}

/// A stretch of a text in one font: `Text("a").bold() + Text("b")` is two runs.
public struct TextRun: Sendable, Hashable {
  /// The run's length in UTF-8 bytes.
  public var utf8Count: Int
  /// The run's font, tracking, baseline offset and lines.
  public var font: ResolvedFont

  /// Creates a run.
  public init(utf8Count: Int, font: ResolvedFont) {
    self.utf8Count = utf8Count
    self.font = font
  }
}

/// A stretch of one line drawn in one run's font and paint.
public struct TextSpan: Sendable, Hashable {
  /// The stretch's length in UTF-8 bytes of the line's text.
  public var utf8Count: Int
  /// The index of its run in the request's ``TextLayoutRequest/runs``.
  public var run: Int

  /// Creates a span.
  public init(utf8Count: Int, run: Int) {
    self.utf8Count = utf8Count
    self.run = run
  }
}

/// Text broken into lines, with its size and metrics.
public struct TextLayout: Sendable, Hashable {
  /// The lines, top to bottom.
  public var lines: [TextLine]
  /// The width of the widest line by the height of all lines.
  public var size: CGSize
  /// The distance from one line's top to the next's.
  public var lineHeight: CGFloat
  /// The first line's baseline, from the top.
  public var firstBaseline: CGFloat
  /// The last line's baseline, from the top.
  public var lastBaseline: CGFloat
  /// Whether text was cut to fit the line limit.
  public var isTruncated: Bool
  /// The space between one line's descent and the next line's ascent (included in
  /// ``lineHeight``, not after the last line): the font's leading (``SystemLineHeight``).
  public var leading: CGFloat = 0

  /// Creates a layout.
  public init(
    lines: [TextLine], size: CGSize, lineHeight: CGFloat, firstBaseline: CGFloat,
    lastBaseline: CGFloat, isTruncated: Bool
  ) {
    self.lines = lines
    self.size = size
    self.lineHeight = lineHeight
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.isTruncated = isTruncated
  }
}

/// What sizing needs of a ``TextLayout``: everything but its lines' text and positions.
public struct TextMetrics: Sendable, Hashable {
  /// The width of the widest line by the height of all lines.
  public var size: CGSize
  /// The number of lines.
  public var lineCount: Int
  /// The distance from one line's top to the next's.
  public var lineHeight: CGFloat
  /// The first line's baseline, from the top.
  public var firstBaseline: CGFloat
  /// The last line's baseline, from the top.
  public var lastBaseline: CGFloat
  /// Whether text was cut to fit the line limit.
  public var isTruncated: Bool
  /// The space between one line's descent and the next line's ascent (included in
  /// ``lineHeight``, not after the last line): the font's leading (``SystemLineHeight``).
  public var leading: CGFloat = 0

  /// Creates metrics.
  public init(
    size: CGSize, lineCount: Int, lineHeight: CGFloat, firstBaseline: CGFloat,
    lastBaseline: CGFloat, isTruncated: Bool
  ) {
    self.size = size
    self.lineCount = lineCount
    self.lineHeight = lineHeight
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.isTruncated = isTruncated
  }

  /// The metrics of `layout`.
  public init(_ layout: TextLayout) {
    self.init(
      size: layout.size, lineCount: layout.lines.count, lineHeight: layout.lineHeight,
      firstBaseline: layout.firstBaseline, lastBaseline: layout.lastBaseline,
      isTruncated: layout.isTruncated)
    leading = layout.leading
  }
}

/// One line of laid-out text.
public struct TextLine: Sendable, Hashable {
  /// The characters drawn on the line, with "…" where text was cut.
  public var text: String
  /// The leading edge (x) and baseline (y) of the line, from the text's top-left corner.
  public var origin: CGPoint
  /// The line's advance width.
  public var width: CGFloat
  /// Which run each stretch of the line's text belongs to; empty when the text has one run.
  public var spans: [TextSpan]

  /// Creates a line.
  public init(text: String, origin: CGPoint, width: CGFloat, spans: [TextSpan] = []) {
    self.text = text
    self.origin = origin
    self.width = width
    self.spans = spans
  }
}

/// How the lines of multiline text line up.
public enum TextAlignment: String, Sendable, Hashable, Codable, CaseIterable {
  /// Left edges line up.
  case leading
  /// Lines are centered.
  case center
  /// Right edges line up.
  case trailing

  /// The fraction of the spare width put before a line: 0, ½ or 1.
  public var fraction: CGFloat {
    switch self {
    case .leading: return 0
    case .center: return 0.5
    case .trailing: return 1
    }
  }
}
