import Foundation

/// Builds a chart's content from marks, `ForEach`, `if` and `for`, as Charts'
/// `@ChartContentBuilder` does.
@resultBuilder @MainActor
public enum ChartContentBuilder {
  /// A mark or other content, as written.
  public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
  /// No content.
  public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
  /// One piece of content.
  public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
  /// Several pieces, in order.
  public static func buildBlock<each C: ChartContent>(
    _ content: repeat each C
  ) -> TupleChartContent<repeat each C> {
    TupleChartContent(repeat each content)
  }
  /// Content shown when a condition holds.
  public static func buildOptional<C: ChartContent>(_ content: C?) -> OptionalChartContent<C> {
    OptionalChartContent(content: content)
  }
  /// The first branch of an `if`/`else`.
  public static func buildEither<T: ChartContent, F: ChartContent>(
    first: T
  ) -> ConditionalChartContent<T, F> {
    ConditionalChartContent(storage: .first(first))
  }
  /// The second branch of an `if`/`else`.
  public static func buildEither<T: ChartContent, F: ChartContent>(
    second: F
  ) -> ConditionalChartContent<T, F> {
    ConditionalChartContent(storage: .second(second))
  }
  /// The content of a `for` loop.
  public static func buildArray<C: ChartContent>(_ content: [C]) -> ArrayChartContent<C> {
    ArrayChartContent(content: content)
  }
  /// Content behind an availability check.
  public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> C { content }
}

/// No marks.
public struct EmptyChartContent: ChartContent {
  /// No marks have no body.
  public typealias Body = Never
  /// Creates empty content.
  public init() {}
  /// Adds nothing.
  public func _collectMarks(into marks: inout ChartMarks) {}
}

/// Several pieces of content, in order.
public struct TupleChartContent<each C: ChartContent>: ChartContent {
  /// Content of pieces has no body of its own.
  public typealias Body = Never
  let content: (repeat each C)
  init(_ content: repeat each C) { self.content = (repeat each content) }
  /// Adds each piece's marks in turn.
  public func _collectMarks(into marks: inout ChartMarks) {
    for piece in repeat each content { piece._collectMarks(into: &marks) }
  }
}

/// Content shown when a condition held.
public struct OptionalChartContent<C: ChartContent>: ChartContent {
  /// Built content has no body of its own.
  public typealias Body = Never
  let content: C?
  /// Adds the content's marks, if any.
  public func _collectMarks(into marks: inout ChartMarks) { content?._collectMarks(into: &marks) }
}

/// One of two branches.
public struct ConditionalChartContent<T: ChartContent, F: ChartContent>: ChartContent {
  /// Built content has no body of its own.
  public typealias Body = Never
  enum Storage {
    case first(T)
    case second(F)
  }
  let storage: Storage
  /// Adds the chosen branch's marks.
  public func _collectMarks(into marks: inout ChartMarks) {
    switch storage {
    case .first(let content): content._collectMarks(into: &marks)
    case .second(let content): content._collectMarks(into: &marks)
    }
  }
}

/// The content of a `for` loop.
public struct ArrayChartContent<C: ChartContent>: ChartContent {
  /// Built content has no body of its own.
  public typealias Body = Never
  let content: [C]
  /// Adds every element's marks.
  public func _collectMarks(into marks: inout ChartMarks) {
    for piece in content { piece._collectMarks(into: &marks) }
  }
}
