import Foundation
import VitrineWidgetCore

/// Lines of read-only text: a string as given, or a number or date formatted in the
/// environment's locale.
///
/// Text wraps at word boundaries to the width it is offered, truncates with "…" past its line
/// limit, and is as wide as its widest line. Its metrics come from the ``TextMeasurer`` layout
/// is given.
/// Longer than 400 lines: SwiftUI's `Text` is one type; its initializers, formatters, timers and
/// typography modifiers are each in a file of their own under Text/.
nonisolated public struct Text: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  /// Where a run's characters come from.
  enum Storage {
    case verbatim(String)
    case formatted((EnvironmentValues) -> String)
    case localized(LocalizedStringKey, table: String?, bundle: Bundle?)
    case resource(LocalizedStringResource)
  }

  /// A stretch of text with its own style; `Text + Text` joins runs.
  struct Run {
    var storage: Storage
    var style = TextRunStyle()
  }

  var runs: [Run]

  init(storage: Storage) {
    runs = [Run(storage: storage)]
  }

  /// Creates text that shows `content` exactly as given, without looking it up.
  public init(verbatim content: String) {
    self.init(storage: .verbatim(content))
  }

  /// Creates text that shows `content` as given: a string that is not a literal is not looked
  /// up in the localization tables, as in SwiftUI.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.init(storage: .verbatim(String(content)))
  }

  /// Creates text that shows the translation of `key` in `tableName` (`Localizable` when
  /// `nil`) of `bundle` (the default bundles of ``LocalizationTables`` when `nil`) for the
  /// environment's locale, or the key itself, with its interpolated values filled in.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    self.init(storage: .localized(key, table: tableName, bundle: bundle))
  }

  /// Creates text that shows `resource` translated for the environment's locale.
  ///
  /// Disfavored, so that a string literal makes a ``LocalizedStringKey``, as in SwiftUI.
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) {
    self.init(storage: .resource(resource))
  }

  /// Creates text that shows `input` formatted by `format` in the environment's locale:
  /// `Text(0.25, format: .percent)`, `Text(date, format: .dateTime.hour().minute())`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatOutput == String {
    self.init(storage: .formatted { format.locale($0.locale).format(input) })
  }

  /// Creates text that shows `subject` as `formatter` formats it.
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    let text = formatter.string(for: subject) ?? String(describing: subject)
    self.init(storage: .verbatim(text))
  }

  /// Creates text that shows a date or a time in the environment's locale and time zone, or
  /// the time from the environment's ``EnvironmentValues/now`` to it.
  public init(_ date: Date, style: DateStyle) {
    self.init(storage: .formatted { style.format(date, in: $0) })
  }

  /// Creates text whose string is worked out from the environment it is laid out in.
  init(formatting: @escaping (EnvironmentValues) -> String) {
    self.init(storage: .formatted(formatting))
  }

  /// The string the text shows in `environment`, in the environment's ``Text/Case``.
  func string(in environment: EnvironmentValues) -> String {
    runs.map { Self.string(of: $0.storage, in: environment) }.joined()
  }

  /// The string without the environment's case applied, for interpolating into other text.
  func plainString(in environment: EnvironmentValues) -> String {
    var plain = environment
    plain.textCase = nil
    return string(in: plain)
  }

  /// The characters of one run in `environment`, in its ``Text/Case``.
  static func string(of storage: Storage, in environment: EnvironmentValues) -> String {
    let string: String
    switch storage {
    case .verbatim(let verbatim): string = verbatim
    case .formatted(let format): string = format(environment)
    case .localized(let key, let table, let bundle):
      string = key.resolve(table: table, bundle: bundle, in: environment)
    case .resource(let resource): string = resource.localized(for: environment.locale)
    }
    switch environment.textCase {
    case nil: return string
    case .uppercase?: return string.uppercased(with: environment.locale)
    case .lowercase?: return string.lowercased(with: environment.locale)
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

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let environment = context.environment
    let isMultiRun = runs.count > 1
    let request: TextLayoutRequest
    let paint: Paint
    var runPaints: [Paint] = []
    if let run = runs.first, !isMultiRun {
      // One run (most text): no arrays of strings, fonts and paints to join.
      request = TextLayoutRequest(
        string: Self.string(of: run.storage, in: environment),
        font: run.style.resolvedFont(in: environment), width: nil,
        lineLimit: environment.lineLimit, truncationMode: environment.truncationMode,
        alignment: environment.drawnTextAlignment)
      paint = run.style.paint(in: environment)
    } else {
      let strings = runs.map { Self.string(of: $0.storage, in: environment) }
      let fonts = runs.map { $0.style.resolvedFont(in: environment) }
      runPaints = runs.map { $0.style.paint(in: environment) }
      paint = runPaints.first ?? PaintResolver.foreground(in: environment)
      request = TextLayoutRequest(
        string: strings.joined(), font: fonts.first ?? Font.body.resolve(), width: nil,
        lineLimit: environment.lineLimit, truncationMode: environment.truncationMode,
        alignment: environment.drawnTextAlignment,
        runs: zip(strings, fonts).map { TextRun(utf8Count: $0.utf8.count, font: $1) })
    }
    let fitting = TextFitting(
      lineSpacing: environment.lineSpacing, minimumScaleFactor: environment.minimumScaleFactor,
      allowsTightening: environment.allowsTightening)
    let rule = TextLeafLayout(measurer: context.measurer, request: request, fitting: fitting)
    let drawing = TextDrawing(
      rule: rule, paint: paint, runPaints: isMultiRun ? runPaints : [],
      isRedacted: environment.isRedacted,
      placeholderColor: paint.representativeColor.multiplyingOpacity(by: 0.2))
    let node = LayoutNode(rule: rule, drawing: .text(drawing))
    guard environment.lineLimitReservesSpace, let lines = environment.lineLimit else {
      return [node]
    }
    return [
      LayoutNode.wrapping(
        node, in: ReservedLinesLayout(measurer: context.measurer, request: request, lines: lines))
    ]
  }
}
