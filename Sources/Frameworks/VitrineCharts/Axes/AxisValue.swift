import Foundation

/// One value an axis marks, given to `AxisMarks`' content (Charts' `AxisValue`).
public struct AxisValue {
  /// The value's position among the axis's values.
  public let index: Int
  /// How many values the axis marks.
  public let count: Int
  /// The value itself.
  let value: ChartValue

  /// The value as `type`: `value.as(Double.self)`, `value.as(Date.self)`,
  /// `value.as(String.self)`; `nil` when it is not one.
  public func `as`<P: Plottable>(_ type: P.Type) -> P? {
    switch value {
    case .number(let number):
      if let exact = number as? P.PrimitivePlottable { return P(primitivePlottable: exact) }
      if P.PrimitivePlottable.self == Int.self, number.rounded() == number,
        abs(number) < 9e15, let whole = Int(number) as? P.PrimitivePlottable
      {
        return P(primitivePlottable: whole)
      }
      if P.PrimitivePlottable.self == Float.self, let float = Float(number) as? P.PrimitivePlottable
      {
        return P(primitivePlottable: float)
      }
      if P.PrimitivePlottable.self == CGFloat.self,
        let float = CGFloat(number) as? P.PrimitivePlottable
      {
        return P(primitivePlottable: float)
      }
      return nil
    case .date(let date):
      return (date as? P.PrimitivePlottable).flatMap { P(primitivePlottable: $0) }
    case .category(let name):
      return (name as? P.PrimitivePlottable).flatMap { P(primitivePlottable: $0) }
    }
  }
}

/// Which values an axis marks (Charts' `AxisMarkValues`).
public struct AxisMarkValues: Sendable {
  enum Storage: Sendable {
    case automatic(desiredCount: Int?)
    case numberStride(Double)
    case dateStride(Calendar.Component, Int)
    case values([ChartValue])
  }
  let storage: Storage

  /// Charts' choice: nice numbers, whole calendar units, every category.
  public static var automatic: AxisMarkValues {
    AxisMarkValues(storage: .automatic(desiredCount: nil))
  }

  /// Charts' choice, aiming at about `desiredCount` values.
  public static func automatic(
    minimumStride: Double? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
    roundUpperBound: Bool? = nil
  ) -> AxisMarkValues {
    AxisMarkValues(storage: .automatic(desiredCount: desiredCount.map { min(max($0, 1), 50) }))
  }

  /// Every multiple of `step` within the domain.
  public static func stride(
    by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
  )
    -> AxisMarkValues
  {
    AxisMarkValues(storage: .numberStride(step))
  }

  /// Every `count` calendar units within the domain.
  public static func stride(
    by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
    roundUpperBound: Bool? = nil, calendar: Calendar? = nil
  ) -> AxisMarkValues {
    AxisMarkValues(storage: .dateStride(component, min(max(count, 1), 10_000)))
  }

  /// Exactly these values.
  public static func values<V: Plottable>(_ values: [V]) -> AxisMarkValues {
    AxisMarkValues(storage: .values(values.map { $0.primitivePlottable.chartValue }))
  }
}

/// Where an axis's marks go (Charts' `AxisMarkPosition`).
public enum AxisMarkPosition: Sendable, Hashable {
  /// The axis's default side: trailing for y, bottom for x.
  case automatic
  /// Before the plot, for y.
  case leading
  /// After the plot, for y.
  case trailing
  /// Above the plot, for x.
  case top
  /// Below the plot, for x.
  case bottom
}

/// A preset for an axis's marks (Charts' `AxisMarkPreset`).
public enum AxisMarkPreset: Sendable, Hashable {
  /// Charts' choice.
  case automatic
  /// Extended to the plot's edges.
  case extended
  /// Aligned to the plot.
  case aligned
  /// Inset within the plot.
  case inset
}
