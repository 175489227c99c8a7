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

  /// Creates text that shows a date or a time in the environment's locale and time zone.
  public init(_ date: Date, style: DateStyle) {
    storage = .formatted { environment in
      let format = Date.FormatStyle(
        date: style.dateStyle, time: style.timeStyle, locale: environment.locale,
        calendar: environment.calendar, timeZone: environment.timeZone)
      return format.format(date)
    }
  }

  /// The string the text shows in `environment`.
  func string(in environment: EnvironmentValues) -> String {
    switch storage {
    case .verbatim(let string): return string
    case .formatted(let format): return format(environment)
    }
  }

  /// How a date is shown.
  public struct DateStyle: Sendable, Hashable {
    let dateStyle: Date.FormatStyle.DateStyle
    let timeStyle: Date.FormatStyle.TimeStyle

    /// The time of day, such as "9:41 AM".
    public static let time = DateStyle(dateStyle: .omitted, timeStyle: .shortened)
    /// The date, such as "June 3, 2024".
    public static let date = DateStyle(dateStyle: .long, timeStyle: .omitted)
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
