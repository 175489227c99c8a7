import Foundation
import VitrineUI

/// One piece of an axis mark: a grid line, a tick or a value label (Charts' `AxisMark`).
@MainActor @preconcurrency
public protocol AxisMark {
  /// Adds this piece to `parts`.
  func _collectParts(into parts: inout [AxisMarkPart])
}

/// A piece of an axis mark as the chart draws it.
public struct AxisMarkPart {
  enum Kind {
    case gridLine(centered: Bool?)
    case tick(length: CGFloat, centered: Bool?)
    case label(AxisLabelSpec)
  }
  var kind: Kind
  var stroke: StrokeStyle?
  var style: AnyShapeStyle?
}

/// What a value label shows.
struct AxisLabelSpec {
  /// The label for a value; `nil` for the axis's own format.
  var text: ((ChartValue, Locale) -> Text)?
  /// A view of its own.
  var view: AnyView?
  /// Between two values (for dates: in the middle of the unit) rather than on one.
  var centered: Bool?
  /// Which of the label's points sits at the value.
  var anchor: UnitPoint?
  var font: Font?
  /// Whether labels that would overlap are thinned.
  var collisionResolution = AxisValueLabelCollisionResolution.automatic
}

/// What an axis does with value labels that would overlap (Charts'
/// `AxisValueLabelCollisionResolution`): `.automatic` and `.greedy` keep every second, third…
/// label, the smallest stride that fits; `.truncate` and `.disabled` keep them all.
public struct AxisValueLabelCollisionResolution: Sendable, Hashable {
  /// Whether labels are thinned.
  let thins: Bool
  /// Charts' choice: thinned.
  public static let automatic = Self(thins: true)
  /// Thinned, the first label kept.
  public static let greedy = Self(thins: true)
  /// Thinned; the priority and spacing are accepted.
  public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> Self {
    Self(thins: true)
  }
  /// Every label kept (each cut to its room on iOS; drawn whole here).
  public static let truncate = Self(thins: false)
  /// Every label kept, overlapping or not.
  public static let disabled = Self(thins: false)
}

/// A line across the plot at the value (Charts' `AxisGridLine`).
public struct AxisGridLine: AxisMark {
  let centered: Bool?
  let stroke: StrokeStyle?
  /// A grid line; `centered` puts it between values.
  public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
    self.centered = centered
    self.stroke = stroke
  }
  /// Adds the line.
  public func _collectParts(into parts: inout [AxisMarkPart]) {
    parts.append(AxisMarkPart(kind: .gridLine(centered: centered), stroke: stroke))
  }
}

/// A short tick on the axis at the value (Charts' `AxisTick`).
public struct AxisTick: AxisMark {
  let centered: Bool?
  let length: CGFloat
  let stroke: StrokeStyle?
  /// A tick `length` points long (5 by default).
  public init(centered: Bool? = nil, length: CGFloat = 5, stroke: StrokeStyle? = nil) {
    self.centered = centered
    self.length = min(max(length, 0), 100)
    self.stroke = stroke
  }
  /// Adds the tick.
  public func _collectParts(into parts: inout [AxisMarkPart]) {
    parts.append(AxisMarkPart(kind: .tick(length: length, centered: centered)))
  }
}

/// The value's label (Charts' `AxisValueLabel`): the axis's format, a format of your own, or
/// a view.
public struct AxisValueLabel: AxisMark {
  var spec: AxisLabelSpec

  /// The value in the axis's own format; `collisionResolution` says what happens to labels
  /// that would overlap.
  public init(
    centered: Bool? = nil, anchor: UnitPoint? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic
  ) {
    spec = AxisLabelSpec(
      centered: centered, anchor: anchor, collisionResolution: collisionResolution)
  }

  /// The value in `format` (a date or number format style).
  public init<F: FormatStyle>(
    format: F, centered: Bool? = nil, anchor: UnitPoint? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic
  ) where F.FormatOutput == String {
    spec = AxisLabelSpec(
      text: { value, locale in
        Text(verbatim: AxisValueLabel.formatted(value, format: format.locale(locale)))
      }, centered: centered, anchor: anchor, collisionResolution: collisionResolution)
  }

  /// A view of your own for the value.
  public init<Content: View>(
    centered: Bool? = nil, anchor: UnitPoint? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic,
    @ViewBuilder content: () -> Content
  ) {
    spec = AxisLabelSpec(
      view: AnyView(content()), centered: centered, anchor: anchor,
      collisionResolution: collisionResolution)
  }

  /// A text of your own.
  public init(_ text: Text, centered: Bool? = nil, anchor: UnitPoint? = nil) {
    spec = AxisLabelSpec(view: AnyView(text), centered: centered, anchor: anchor)
  }

  /// A string of your own.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ string: S, centered: Bool? = nil, anchor: UnitPoint? = nil) {
    self.init(Text(String(string)), centered: centered, anchor: anchor)
  }

  /// `value` written by `format`, whatever the format's input (a date, a floating-point or
  /// whole number); empty when they do not match.
  static func formatted<F: FormatStyle>(_ value: ChartValue, format: F) -> String
  where F.FormatOutput == String {
    switch value {
    case .date(let date):
      return (date as? F.FormatInput).map(format.format) ?? ""
    case .number(let number):
      if let input = number as? F.FormatInput { return format.format(input) }
      if number.rounded() == number, abs(number) < 9e15, let input = Int(number) as? F.FormatInput {
        return format.format(input)
      }
      if let input = Float(number) as? F.FormatInput { return format.format(input) }
      return ""
    case .category(let name):
      return (name as? F.FormatInput).map(format.format) ?? name
    }
  }

  /// Adds the label.
  public func _collectParts(into parts: inout [AxisMarkPart]) {
    parts.append(AxisMarkPart(kind: .label(spec)))
  }
}

extension AxisMark {
  /// Draws this piece in `style`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark {
    StyledAxisMark(base: self, style: AnyShapeStyle(style), font: nil)
  }

  /// Sets a label's font.
  public func font(_ font: Font?) -> some AxisMark {
    StyledAxisMark(base: self, style: nil, font: font)
  }
}

/// An axis mark with a style or font of its own.
struct StyledAxisMark<Base: AxisMark>: AxisMark {
  let base: Base
  let style: AnyShapeStyle?
  let font: Font?
  func _collectParts(into parts: inout [AxisMarkPart]) {
    let start = parts.count
    base._collectParts(into: &parts)
    for index in start..<parts.count {
      if let style { parts[index].style = style }
      if let font, case .label(var spec) = parts[index].kind {
        spec.font = font
        parts[index].kind = .label(spec)
      }
    }
  }
}

/// Builds an axis mark's pieces.
@resultBuilder @MainActor
public enum AxisMarkBuilder {
  /// A piece as written.
  public static func buildExpression<M: AxisMark>(_ mark: M) -> AxisMarkGroup {
    AxisMarkGroup { mark._collectParts(into: &$0) }
  }
  /// Several pieces in order.
  public static func buildBlock(_ groups: AxisMarkGroup...) -> AxisMarkGroup {
    AxisMarkGroup { parts in for group in groups { group.collect(&parts) } }
  }
  /// Pieces shown when a condition holds.
  public static func buildOptional(_ group: AxisMarkGroup?) -> AxisMarkGroup {
    group ?? AxisMarkGroup { _ in }
  }
  /// One branch of an `if`/`else`.
  public static func buildEither(first group: AxisMarkGroup) -> AxisMarkGroup { group }
  /// The other branch of an `if`/`else`.
  public static func buildEither(second group: AxisMarkGroup) -> AxisMarkGroup { group }
}

/// Pieces of an axis mark, built.
public struct AxisMarkGroup: AxisMark {
  let collect: (inout [AxisMarkPart]) -> Void
  /// Adds the pieces.
  public func _collectParts(into parts: inout [AxisMarkPart]) { collect(&parts) }
}
