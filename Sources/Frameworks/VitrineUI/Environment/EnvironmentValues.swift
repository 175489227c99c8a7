import Foundation
import VitrineWidgetCore

/// A key for a value in ``EnvironmentValues``, declared by extending the environment, as in
/// SwiftUI.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///   var accent: Color {
///     get { self[AccentKey.self] }
///     set { self[AccentKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  /// The type of the value; environments cross threads, so values must be `Sendable`.
  associatedtype Value: Sendable
  /// The value when no view above has set one.
  static var defaultValue: Value { get }
}

/// The values a view reads from its surroundings: widget family, color scheme, fonts, and any
/// value a view above it set with ``View/environment(_:_:)``.
///
/// Every value has a default, so a fresh `EnvironmentValues()` is a complete environment: a
/// small widget in light mode at scale 1, in the `en_US` locale and the UTC time zone (fixed
/// defaults keep layout a pure function of its inputs).
/// Longer than 400 lines: as in SwiftUI, each environment value is a computed property declared
/// in the file of the feature it configures; the struct itself is the storage, ~40 lines.
public struct EnvironmentValues: Sendable {
  /// The values, shared by copies until one of them changes a value: layout copies the
  /// environment for every view it resolves, and a copy is one reference this way.
  private var storage = EnvironmentStorage()

  /// The family of the widget being drawn.
  public var widgetFamily: WidgetFamily {
    get { storage.fields.widgetFamily }
    set { update { $0.widgetFamily = newValue } }
  }
  /// Light or dark appearance.
  public var colorScheme: ColorScheme {
    get { storage.fields.colorScheme }
    set { update { $0.colorScheme = newValue } }
  }
  /// Pixels per point.
  public var displayScale: CGFloat {
    get { storage.fields.displayScale }
    set { update { $0.displayScale = newValue } }
  }
  /// Why content is shown redacted, if it is.
  public var redactionReasons: RedactionReasons {
    get { storage.fields.redactionReasons }
    set { update { $0.redactionReasons = newValue } }
  }
  /// The locale numbers and dates are formatted in.
  public var locale: Locale {
    get { storage.fields.locale }
    set {
      update {
        $0.locale = newValue
        $0.localeDirection = LayoutDirection(locale: newValue)
      }
    }
  }
  /// The direction ``locale``'s language reads in, worked out when the locale is set (layout
  /// asks for it for every view).
  var localeDirection: LayoutDirection { storage.fields.localeDirection }
  /// The time zone dates are formatted in.
  public var timeZone: TimeZone {
    get { storage.fields.timeZone }
    set { update { $0.timeZone = newValue } }
  }
  /// The moment the widget is drawn at: `Text(date, style: .relative)`, `.offset` and
  /// `.timer` count from it. Hosts set it from their clock; `nil` counts from the date itself,
  /// so layout never reads the system clock.
  public var now: Date? {
    get { storage.fields.now }
    set { update { $0.now = newValue } }
  }
  /// The calendar dates are formatted in.
  public var calendar: Calendar {
    get { storage.fields.calendar }
    set { update { $0.calendar = newValue } }
  }
  /// The margins the system puts around a widget's content.
  public var widgetContentMargins: EdgeInsets {
    get { storage.fields.widgetContentMargins }
    set { update { $0.widgetContentMargins = newValue } }
  }
  /// Whether the widget's container background is shown (it is on the home screen).
  public var showsWidgetContainerBackground: Bool {
    get { storage.fields.showsWidgetContainerBackground }
    set { update { $0.showsWidgetContainerBackground = newValue } }
  }
  /// How the widget's colors are rendered.
  public var widgetRenderingMode: WidgetRenderingMode {
    get { storage.fields.widgetRenderingMode }
    set { update { $0.widgetRenderingMode = newValue } }
  }
  /// Whether the display is dimmed, as on an always-on lock screen.
  public var isLuminanceReduced: Bool {
    get { storage.fields.isLuminanceReduced }
    set { update { $0.isLuminanceReduced = newValue } }
  }
  /// The default font of text; `nil` is the body style.
  public var font: Font? {
    get { storage.fields.font }
    set { update { $0.font = newValue } }
  }
  /// The most lines text may use; `nil` means no limit.
  public var lineLimit: Int? {
    get { storage.fields.lineLimit }
    set { update { $0.lineLimit = newValue } }
  }
  /// Where text is cut when it does not fit.
  public var truncationMode: Text.TruncationMode {
    get { storage.fields.truncationMode }
    set { update { $0.truncationMode = newValue } }
  }
  /// How the lines of multiline text are aligned.
  public var multilineTextAlignment: TextAlignment {
    get { storage.fields.multilineTextAlignment }
    set { update { $0.multilineTextAlignment = newValue } }
  }
  /// The accent color of controls such as progress bars; `nil` is the system blue.
  public var tint: Color? {
    get { storage.fields.tint }
    set { update { $0.tint = newValue } }
  }
  /// How big symbol images are relative to their font.
  public var imageScale: Image.Scale {
    get { storage.fields.imageScale }
    set { update { $0.imageScale = newValue } }
  }
  /// How the layers of symbol images are colored; `nil` is each symbol's default.
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { storage.fields.symbolRenderingMode }
    set { update { $0.symbolRenderingMode = newValue } }
  }
  /// The variant symbol images are drawn in (filled, in a circle, …).
  public var symbolVariants: SymbolVariants {
    get { storage.fields.symbolVariants }
    set { update { $0.symbolVariants = newValue } }
  }
  /// Whether controls respond to taps; ``View/disabled(_:)`` turns it off below.
  public var isEnabled: Bool {
    get { storage.fields.isEnabled }
    set { update { $0.isEnabled = newValue } }
  }
  /// Objects put in the environment with `environmentObject(_:)`.
  var environmentObjects: EnvironmentObjects {
    get { storage.fields.environmentObjects }
    set { update { $0.environmentObjects = newValue } }
  }
  /// What app containers tell the views inside them.
  var container: ContainerEnvironment {
    get { storage.fields.container }
    set { update { $0.container = newValue } }
  }
  /// The style text and shapes are drawn with; `nil` is the primary color. An
  /// ``AnyShapeStyle`` is kept unwrapped: a hierarchical level wrapped in one is relative to
  /// the foreground above, never to itself.
  var foregroundStyle: (any ShapeStyle)? {
    get { storage.fields.foregroundStyle }
    set { update { $0.foregroundStyle = newValue.map { ($0 as? AnyShapeStyle)?.base ?? $0 } } }
  }
  /// A weight set for all text below, overriding the font's.
  var fontWeight: Font.Weight? {
    get { storage.fields.fontWeight }
    set { update { $0.fontWeight = newValue } }
  }
  /// Whether text below is italic.
  var isItalic: Bool {
    get { storage.fields.isItalic }
    set { update { $0.isItalic = newValue } }
  }
  /// Whether text below draws its digits at one width (``View/monospacedDigit()``).
  var usesMonospacedDigits: Bool {
    get { storage.fields.usesMonospacedDigits }
    set { update { $0.usesMonospacedDigits = newValue } }
  }
  /// Whether the views below were marked with `privacySensitive()`.
  var isPrivacySensitive: Bool {
    get { storage.fields.isPrivacySensitive }
    set { update { $0.isPrivacySensitive = newValue } }
  }

  /// Values of keys declared outside VitrineUI.
  private var custom: [ObjectIdentifier: any Sendable] {
    get { storage.fields.custom }
    set { update { $0.custom = newValue } }
  }

  /// Creates an environment with every value at its default.
  public init() {}

  /// Changes the stored values, copying them first when another environment shares them.
  private mutating func update(_ change: (inout EnvironmentFields) -> Void) {
    if !isKnownUniquelyReferenced(&storage) { storage = EnvironmentStorage(storage.fields) }
    change(&storage.fields)
  }

  /// Whether `other` shares this environment's stored values (so holds the same values).
  func sharesStorage(with other: EnvironmentValues) -> Bool { storage === other.storage }

  /// The value of a custom key.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      // Unwrapped before the cast: casting an absent value still asked the runtime.
      guard let value = storage.fields.custom[ObjectIdentifier(key)] else {
        return Key.defaultValue
      }
      return value as? Key.Value ?? Key.defaultValue
    }
    set { custom[ObjectIdentifier(key)] = newValue }
  }

  /// Whether the values of custom keys are the same in `other`.
  func customValuesMatch(_ other: EnvironmentValues) -> Bool {
    custom.count == other.custom.count
      && custom.allSatisfy { key, value in
        other.custom[key].map { InputComparison.valuesMatch(value, $0, depth: 1) } ?? false
      }
  }

  /// The environment of the view whose body is being read; set by layout around each body.
  @TaskLocal static var current: EnvironmentValues?

  /// Whether text and images below are drawn as placeholders.
  var isRedacted: Bool {
    redactionReasons.contains(.placeholder)
      || (isPrivacySensitive && redactionReasons.contains(.privacy))
  }
}

/// The stored values of an ``EnvironmentValues``, each documented there.
private struct EnvironmentFields: Sendable {
  var widgetFamily: WidgetFamily = .systemSmall
  var colorScheme: ColorScheme = .light
  var displayScale: CGFloat = 1
  var redactionReasons: RedactionReasons = []
  var locale: Locale = Locale(identifier: "en_US")
  var localeDirection: LayoutDirection = .leftToRight
  var timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current
  var now: Date? = nil
  var calendar: Calendar = Calendar(identifier: .gregorian)
  var widgetContentMargins: EdgeInsets = EdgeInsets()
  var showsWidgetContainerBackground: Bool = true
  var widgetRenderingMode: WidgetRenderingMode = .fullColor
  var isLuminanceReduced: Bool = false
  var font: Font? = nil
  var lineLimit: Int? = nil
  var truncationMode: Text.TruncationMode = .tail
  var multilineTextAlignment: TextAlignment = .leading
  var tint: Color? = nil
  var imageScale: Image.Scale = .medium
  var symbolRenderingMode: SymbolRenderingMode? = nil
  var symbolVariants: SymbolVariants = .none
  var isEnabled: Bool = true
  var environmentObjects: EnvironmentObjects = EnvironmentObjects()
  var container: ContainerEnvironment = ContainerEnvironment()
  var foregroundStyle: (any ShapeStyle)? = nil
  var fontWeight: Font.Weight? = nil
  var isItalic: Bool = false
  var usesMonospacedDigits: Bool = false
  var isPrivacySensitive: Bool = false
  var custom: [ObjectIdentifier: any Sendable] = [:]
}

/// The box ``EnvironmentValues`` shares between its copies. It is changed only while one
/// environment holds it alone (copy on write), so sharing it across threads only reads it.
/// Its accesses are not checked for exclusivity at run time (every view reads the environment
/// many times): a change is one assignment, with no call that could reach the same storage.
private final class EnvironmentStorage: @unchecked Sendable {
  @exclusivity(unchecked) var fields: EnvironmentFields

  init(_ fields: EnvironmentFields = EnvironmentFields()) { self.fields = fields }
}
