import Foundation

/// Lines of read-only text: a string as given, or a number or date formatted in the
/// environment's locale.
///
/// Text wraps at word boundaries to the width it is offered, truncates with "…" past its line
/// limit, and is as wide as its widest line. Its metrics come from the ``TextMeasurer`` layout
/// is given.
public struct Text: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  enum Storage {
    case verbatim(String)
    case formatted((EnvironmentValues) -> String)
  }

  let storage: Storage
  var font: Font?
  var weight: Font.Weight?
  var isItalic = false
  var usesMonospacedDigits = false
  var style: (any ShapeStyle)?

  /// Creates text that shows `content` exactly as given.
  public init(verbatim content: String) {
    storage = .verbatim(content)
  }

  /// Creates text that shows `content`.
  public init<S: StringProtocol>(_ content: S) {
    storage = .verbatim(String(content))
  }

  /// Creates text that shows `input` formatted by `format` in the environment's locale:
  /// `Text(0.25, format: .percent)`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatOutput == String {
    storage = .formatted { format.locale($0.locale).format(input) }
  }

  /// Creates text that shows a date or a time in the environment's locale and time zone, or
  /// the time from the environment's ``EnvironmentValues/now`` to it.
  public init(_ date: Date, style: DateStyle) {
    storage = .formatted { style.format(date, in: $0) }
  }

  /// Creates text whose string is worked out from the environment it is laid out in.
  init(formatting: @escaping (EnvironmentValues) -> String) {
    storage = .formatted(formatting)
  }

  /// The string the text shows in `environment`, in the environment's ``Text/Case``.
  func string(in environment: EnvironmentValues) -> String {
    let string: String
    switch storage {
    case .verbatim(let verbatim): string = verbatim
    case .formatted(let format): string = format(environment)
    }
    switch environment.textCase {
    case nil: return string
    case .uppercase?: return string.uppercased(with: environment.locale)
    case .lowercase?: return string.lowercased(with: environment.locale)
    }
  }

  /// How a date is shown.
  public struct DateStyle: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
      case absolute(Date.FormatStyle.DateStyle, Date.FormatStyle.TimeStyle)
      case relative, offset, timer
    }

    let kind: Kind

    /// The time of day, such as "9:41 AM".
    public static let time = DateStyle(kind: .absolute(.omitted, .shortened))
    /// The date, such as "June 3, 2024".
    public static let date = DateStyle(kind: .absolute(.long, .omitted))
    /// The time between now and the date, such as "2 hours, 5 minutes".
    public static let relative = DateStyle(kind: .relative)
    /// The signed offset of the date from now, such as "+2 hours" or "-5 minutes".
    public static let offset = DateStyle(kind: .offset)
    /// A timer counting down to the date or up from it, such as "2:05:23" or "5:23".
    public static let timer = DateStyle(kind: .timer)

    /// `date` in this style, in `environment`'s locale, calendar, time zone and moment.
    func format(_ date: Date, in environment: EnvironmentValues) -> String {
      let seconds = (date.timeIntervalSince(environment.now ?? date)).rounded()
      let duration = Duration.seconds(abs(seconds))
      switch kind {
      case .absolute(let dateStyle, let timeStyle):
        return Date.FormatStyle(
          date: dateStyle, time: timeStyle, locale: environment.locale,
          calendar: environment.calendar, timeZone: environment.timeZone
        ).format(date)
      case .relative:
        return duration.formatted(Self.units(count: 2, in: environment))
      case .offset:
        let sign = seconds < 0 ? "-" : "+"
        return sign + duration.formatted(Self.units(count: 1, in: environment))
      case .timer:
        let pattern: Duration.TimeFormatStyle.Pattern =
          abs(seconds) >= 3600 ? .hourMinuteSecond : .minuteSecond
        return duration.formatted(.time(pattern: pattern).locale(environment.locale))
      }
    }

    /// Days, hours, minutes and seconds spelled out, the largest `count` that are not zero.
    private static func units(
      count: Int, in environment: EnvironmentValues
    )
      -> Duration.UnitsFormatStyle
    {
      Duration.UnitsFormatStyle(
        allowedUnits: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: count
      ).locale(environment.locale)
    }
  }

  /// Where text is cut when it needs more lines than allowed.
  public enum TruncationMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// "…" at the start of the last line.
    case head
    /// "…" at the end of the last line.
    case tail
    /// "…" in the middle of the last line.
    case middle
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let environment = context.environment
    var resolvedFont = (font ?? environment.font ?? .body).resolve(
      weight: weight ?? environment.fontWeight, italic: isItalic || environment.isItalic)
    if usesMonospacedDigits { resolvedFont.usesMonospacedDigits = true }
    let request = TextLayoutRequest(
      string: string(in: environment), font: resolvedFont, width: nil,
      lineLimit: environment.lineLimit, truncationMode: environment.truncationMode,
      alignment: environment.multilineTextAlignment)
    let rule = TextLeafLayout(measurer: context.measurer, request: request)
    let paint =
      style.map { PaintResolver.paint(for: $0, in: environment) }
      ?? PaintResolver.foreground(in: environment)
    let drawing = TextDrawing(
      rule: rule, paint: paint, isRedacted: environment.isRedacted,
      placeholderColor: paint.representativeColor.multiplyingOpacity(by: 0.2))
    return [LayoutNode(rule: rule, drawing: .text(drawing))]
  }
}

extension Text {
  /// This text in `font`.
  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.font = font
    return copy
  }

  /// This text with a weight.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var copy = self
    copy.weight = weight
    return copy
  }

  /// This text in bold.
  public func bold() -> Text { fontWeight(.bold) }

  /// This text in italics.
  public func italic() -> Text {
    var copy = self
    copy.isItalic = true
    return copy
  }

  /// This text with digits of equal width.
  public func monospacedDigit() -> Text {
    var copy = self
    copy.usesMonospacedDigits = true
    return copy
  }

  /// This text in `color`; `nil` keeps the environment's foreground style.
  public func foregroundColor(_ color: Color?) -> Text {
    var copy = self
    copy.style = color
    return copy
  }

  /// This text painted with `style`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    var copy = self
    copy.style = style
    return copy
  }
}
