import Foundation

/// A font: a system font of a size, or one of the named text styles, with a weight and design.
///
/// Named styles resolve to the point sizes of iOS's default (Large) Dynamic Type setting:
/// ``largeTitle`` 34, ``title`` 28, ``title2`` 22, ``title3`` 20, ``headline`` 17 semibold,
/// ``body`` 17, ``callout`` 16, ``subheadline`` 15, ``footnote`` 13, ``caption`` 12 and
/// ``caption2`` 11; at the other Dynamic Type sizes they follow
/// ``TextStyle/pointSize(at:)``.
public struct Font: Sendable, Hashable {
  /// The size, or the text style the size comes from.
  enum Size: Sendable, Hashable {
    case points(CGFloat)
    case style(TextStyle)
  }

  let size: Size
  var weight: Weight?
  var design: Design
  var isItalic = false
  var usesMonospacedDigits = false
  /// The family or PostScript name of a font the app ships (``custom(_:size:)``).
  var customName: String?
  /// The text style a size in points scales with under Dynamic Type (``custom(_:size:)``
  /// scales as body text does); `nil` for a size that never scales.
  var scalesLike: TextStyle?

  /// A named text style, as in Dynamic Type.
  public enum TextStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2

    /// The point size at the default Dynamic Type setting.
    public var pointSize: CGFloat {
      switch self {
      case .largeTitle: return 34
      case .title: return 28
      case .title2: return 22
      case .title3: return 20
      case .headline, .body: return 17
      case .callout: return 16
      case .subheadline: return 15
      case .footnote: return 13
      case .caption: return 12
      case .caption2: return 11
      }
    }

    /// The weight the style has unless one is given.
    var defaultWeight: Weight { self == .headline ? .semibold : .regular }
  }

  /// The thickness of a font's strokes, with the CSS/OpenType weight number it stands for.
  public struct Weight: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The OpenType weight class, 100 (ultra light) to 900 (black).
    public let value: Int

    /// Weight 100.
    public static let ultraLight = Weight(value: 100)
    /// Weight 200.
    public static let thin = Weight(value: 200)
    /// Weight 300.
    public static let light = Weight(value: 300)
    /// Weight 400.
    public static let regular = Weight(value: 400)
    /// Weight 500.
    public static let medium = Weight(value: 500)
    /// Weight 600.
    public static let semibold = Weight(value: 600)
    /// Weight 700.
    public static let bold = Weight(value: 700)
    /// Weight 800.
    public static let heavy = Weight(value: 800)
    /// Weight 900.
    public static let black = Weight(value: 900)

    /// A short, stable text form.
    public var description: String {
      let names = [
        100: "ultraLight", 200: "thin", 300: "light", 400: "regular", 500: "medium",
        600: "semibold", 700: "bold", 800: "heavy", 900: "black",
      ]
      return names[value] ?? "w\(value)"
    }
  }

  /// The family of shapes the font's letters come from.
  public enum Design: String, Sendable, Hashable, Codable {
    /// The system sans-serif.
    case `default`
    /// Rounded letter ends.
    case rounded
    /// A serif face.
    case serif
    /// Every character the same width.
    case monospaced
  }

  init(size: Size, weight: Weight?, design: Design) {
    self.size = size
    self.weight = weight
    self.design = design
  }

  /// The system font at `size` points.
  public static func system(
    size: CGFloat, weight: Weight? = nil, design: Design? = nil
  ) -> Font {
    Font(size: .points(size), weight: weight, design: design ?? .default)
  }

  /// The system font of a text style.
  public static func system(
    _ style: TextStyle, design: Design? = nil, weight: Weight? = nil
  ) -> Font {
    Font(size: .style(style), weight: weight, design: design ?? .default)
  }

  /// A font the app ships in its bundle resources, by PostScript name (`DejaVuSerif-Bold`)
  /// or family name (`DejaVu Serif`), at `size` points at the default (Large) text size,
  /// scaling with Dynamic Type as body text does.
  ///
  /// The renderer registers the `.ttf`/`.otf` files in the app's bundles with its fontconfig
  /// configuration, as iOS registers `UIAppFonts`; a name it does not find falls back to the
  /// system font, with a diagnostic.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    custom(name, size: size, relativeTo: .body)
  }

  /// A font the app ships, at `size` points, scaling with Dynamic Type as `textStyle` does.
  public static func custom(
    _ name: String, size: CGFloat, relativeTo textStyle: TextStyle
  )
    -> Font
  {
    var font = custom(name, fixedSize: size)
    font.scalesLike = textStyle
    return font
  }

  /// A font the app ships, at `fixedSize` points whatever the Dynamic Type setting.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    var font = Font(size: .points(fixedSize), weight: nil, design: .default)
    font.customName = name
    return font
  }

  /// 34 points.
  public static let largeTitle = system(.largeTitle)
  /// 28 points.
  public static let title = system(.title)
  /// 22 points.
  public static let title2 = system(.title2)
  /// 20 points.
  public static let title3 = system(.title3)
  /// 17 points, semibold.
  public static let headline = system(.headline)
  /// 15 points.
  public static let subheadline = system(.subheadline)
  /// 17 points; the default font of text.
  public static let body = system(.body)
  /// 16 points.
  public static let callout = system(.callout)
  /// 13 points.
  public static let footnote = system(.footnote)
  /// 12 points.
  public static let caption = system(.caption)
  /// 11 points.
  public static let caption2 = system(.caption2)

  /// This font with a weight.
  public func weight(_ weight: Weight) -> Font {
    var copy = self
    copy.weight = weight
    return copy
  }

  /// This font in bold.
  public func bold() -> Font { weight(.bold) }

  /// This font in italics.
  public func italic() -> Font {
    var copy = self
    copy.isItalic = true
    return copy
  }

  /// This font with digits of equal width, so changing numbers do not shift.
  public func monospacedDigit() -> Font {
    var copy = self
    copy.usesMonospacedDigits = true
    return copy
  }

  /// This font in its monospaced design.
  public func monospaced() -> Font {
    var copy = self
    copy.design = .monospaced
    return copy
  }

  /// The font with its size worked out for the text size a person chose (`dynamicTypeSize`,
  /// from the Human Interface Guidelines' table), and a weight that overrides the font's if
  /// given.
  func resolve(
    weight override: Weight? = nil, italic: Bool = false,
    dynamicTypeSize: DynamicTypeSize = .large
  ) -> ResolvedFont {
    let pointSize: CGFloat
    let style: TextStyle?
    switch size {
    case .points(let points):
      pointSize = points * (scalesLike?.scaleFactor(at: dynamicTypeSize) ?? 1)
      style = nil
    case .style(let textStyle):
      pointSize = textStyle.pointSize(at: dynamicTypeSize)
      style = textStyle
    }
    return ResolvedFont(
      size: pointSize, weight: override ?? weight ?? style?.defaultWeight ?? .regular,
      design: design, isItalic: isItalic || italic, usesMonospacedDigits: usesMonospacedDigits,
      textStyle: style, customName: customName)
  }
}

/// A font with everything a text measurer and renderer need: point size, weight, design.
public struct ResolvedFont: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The size in points.
  public var size: CGFloat
  /// The weight.
  public var weight: Font.Weight
  /// The design.
  public var design: Font.Design
  /// Whether the font is italic.
  public var isItalic: Bool
  /// Whether digits have equal widths.
  public var usesMonospacedDigits: Bool
  /// The named style the size came from, if any.
  public var textStyle: Font.TextStyle?
  /// Extra space after each character, in points (``Text/tracking(_:)`` plus
  /// ``Text/kerning(_:)``); negative tightens.
  public var tracking: CGFloat = 0
  /// How far the baseline is raised, in points (``Text/baselineOffset(_:)``).
  public var baselineOffset: CGFloat = 0
  /// Whether a line is drawn under the text.
  public var isUnderlined = false
  /// Whether a line is drawn through the text.
  public var isStrikethrough = false
  /// The underline's color; `nil` draws it in the text's color.
  public var underlineColor: ResolvedColor?
  /// The strikethrough's color; `nil` draws it in the text's color.
  public var strikethroughColor: ResolvedColor?
  /// The name of an app font (``Font/custom(_:size:)``), `nil` for the system font.
  public var customName: String?

  /// Creates a resolved font.
  public init(
    size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default,
    isItalic: Bool = false, usesMonospacedDigits: Bool = false, textStyle: Font.TextStyle? = nil,
    customName: String? = nil
  ) {
    self.customName = customName
    self.size = size
    self.weight = weight
    self.design = design
    self.isItalic = isItalic
    self.usesMonospacedDigits = usesMonospacedDigits
    self.textStyle = textStyle
  }

  /// This font `factor` times as large, its tracking and baseline offset scaled with it.
  public func scaled(by factor: CGFloat) -> ResolvedFont {
    var copy = self
    copy.size *= factor
    copy.tracking *= factor
    copy.baselineOffset *= factor
    return copy
  }

  /// The size, weight, then design and style when they are not the default:
  /// `17 semibold rounded italic`.
  public var description: String {
    var parts = [LayoutNumber.text(size), weight.description]
    if let customName { parts.insert("\"\(customName)\"", at: 0) }
    if design != .default { parts.append(design.rawValue) }
    if isItalic { parts.append("italic") }
    if usesMonospacedDigits { parts.append("monospacedDigit") }
    if tracking != 0 { parts.append("tracking \(LayoutNumber.text(tracking))") }
    if baselineOffset != 0 { parts.append("baseline \(LayoutNumber.text(baselineOffset))") }
    if isUnderlined { parts.append("underline") }
    if isStrikethrough { parts.append("strikethrough") }
    return parts.joined(separator: " ")
  }
}
