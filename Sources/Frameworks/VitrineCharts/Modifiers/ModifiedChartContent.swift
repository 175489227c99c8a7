import Foundation
import VitrineUI

/// Content whose marks a modifier changed: every mark the content adds gets the change.
public struct ModifiedChartContent<Content: ChartContent>: ChartContent {
  /// Modified content has no body of its own.
  public typealias Body = Never
  let content: Content
  let change: (inout MarkStyle) -> Void

  /// Adds the content's marks, each changed.
  public func _collectMarks(into marks: inout ChartMarks) {
    let start = marks.marks.count
    content._collectMarks(into: &marks)
    for index in start..<marks.marks.count { change(&marks.marks[index].style) }
  }
}

extension ChartContent {
  /// This content with `change` applied to each of its marks.
  func modified(_ change: @escaping (inout MarkStyle) -> Void) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self, change: change)
  }

  /// Fills or strokes the marks with `style`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
    let style = AnyShapeStyle(style)
    return modified { $0.foreground = style }
  }

  /// Colours the marks by series: each distinct value gets the next colour of the palette
  /// (or of ``VitrineUI/View/chartForegroundStyleScale(_:)``), and the legend names it.
  public func foregroundStyle<V: Plottable>(by value: PlottableValue<V>) -> some ChartContent {
    let channel = value.channel
    return modified { $0.foregroundBy = channel }
  }

  /// Places bars with the same position side by side, one per value, instead of piling them;
  /// together they cover `span` of the band (`.ratio(1)` the whole band; by default the width
  /// one bar would have). Groups are laid along the bars' own position axis (`axis` is
  /// accepted for that one).
  public func position<V: Plottable>(
    by value: PlottableValue<V>, axis: Axis? = nil, span: MarkDimension = .automatic
  ) -> some ChartContent {
    let channel = value.channel
    return modified {
      $0.positionBy = channel
      $0.positionSpan = span
    }
  }

  /// Sizes point symbols by a value: numbers from 20 to 200 square points, smallest to
  /// largest; categories 30, 60, 100, 150, 200 in turn.
  public func symbolSize<V: Plottable>(by value: PlottableValue<V>) -> some ChartContent {
    let channel = value.channel
    return modified { $0.symbolSizeBy = channel }
  }

  /// Draws points (and a line's points) with a symbol per series: circle, square, triangle…
  public func symbol<V: Plottable>(by value: PlottableValue<V>) -> some ChartContent {
    let channel = value.channel
    return modified { $0.symbolBy = channel }
  }

  /// Draws points with `symbol`.
  public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
    let box = ChartSymbolShapeBox(shape: symbol)
    return modified { $0.symbol = box }
  }

  /// Dashes lines per series: solid, then dashed patterns in turn.
  public func lineStyle<V: Plottable>(by value: PlottableValue<V>) -> some ChartContent {
    let channel = value.channel
    return modified { $0.lineStyleBy = channel }
  }

  /// Strokes lines and rules with `style`.
  public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
    modified { $0.stroke = style }
  }

  /// Sets the area of point symbols, in square points.
  public func symbolSize(_ size: CGFloat) -> some ChartContent {
    modified { $0.symbolSize = max(size, 0) }
  }

  /// Sets the size of point symbols as a width and height (their area is used).
  public func symbolSize(_ size: CGSize) -> some ChartContent {
    modified { $0.symbolSize = max(size.width * size.height, 0) }
  }

  /// How a line or area runs between its points.
  public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
    modified { $0.interpolation = method }
  }

  /// Rounds the corners of bars, rectangles and sectors.
  public func cornerRadius(
    _ radius: CGFloat, style: RoundedCornerStyle = .continuous
  )
    -> some ChartContent
  {
    modified { $0.cornerRadius = max(radius, 0) }
  }

  /// Makes the marks partly transparent.
  public func opacity(_ opacity: Double) -> some ChartContent {
    modified { $0.opacity *= min(max(opacity, 0), 1) }
  }

  /// What VoiceOver reads as the mark's name instead of its x value.
  public func accessibilityLabel(_ label: Text) -> some ChartContent {
    modified { $0.accessibilityLabel = label }
  }

  /// What VoiceOver reads as the mark's name, from a localized key.
  public func accessibilityLabel(_ key: LocalizedStringKey) -> some ChartContent {
    accessibilityLabel(Text(key))
  }

  /// What VoiceOver reads as the mark's name, verbatim.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent {
    accessibilityLabel(Text(String(label)))
  }

  /// What VoiceOver reads as the mark's value instead of its y value.
  public func accessibilityValue(_ value: Text) -> some ChartContent {
    modified { $0.accessibilityValue = value }
  }

  /// What VoiceOver reads as the mark's value, from a localized key.
  public func accessibilityValue(_ key: LocalizedStringKey) -> some ChartContent {
    accessibilityValue(Text(key))
  }

  /// What VoiceOver reads as the mark's value, verbatim.
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent {
    accessibilityValue(Text(String(value)))
  }

  /// Hides the marks from VoiceOver.
  public func accessibilityHidden(_ hidden: Bool) -> some ChartContent {
    modified { $0.accessibilityHidden = hidden }
  }
}
