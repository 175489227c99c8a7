import Foundation

/// The runs of a multi-run text (`Text + Text`) by UTF-8 offset, for measurers: which run a
/// byte is in, and the spans of a stretch of the text.
///
/// Measurers break a text into lines, and cut and join it when truncating; each line's text
/// is then a piece of the original, or two pieces around "…". The spans of such a line come
/// from the pieces' offsets in the original text; "…" takes the run of the character before it
/// (or after it, at the start of a line).
public struct TextRuns: Sendable {
  /// The runs, each non-empty.
  public let runs: [TextRun]
  /// `starts[i]` is the UTF-8 offset where run `i` starts.
  private let starts: [Int]
  /// The UTF-8 length of the whole text.
  public let utf8Count: Int

  /// The runs of `request`, or `nil` when it has one font. Runs that do not add up to the
  /// string's length are cut or extended to it, so a wrong request cannot index out of it;
  /// empty runs keep their place, so span indices are the request's run indices.
  public init?(_ request: TextLayoutRequest) {
    guard request.runs.count > 1 else { return nil }
    let total = request.string.utf8.count
    var runs: [TextRun] = []
    var starts: [Int] = []
    var offset = 0
    for run in request.runs {
      let length = min(max(run.utf8Count, 0), total - offset)
      starts.append(offset)
      runs.append(TextRun(utf8Count: length, font: run.font))
      offset += length
    }
    if offset < total { runs[runs.count - 1].utf8Count += total - offset }
    self.runs = runs
    self.starts = starts
    utf8Count = total
  }

  /// The index of the run holding the byte at `offset` (the last run past the end).
  public func run(at offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The spans of the `count` bytes starting at `offset` of the text.
  public func spans(from offset: Int, count: Int) -> [TextSpan] {
    var spans: [TextSpan] = []
    var position = max(offset, 0)
    let end = min(offset + max(count, 0), utf8Count)
    while position < end {
      let index = run(at: position)
      let runEnd = starts[index] + runs[index].utf8Count
      let length = min(runEnd, end) - position
      guard length > 0 else { break }
      spans.append(TextSpan(utf8Count: length, run: index))
      position += length
    }
    return spans
  }

  /// The spans of `before` (starting at byte `beforeOffset`) + "…" + `after` (ending where
  /// the text ends, or at `afterEnd`).
  public func spans(
    before: Int, at beforeOffset: Int, ellipsis: Int, after: Int, endingAt afterEnd: Int? = nil
  ) -> [TextSpan] {
    var spans = self.spans(from: beforeOffset, count: before)
    let end = afterEnd ?? utf8Count
    let ellipsisRun =
      before > 0 ? run(at: beforeOffset + before - 1) : run(at: max(end - after, 0))
    Self.append(TextSpan(utf8Count: ellipsis, run: ellipsisRun), to: &spans)
    for span in self.spans(from: end - after, count: after) { Self.append(span, to: &spans) }
    return spans
  }

  /// Adds `span`, merged into the last one when it is of the same run.
  private static func append(_ span: TextSpan, to spans: inout [TextSpan]) {
    guard span.utf8Count > 0 else { return }
    if let last = spans.last, last.run == span.run {
      spans[spans.count - 1].utf8Count += span.utf8Count
    } else {
      spans.append(span)
    }
  }

  /// The largest font size among the runs.
  public var largestFont: ResolvedFont {
    runs.max { $0.font.size < $1.font.size }?.font ?? runs[0].font
  }
}
