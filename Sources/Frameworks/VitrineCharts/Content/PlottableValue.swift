import Foundation
import VitrineUI

/// A value for one of a mark's channels with its label: `.value("Steps", entry.steps)`.
///
/// A date may carry a `unit` (`.value("Day", date, unit: .day)`): the mark then spans that
/// whole day, week or month, as bars of a date axis do in Charts.
public struct PlottableValue<Value: Plottable> {
  /// The plotted value.
  public let value: Value
  /// The channel's name, shown in the legend and read by VoiceOver.
  let label: Text
  /// The calendar unit a date stands for, if any.
  let unit: Calendar.Component?
  /// The calendar the unit is counted in (the environment's when `nil`).
  let calendar: Calendar?
  /// The end of the interval the value starts, for a value given as a range.
  var end: Value? = nil

  /// A value named by a localized key.
  public static func value(_ label: LocalizedStringKey, _ value: Value) -> Self {
    Self(value: value, label: Text(label), unit: nil, calendar: nil)
  }

  /// A value named by a string, shown verbatim.
  @_disfavoredOverload
  public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> Self {
    Self(value: value, label: Text(String(label)), unit: nil, calendar: nil)
  }

  /// A value named by a text.
  public static func value(_ label: Text, _ value: Value) -> Self {
    Self(value: value, label: label, unit: nil, calendar: nil)
  }

  /// A value that spans `range` (a bar over half an hour: `date ..< date + 1800`), named by a
  /// string.
  public static func value<S: StringProtocol>(_ label: S, _ range: Range<Value>) -> Self
  where Value: Comparable {
    Self(
      value: range.lowerBound, label: Text(String(label)), unit: nil, calendar: nil,
      end: range.upperBound)
  }

  /// A value that spans `range`, named by a text.
  public static func value(_ label: Text, _ range: Range<Value>) -> Self where Value: Comparable {
    Self(value: range.lowerBound, label: label, unit: nil, calendar: nil, end: range.upperBound)
  }

  /// The value as the chart places it.
  var channel: PlotChannel {
    PlotChannel(
      value: value.primitivePlottable.chartValue, label: label, unit: unit, calendar: calendar,
      end: end?.primitivePlottable.chartValue)
  }
}

extension PlottableValue where Value == Date {
  /// A date that stands for the whole `unit` it falls in (a day, a week, a month).
  public static func value(
    _ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component,
    calendar: Calendar? = nil
  ) -> Self {
    Self(value: value, label: Text(label), unit: unit, calendar: calendar)
  }

  /// A date that stands for the whole `unit` it falls in, named by a string.
  @_disfavoredOverload
  public static func value<S: StringProtocol>(
    _ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar? = nil
  ) -> Self {
    Self(value: value, label: Text(String(label)), unit: unit, calendar: calendar)
  }
}

/// One channel of a mark as placed: its value, label and date unit.
struct PlotChannel {
  /// The value.
  var value: ChartValue
  /// The channel's name.
  var label: Text
  /// The calendar unit a date stands for.
  var unit: Calendar.Component? = nil
  /// The calendar the unit is counted in.
  var calendar: Calendar? = nil
  /// The end of the interval a range value spans.
  var end: ChartValue? = nil
}
