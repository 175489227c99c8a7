import Foundation
import VitrineUI

/// One value an axis marks, with the pieces drawn for it.
struct AxisEntry {
  var value: ChartValue
  var gridLine: AxisMarkPart?
  var tick: (part: AxisMarkPart, length: CGFloat)?
  var label: AnyView?
  /// Which point of the label sits at the value.
  var labelAlignment: Alignment
  /// Whether the label goes in the middle of the value's unit (or between categories).
  var centered: Bool
  /// Whether the label may be left out when labels would overlap.
  var thins = true
}

/// Works out an axis's entries from its `AxisMarks` (or Charts' default marks) and scale.
enum AxisEntries {
  /// The entries of the axis `spec` over `scale`.
  @MainActor static func entries(
    spec: ChartAxisSpec, scale: PositionScale?, isX: Bool, locale: Locale, calendar: Calendar
  ) -> [AxisEntry] {
    guard let scale, spec.visibility != .hidden else { return [] }
    var entries: [AxisEntry] = []
    for marks in spec.marks ?? [AxisMarks()] {
      let values = self.values(marks.values, scale: scale, calendar: calendar)
      for (index, value) in values.enumerated() {
        var parts: [AxisMarkPart] = []
        if let content = marks.content {
          content(AxisValue(index: index, count: values.count, value: value))._collectParts(
            into: &parts)
        } else {
          parts = defaultParts(scale: scale, isX: isX, stroke: marks.stroke)
        }
        entries.append(entry(value: value, parts: parts, scale: scale, isX: isX, locale: locale))
      }
    }
    return entries
  }

  /// Charts' default pieces: a label alone for categories; a grid line and a label for numbers
  /// and dates on y; a grid line, a tick and a label for numbers and dates on x.
  static func defaultParts(scale: PositionScale, isX: Bool, stroke: StrokeStyle?) -> [AxisMarkPart]
  {
    let label = AxisMarkPart(kind: .label(AxisLabelSpec()))
    if scale.isCategorical { return [label] }
    let grid = AxisMarkPart(kind: .gridLine(centered: nil), stroke: stroke)
    if !isX { return [grid, label] }
    return [grid, AxisMarkPart(kind: .tick(length: 5, centered: nil), stroke: stroke), label]
  }

  /// The entry for `value` with `parts`.
  @MainActor static func entry(
    value: ChartValue, parts: [AxisMarkPart], scale: PositionScale, isX: Bool, locale: Locale
  ) -> AxisEntry {
    var entry = AxisEntry(
      value: value, labelAlignment: isX ? .top : .leading, centered: false)
    for part in parts {
      switch part.kind {
      case .gridLine: entry.gridLine = part
      case .tick(let length, _): entry.tick = (part, length)
      case .label(let spec):
        let text = spec.text?(value, locale) ?? Text(verbatim: scale.labelFormat(value))
        var label = spec.view ?? AnyView(text.font(spec.font ?? .caption2))
        if let style = part.style {
          label = AnyView(label.foregroundStyle(style))
        } else {
          label = AnyView(label.foregroundStyle(.secondary))
        }
        entry.label = AnyView(label.font(spec.font ?? .caption2))
        entry.centered = spec.centered ?? false
        entry.thins = spec.collisionResolution.thins
        if isX, scale.isDate, !(spec.centered ?? false) { entry.labelAlignment = .topLeading }
      }
    }
    return entry
  }

  /// The values `values` marks on `scale`.
  static func values(
    _ values: AxisMarkValues, scale: PositionScale, calendar: Calendar
  ) -> [ChartValue] {
    switch values.storage {
    case .automatic:
      return scale.ticks
    case .values(let list):
      return list
    case .numberStride(let step):
      guard case .continuous(let domain, let isDate, _) = scale.kind, step > 0, step.isFinite else {
        return scale.ticks
      }
      let first = (domain.lowerBound / step).rounded(.up) * step
      return NiceTicks.values(from: first, to: domain.upperBound, step: step)
        .filter { $0 <= domain.upperBound + step * 1e-9 }
        .map { isDate ? .date(Date(timeIntervalSince1970: $0)) : .number($0) }
    case .dateStride(let unit, let count):
      guard case .continuous(let domain, true, _) = scale.kind else { return scale.ticks }
      let range =
        Date(
          timeIntervalSince1970: domain.lowerBound)...Date(timeIntervalSince1970: domain.upperBound)
      let stride = DateTicks.Stride(unit: unit == .weekOfMonth ? .weekOfYear : unit, count: count)
      return DateTicks.ticks(in: range, stride: stride, calendar: calendar).map { .date($0) }
    }
  }
}
