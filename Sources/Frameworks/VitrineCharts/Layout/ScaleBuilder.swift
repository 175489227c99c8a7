import Foundation
import VitrineUI

/// Chooses a scale for an axis's values: categories when any value is a string, dates when
/// any is a date, numbers otherwise; an automatic numeric domain includes zero when the axis
/// measures bars or areas (and for y), and is widened to nice ticks.
struct ScaleBuilder {
  let calendar: Calendar
  let locale: Locale

  /// The scale for `values`, or `nil` when the axis has none.
  func scale(
    values: [ChartValue], spec: ChartScaleSpec, includesZero: Bool, length: CGFloat,
    axis: ChartAxisSpec, isX: Bool
  ) -> PositionScale? {
    var scale: PositionScale
    let desired = axis.marks?.lazy.compactMap { marks -> Int? in
      if case .automatic(let count?) = marks.values.storage { return count }
      return nil
    }.first
    if case .categories(let names) = spec.domain.storage {
      scale = PositionScale(kind: .category(names))
    } else if values.contains(where: { $0.category != nil }) {
      var names: [String] = []
      for value in values {
        let name = ChartPalette.name(of: value)
        if !names.contains(name) { names.append(name) }
      }
      scale = PositionScale(kind: .category(names))
    } else {
      // A logarithmic scale places only positive values (a bar's base at zero is not one).
      let numbers = values.compactMap(\.continuous).filter {
        $0.isFinite && (spec.type != .log || $0 > 0)
      }
      let isDate = values.contains { if case .date = $0 { true } else { false } }
      if numbers.isEmpty, case .automatic = spec.domain.storage { return nil }
      var low = numbers.min() ?? 0
      var high = numbers.max() ?? 1
      var explicit = false
      var reversed = false
      switch spec.domain.storage {
      case .continuous(let range):
        (low, high, explicit) = (range.lowerBound, range.upperBound, true)
      case .automatic(let zero, let reverse):
        reversed = reverse
        // A logarithmic scale never reaches zero, whatever the marks.
        let zeroAllowed = ScaleTransform(spec.type).allowsZero
        if !isDate, zeroAllowed, zero ?? includesZero { (low, high) = (min(low, 0), max(high, 0)) }
      case .categories: break
      }
      let log = spec.type == .log && low > 0
      if isDate {
        let span = high - low
        let stride = dateStride(axis: axis, span: span, length: length)
        let domain = Date(timeIntervalSince1970: low)...Date(timeIntervalSince1970: max(high, low))
        let ticks = DateTicks.ticks(in: domain, stride: stride, calendar: calendar)
        scale = PositionScale(
          kind: .continuous(domain: low...max(high, low + 1), isDate: true, log: false))
        scale.ticks = ticks.map { .date($0) }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate(
          DateTicks.template(for: stride, span: span, length: length))
        scale.labelFormat = { value in
          guard case .date(let date) = value else { return ChartPalette.name(of: value) }
          return formatter.string(from: date)
        }
        scale.labelsLead = true
      } else if log {
        // Powers of ten, the automatic domain widened to them (Charts' log scale).
        let powers = ScaleTransform.powersOfTen(from: low, to: high)
        let domain =
          explicit ? low...max(high, low) : (powers.first ?? low)...(powers.last ?? high)
        scale = PositionScale(kind: .continuous(domain: domain, isDate: false, log: true))
        scale.ticks = powers.filter {
          $0 >= domain.lowerBound * (1 - 1e-9) && $0 <= domain.upperBound * (1 + 1e-9)
        }.map { .number($0) }
        scale.labelFormat = Self.numberFormat(locale)
      } else {
        let intervals = desired.map { max($0 - 1, 1) } ?? NiceTicks.intervals(forLength: length)
        let nice = NiceTicks.ticks(lower: low, upper: high, intervals: intervals)
        let domain = explicit ? low...max(high, low) : nice.domain
        scale = PositionScale(kind: .continuous(domain: domain, isDate: false, log: log))
        if explicit {
          let step = NiceTicks.step(
            near: (domain.upperBound - domain.lowerBound) / Double(intervals))
          let first = (domain.lowerBound / step).rounded(.up) * step
          scale.ticks = NiceTicks.values(from: first, to: domain.upperBound, step: step)
            .filter { $0 <= domain.upperBound + step * 1e-9 }.map { .number($0) }
        } else {
          scale.ticks = nice.values.map { .number($0) }
        }
        scale.labelFormat = Self.numberFormat(locale)
        scale.transform = ScaleTransform(spec.type)
      }
      scale.reversed = reversed
    }
    if case .category(let names) = scale.kind { scale.ticks = names.map { .category($0) } }
    scale.insets = spec.rangeInsets
    return scale
  }

  /// Numbers written in the locale (grouping, decimal mark), never "-0".
  static func numberFormat(_ locale: Locale) -> (ChartValue) -> String {
    let style = FloatingPointFormatStyle<Double>.number.locale(locale)
    return { value in
      guard case .number(let number) = value else { return ChartPalette.name(of: value) }
      return (number == 0 ? 0 : number).formatted(style)
    }
  }

  /// The date stride for an axis: the marks' own stride when given, else as many whole units
  /// as fit one label per 36 points.
  func dateStride(axis: ChartAxisSpec, span: Double, length: CGFloat) -> DateTicks.Stride {
    for marks in axis.marks ?? [] {
      if case .dateStride(let unit, let count) = marks.values.storage {
        return DateTicks.Stride(unit: unit == .weekOfMonth ? .weekOfYear : unit, count: count)
      }
    }
    // One label per 36 points at most, and no more than six: a day reads every six hours
    // and a month every week, as Apple's "Customizing axes in Swift Charts" shows.
    let fit = length.isFinite ? Int(length / 36) : 6
    return DateTicks.stride(
      span: span, maximumCount: min(max(fit, 2), DateTicks.automaticCount), length: length)
  }
}
