import Foundation
import VitrineUI

/// What a ``Chart`` is made of: marks, `ForEach` over data, and content of your own, as in
/// Charts.
///
/// Write content of your own as a struct whose ``body`` is built from marks:
///
/// ```swift
/// struct Goal: ChartContent {
///   let steps: Int
///   var body: some ChartContent {
///     RuleMark(y: .value("Goal", steps)).foregroundStyle(.gray)
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol ChartContent {
  /// The type of content this content is made of.
  associatedtype Body: ChartContent
  /// The content this content is made of.
  @ChartContentBuilder var body: Body { get }
  /// Adds this content's marks to `marks` (the marks themselves add one each).
  func _collectMarks(into marks: inout ChartMarks)
}

extension ChartContent {
  /// Content made of other content adds the marks of its body.
  public func _collectMarks(into marks: inout ChartMarks) {
    body._collectMarks(into: &marks)
  }
}

extension Never: ChartContent {}

extension ChartContent where Body == Never {
  /// Marks have no body: the chart places them itself.
  public var body: Never { fatalError("\(Self.self) is a mark and has no body") }
}

/// The marks a chart's content adds up to, in the order they were declared.
public struct ChartMarks {
  /// The marks.
  var marks: [ResolvedMark] = []
  /// How many marks a chart takes at most; more are left out (a chart of a million points is
  /// not drawn point by point).
  static let limit = 100_000

  /// Appends `mark`, unless the chart is full.
  mutating func append(_ mark: ResolvedMark) {
    guard marks.count < Self.limit else { return }
    marks.append(mark)
  }

  /// The marks of `content`.
  @MainActor static func of<C: ChartContent>(_ content: C) -> [ResolvedMark] {
    var marks = ChartMarks()
    content._collectMarks(into: &marks)
    return marks.marks
  }
}
