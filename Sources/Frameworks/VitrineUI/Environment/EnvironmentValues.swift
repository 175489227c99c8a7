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
public struct EnvironmentValues: Sendable {
  /// The family of the widget being drawn.
  public var widgetFamily: WidgetFamily = .systemSmall
  /// Light or dark appearance.
  public var colorScheme: ColorScheme = .light
  /// Pixels per point.
  public var displayScale: CGFloat = 1
  /// Why content is shown redacted, if it is.
  public var redactionReasons: RedactionReasons = []
  /// The locale numbers and dates are formatted in.
  public var locale: Locale = Locale(identifier: "en_US")
  /// The time zone dates are formatted in.
  public var timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current
  /// The moment the widget is drawn at: `Text(date, style: .relative)`, `.offset` and
  /// `.timer` count from it. Hosts set it from their clock; `nil` counts from the date itself,
  /// so layout never reads the system clock.
  public var now: Date? = nil
  /// The calendar dates are formatted in.
  public var calendar: Calendar = Calendar(identifier: .gregorian)
  /// The margins the system puts around a widget's content.
  public var widgetContentMargins: EdgeInsets = EdgeInsets()
  /// Whether the widget's container background is shown (it is on the home screen).
  public var showsWidgetContainerBackground: Bool = true
  /// How the widget's colors are rendered.
  public var widgetRenderingMode: WidgetRenderingMode = .fullColor
  /// Whether the display is dimmed, as on an always-on lock screen.
  public var isLuminanceReduced: Bool = false
  /// The default font of text; `nil` is the body style.
  public var font: Font? = nil
  /// The most lines text may use; `nil` means no limit.
  public var lineLimit: Int? = nil
  /// Where text is cut when it does not fit.
  public var truncationMode: Text.TruncationMode = .tail
  /// How the lines of multiline text are aligned.
  public var multilineTextAlignment: TextAlignment = .leading
  /// The accent color of controls such as progress bars; `nil` is the system blue.
  public var tint: Color? = nil
  /// How big symbol images are relative to their font.
  public var imageScale: Image.Scale = .medium
  /// How the layers of symbol images are colored; `nil` is each symbol's default.
  public var symbolRenderingMode: SymbolRenderingMode? = nil
  /// The variant symbol images are drawn in (filled, in a circle, …).
  public var symbolVariants: SymbolVariants = .none

  /// Whether controls respond to taps; ``View/disabled(_:)`` turns it off below.
  public var isEnabled: Bool = true

  /// Objects put in the environment with `environmentObject(_:)`.
  var environmentObjects = EnvironmentObjects()
  /// What app containers tell the views inside them.
  var container = ContainerEnvironment()
  /// The style text and shapes are drawn with; `nil` is the primary color.
  var foregroundStyle: (any ShapeStyle)? = nil
  /// A weight set for all text below, overriding the font's.
  var fontWeight: Font.Weight? = nil
  /// Whether text below is italic.
  var isItalic: Bool = false
  /// Whether text below draws its digits at one width (``View/monospacedDigit()``).
  var usesMonospacedDigits: Bool = false
  /// Whether the views below were marked with `privacySensitive()`.
  var isPrivacySensitive: Bool = false
  /// Values of keys declared outside VitrineUI.
  private var custom: [ObjectIdentifier: any Sendable] = [:]

  /// Creates an environment with every value at its default.
  public init() {}

  /// The value of a custom key.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { (custom[ObjectIdentifier(key)] as? Key.Value) ?? Key.defaultValue }
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
