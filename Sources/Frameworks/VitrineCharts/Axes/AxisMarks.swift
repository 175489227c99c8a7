import Foundation
import VitrineUI

/// The marks of an axis at a set of values (Charts' `AxisMarks`): by default a grid line, a
/// tick and a label at each value the axis chooses.
public struct AxisMarks: AxisContent {
  let position: AxisMarkPosition
  let values: AxisMarkValues
  let stroke: StrokeStyle?
  /// The pieces for a value; `nil` for the axis's default pieces.
  let content: ((AxisValue) -> AxisMarkGroup)?

  /// The axis's default marks at `values`.
  public init(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
  ) {
    self.position = position
    self.values = values
    self.stroke = stroke
    content = nil
  }

  /// The pieces `content` gives for each of `values`.
  public init(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic,
    @AxisMarkBuilder content: @escaping (AxisValue) -> AxisMarkGroup
  ) {
    self.position = position
    self.values = values
    stroke = nil
    self.content = content
  }

  /// The axis's default marks at exactly `values`.
  public init<V: Plottable>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V]
  ) {
    self.init(preset: preset, position: position, values: .values(values))
  }

  /// The pieces `content` gives for each of exactly `values`.
  public init<V: Plottable>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V],
    @AxisMarkBuilder content: @escaping (AxisValue) -> AxisMarkGroup
  ) {
    self.init(preset: preset, position: position, values: .values(values), content: content)
  }

  /// Adds these marks to the axis.
  public func _collectAxisMarks(into marks: inout [AxisMarks]) { marks.append(self) }
}

/// What an axis is made of: `AxisMarks`, one or more (Charts' `AxisContent`).
@MainActor @preconcurrency
public protocol AxisContent {
  /// Adds this content's marks to `marks`.
  func _collectAxisMarks(into marks: inout [AxisMarks])
}

/// Builds an axis from `AxisMarks`.
@resultBuilder @MainActor
public enum AxisContentBuilder {
  /// Marks as written.
  public static func buildExpression<C: AxisContent>(_ content: C) -> AxisContentGroup {
    AxisContentGroup { content._collectAxisMarks(into: &$0) }
  }
  /// Several sets of marks.
  public static func buildBlock(_ groups: AxisContentGroup...) -> AxisContentGroup {
    AxisContentGroup { marks in for group in groups { group.collect(&marks) } }
  }
  /// Marks shown when a condition holds.
  public static func buildOptional(_ group: AxisContentGroup?) -> AxisContentGroup {
    group ?? AxisContentGroup { _ in }
  }
  /// One branch of an `if`/`else`.
  public static func buildEither(first group: AxisContentGroup) -> AxisContentGroup { group }
  /// The other branch of an `if`/`else`.
  public static func buildEither(second group: AxisContentGroup) -> AxisContentGroup { group }
}

/// Sets of axis marks, built.
public struct AxisContentGroup: AxisContent {
  let collect: (inout [AxisMarks]) -> Void
  /// Adds the marks.
  public func _collectAxisMarks(into marks: inout [AxisMarks]) { collect(&marks) }
}

/// An axis as the chart modifiers set it: shown or hidden, its marks when given.
struct ChartAxisSpec: @unchecked Sendable {
  // Unchecked: the marks hold views and closures made and read on the main actor, where
  // every chart is laid out.
  var visibility: Visibility = .automatic
  var marks: [AxisMarks]? = nil
}

private struct ChartXAxisKey: EnvironmentKey {
  static var defaultValue: ChartAxisSpec { ChartAxisSpec() }
}
private struct ChartYAxisKey: EnvironmentKey {
  static var defaultValue: ChartAxisSpec { ChartAxisSpec() }
}

extension EnvironmentValues {
  /// The x axis the chart modifiers set.
  var chartXAxis: ChartAxisSpec {
    get { self[ChartXAxisKey.self] }
    set { self[ChartXAxisKey.self] = newValue }
  }
  /// The y axis the chart modifiers set.
  var chartYAxis: ChartAxisSpec {
    get { self[ChartYAxisKey.self] }
    set { self[ChartYAxisKey.self] = newValue }
  }
}

extension View {
  /// Shows or hides the x axis.
  public func chartXAxis(_ visibility: Visibility) -> some View {
    environment(\.chartXAxis, ChartAxisSpec(visibility: visibility))
  }
  /// Sets the x axis's marks.
  public func chartXAxis(@AxisContentBuilder content: () -> AxisContentGroup) -> some View {
    var marks: [AxisMarks] = []
    content()._collectAxisMarks(into: &marks)
    return environment(\.chartXAxis, ChartAxisSpec(visibility: .visible, marks: marks))
  }
  /// Shows or hides the y axis.
  public func chartYAxis(_ visibility: Visibility) -> some View {
    environment(\.chartYAxis, ChartAxisSpec(visibility: visibility))
  }
  /// Sets the y axis's marks.
  public func chartYAxis(@AxisContentBuilder content: () -> AxisContentGroup) -> some View {
    var marks: [AxisMarks] = []
    content()._collectAxisMarks(into: &marks)
    return environment(\.chartYAxis, ChartAxisSpec(visibility: .visible, marks: marks))
  }
}
