import CVitrinePangoCairo
import Foundation
import VitrineUI

/// The renderer's fonts and text engine: a fontconfig configuration made of explicit font
/// files, a Pango font map that uses only it, and one Pango context with fixed font options.
///
/// Both the ``PangoTextMeasurer`` (during layout) and the renderer (when drawing) go through
/// one `FontSystem`, so a line is shaped by the same engine, the same fonts and the same
/// options when it is measured and when it is drawn; shaped lines are kept in a small cache, so
/// a line drawn right after layout measured it is often the very same Pango layout.
///
/// Pango and fontconfig objects are not thread-safe: every use of them happens under one lock.
/// Measuring and drawing text is therefore serialized per font system; everything else a render
/// does (shapes, images, encoding) runs in parallel.
/// Longer than 400 lines: Pango and fontconfig are not thread-safe, so everything that touches
/// them (font descriptions, shaping, line breaking, metrics and their caches) is in this one type
/// behind its one lock, where a reader can see that no Pango call escapes it.
public final class FontSystem: @unchecked Sendable {
  /// The files this system was made from.
  public let files: FontFiles

  private let lock = NSLock()
  private let config: OpaquePointer
  /// The Pango font map over `config`; used under the lock only.
  let fontMap: UnsafeMutablePointer<PangoFontMap>
  /// The one Pango context, with the fixed font options; used under the lock only.
  let context: OpaquePointer
  private var descriptions: [ResolvedFont: OpaquePointer] = [:]
  private var metricsCache: [ResolvedFont: FontMetrics] = [:]
  private var shaped: [ShapeKey: CachedLine] = [:]
  private var useCounter: UInt64 = 0
  private var breaks: [BreakKey: [Range<Int>]] = [:]
  private var symbolLines: [SymbolKey: ShapedLine] = [:]
  /// The app's fonts by lowercased PostScript, full and family name.
  private var appFaces: [String: AppFontFace] = [:]
  private var reportedFontNames: Set<String> = []

  /// How many shaped lines are kept.
  static let cacheCapacity = 1024

  /// Pango's fixed-point unit: 1024 per point.
  static let unit = CGFloat(PANGO_SCALE)

  /// Creates a font system over `files`.
  ///
  /// - Throws: ``FontSystemError/missingFontFiles(_:)`` when a file does not exist,
  ///   ``FontSystemError/unusableFontFile(_:)`` when fontconfig cannot read one.
  /// The app's own fonts (``AppFonts``) are registered too: `appFonts`, or those found in
  /// the app's bundles when `nil`. An app font fontconfig cannot read is reported and skipped.
  public init(files: FontFiles, appFonts: [URL]? = nil) throws {
    let missing = files.missing
    guard missing.isEmpty else { throw FontSystemError.missingFontFiles(missing.map(\.path)) }
    guard let config = FcConfigCreate() else {
      throw FontSystemError.engine("FcConfigCreate failed")
    }
    let pinned = files.text + files.emoji + files.symbols + files.scripts + files.fallback
    guard FcConfigParseAndLoadFromMemory(config, FontFiles.fontconfigXML, 1) != 0,
      FcConfigParseAndLoadFromMemory(
        config, PinnedFontRegistration.selectionXML(for: pinned), 1) != 0
    else {
      FcConfigDestroy(config)
      throw FontSystemError.engine("fontconfig refused the generated configuration")
    }
    do {
      try PinnedFontRegistration.register(pinned, in: config)
    } catch {
      FcConfigDestroy(config)
      throw error
    }
    for file in appFonts ?? AppFonts.discoveredFiles()
    where FcConfigAppFontAddFile(config, file.path) == 0 {
      FileHandle.standardError.write(
        Data("vitrine: fonts: fontconfig cannot read the app font \(file.path)\n".utf8))
    }
    appFaces = AppFontFace.names(in: config)
    // Before the first font map: Pango starts fontconfig's default initialisation (the system
    // configuration and every installed font's cache) on a thread of its own unless the
    // process already has a current configuration, work a pinned font set never uses.
    _ = Self.emptyProcessConfiguration
    guard let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
      FcConfigDestroy(config)
      throw FontSystemError.engine("Pango has no FreeType font map")
    }
    vitrine_font_map_set_config(fontMap, config)
    let context = pango_font_map_create_context(fontMap)!
    // Fixed options, independent of any surface: no hinting (so glyph positions scale exactly
    // from 1x to 3x and to vector output), greyscale antialiasing, unrounded positions.
    let options = cairo_font_options_create()
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_cairo_context_set_resolution(context, 72)
    pango_context_set_round_glyph_positions(context, 0)
    pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
    pango_context_set_language(context, pango_language_from_string("en-us"))
    self.files = files
    self.config = config
    self.fontMap = fontMap
    self.context = context
  }

  deinit {
    for entry in shaped.values { g_object_unref(UnsafeMutableRawPointer(entry.line.layout)) }
    for line in symbolLines.values { g_object_unref(UnsafeMutableRawPointer(line.layout)) }
    for description in descriptions.values { pango_font_description_free(description) }
    g_object_unref(UnsafeMutableRawPointer(context))
    g_object_unref(fontMap)
    FcConfigDestroy(config)
  }

  /// Makes an empty configuration fontconfig's current one, once per process, so that nothing
  /// loads the system's configuration and installed fonts: every font system brings its own
  /// configuration, and the process-wide one is never asked for a font.
  private static let emptyProcessConfiguration: Void = {
    guard let empty = FcConfigCreate() else { return }
    FcConfigSetCurrent(empty)
    FcConfigDestroy(empty)
  }()

  /// The font system over Debian's Inter and Noto Color Emoji, made once per process.
  public static func shared() throws -> FontSystem {
    try sharedSystem.get()
  }

  private static let sharedSystem = Result { try FontSystem(files: .debian) }

  /// Whether `name` names one of the app's fonts (by PostScript, full or family name).
  public func hasAppFont(named name: String) -> Bool {
    withLock { _ in appFaces[name.lowercased()] != nil }
  }

  /// A text measurer that shapes with this system.
  public var measurer: PangoTextMeasurer { PangoTextMeasurer(fonts: self) }

  // MARK: Under the lock

  /// Runs `body` holding the lock that guards every Pango and fontconfig object.
  func withLock<T>(_ body: (Locked) throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body(Locked(system: self))
  }

  /// Access to the engine for code holding the lock.
  struct Locked {
    fileprivate let system: FontSystem

    /// `text` shaped on one line in `font`.
    func line(_ text: String, font: ResolvedFont) -> ShapedLine {
      system.shapedLine(text, font: font, runs: [])
    }

    /// `text` shaped on one line in `runs` (their lengths in bytes of `text`), or in `font`
    /// alone when `runs` is empty.
    func line(_ text: String, font: ResolvedFont, runs: [TextRun]) -> ShapedLine {
      system.shapedLine(text, font: font, runs: runs)
    }

    /// Draws `text` in `runs`, each run in its color (`nil`: `cairo`'s current source), with
    /// its baseline's left end at (`x`, `baseline`); shaped as ``line(_:font:runs:)`` measures.
    func drawRuns(
      _ text: String, font: ResolvedFont, runs: [TextRun], colors: [ResolvedColor?],
      in cairo: OpaquePointer, x: CGFloat, baseline: CGFloat
    ) {
      var utf8 = Array(text.utf8)
      let layout = utf8.withUnsafeMutableBufferPointer {
        system.makeLayout(UnsafeBufferPointer($0), font: font, runs: runs, colors: colors)
      }
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      pango_layout_set_single_paragraph_mode(layout, 1)
      let top = CGFloat(pango_layout_get_baseline(layout)) / FontSystem.unit
      cairo_move_to(cairo, Double(x), Double(baseline - top))
      pango_cairo_show_layout(cairo, layout)
    }

    /// `icon` set alone in the icon font at `size` points, emboldened from semibold up.
    func symbol(_ icon: SymbolIcon, size: CGFloat, weight: Font.Weight) -> ShapedLine {
      system.symbolLine(icon, size: size, weight: weight)
    }

    /// The ink rectangle of `line`, relative to its top-left corner.
    func inkExtents(_ line: ShapedLine) -> CGRect {
      var ink = PangoRectangle()
      pango_layout_get_extents(line.layout, &ink, nil)
      return CGRect(
        x: CGFloat(ink.x) / FontSystem.unit, y: CGFloat(ink.y) / FontSystem.unit,
        width: CGFloat(ink.width) / FontSystem.unit, height: CGFloat(ink.height) / FontSystem.unit)
    }

    /// How many characters of `line` no font had a glyph for.
    func unknownGlyphs(_ line: ShapedLine) -> Int {
      Int(pango_layout_get_unknown_glyphs_count(line.layout))
    }

    /// The font's ascent and descent.
    func metrics(_ font: ResolvedFont) -> FontMetrics {
      system.metrics(for: font)
    }

    /// The start and length in bytes of each line Pango breaks `text` into at `width`
    /// points, breaking between words and, in a word too long for a line, between characters.
    func lineBreaks(_ utf8: [UInt8], font: ResolvedFont, width: CGFloat) -> [Range<Int>] {
      system.lineBreaks(utf8, font: font, runs: [], width: width)
    }

    /// The line breaks of `utf8` in `runs` (their lengths in bytes), as
    /// ``lineBreaks(_:font:width:)``.
    func lineBreaks(
      _ utf8: [UInt8], font: ResolvedFont, runs: [TextRun], width: CGFloat
    )
      -> [Range<Int>]
    {
      system.lineBreaks(utf8, font: font, runs: runs, width: width)
    }

    /// Draws `line` with its baseline's left end at (`x`, `baseline`) in `cairo`'s current
    /// source.
    func draw(_ line: ShapedLine, in cairo: OpaquePointer, x: CGFloat, baseline: CGFloat) {
      cairo_move_to(cairo, Double(x), Double(baseline - line.baseline))
      pango_cairo_show_layout(cairo, line.layout)
    }

    /// Adds `line`'s glyph outlines to `cairo`'s path, for clipping a gradient to text.
    func appendPath(_ line: ShapedLine, in cairo: OpaquePointer, x: CGFloat, baseline: CGFloat) {
      cairo_move_to(cairo, Double(x), Double(baseline - line.baseline))
      pango_cairo_layout_path(cairo, line.layout)
    }
  }

  /// The Pango description of `font`, made once; app fonts by name, else the text family.
  func description(for font: ResolvedFont) -> OpaquePointer {
    if let cached = descriptions[font] { return cached }
    let description = pango_font_description_new()!
    var family = files.textFamily
    var weight = font.weight.value
    var isItalic = font.isItalic
    if let name = font.customName {
      if let face = appFaces[name.lowercased()] {
        family = face.family
        // A PostScript name picks a face; a weight or italics asked for on top still apply.
        weight = font.weight == .regular ? face.weight : font.weight.value
        isItalic = isItalic || face.isItalic
      } else if reportedFontNames.insert(name).inserted {
        FileHandle.standardError.write(
          Data(
            ("vitrine: fonts: Font.custom(\"\(name)\") names no font the app ships"
              + " (\(appFaces.count) names known); using \(files.textFamily)\n").utf8))
      }
    }
    let families =
      [family, files.textFamily, files.emojiFamily] + files.scriptFamilies + [
        files.fallbackFamily
      ]
    pango_font_description_set_family(description, families.joined(separator: ","))
    pango_font_description_set_weight(
      description, PangoWeight(rawValue: UInt32(clamping: min(max(weight, 100), 1000))))
    pango_font_description_set_style(
      description, isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    pango_font_description_set_absolute_size(description, Double(font.size) * Double(PANGO_SCALE))
    descriptions[font] = description
    return description
  }

  private func symbolLine(_ icon: SymbolIcon, size: CGFloat, weight: Font.Weight) -> ShapedLine {
    let key = SymbolKey(codepoint: icon.codepoint, size: size, weight: weight.value)
    if let cached = symbolLines[key] { return cached }
    if symbolLines.count >= Self.cacheCapacity {
      for line in symbolLines.values { g_object_unref(UnsafeMutableRawPointer(line.layout)) }
      symbolLines.removeAll(keepingCapacity: true)
    }
    let description = pango_font_description_new()!
    defer { pango_font_description_free(description) }
    pango_font_description_set_family(description, files.symbolFamily)
    pango_font_description_set_weight(
      description, PangoWeight(rawValue: UInt32(clamping: min(max(weight.value, 100), 1000))))
    pango_font_description_set_absolute_size(
      description, Double(max(size, 0)) * Double(PANGO_SCALE))
    let layout = pango_layout_new(context)!
    pango_layout_set_font_description(layout, description)
    pango_layout_set_single_paragraph_mode(layout, 1)
    pango_layout_set_text(layout, icon.text, -1)
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let line = ShapedLine(
      layout: layout, width: CGFloat(logical.width) / Self.unit,
      baseline: CGFloat(pango_layout_get_baseline(layout)) / Self.unit)
    symbolLines[key] = line
    return line
  }

  private func metrics(for font: ResolvedFont) -> FontMetrics {
    if let cached = metricsCache[font] { return cached }
    var result = FontMetrics(ascent: font.size * 0.96875, descent: font.size * 0.2421875)
    if let loaded = pango_font_map_load_font(fontMap, context, description(for: font)) {
      // The face's own extents, in Pango units: what `pango_font_get_metrics` reports as
      // ascent and descent (an unscaled matrix, no hinting), without the sample sentence it
      // lays out in a context of its own for the average character width, which costs a
      // fontconfig match and a thread per font.
      if let face = pango_font_get_hb_font(loaded) {
        var extents = hb_font_extents_t()
        hb_font_get_extents_for_direction(face, HB_DIRECTION_LTR, &extents)
        result = FontMetrics(
          ascent: CGFloat(extents.ascender) / Self.unit,
          descent: CGFloat(-extents.descender) / Self.unit)
      }
      g_object_unref(UnsafeMutableRawPointer(loaded))
    }
    metricsCache[font] = result
    return result
  }

  /// A Pango layout of `utf8` in `font`, or in `runs` over its bytes, not wrapped; `colors`
  /// (one per run) paint runs in their own color.
  fileprivate func makeLayout(
    _ utf8: UnsafeBufferPointer<UInt8>, font: ResolvedFont, runs: [TextRun] = [],
    colors: [ResolvedColor?] = []
  ) -> OpaquePointer {
    let layout = pango_layout_new(context)!
    pango_layout_set_font_description(layout, description(for: font))
    let attributes = pango_attr_list_new()
    let spans = runs.isEmpty ? [TextRun(utf8Count: utf8.count, font: font)] : runs
    var start = 0
    for (index, run) in spans.enumerated() {
      let end =
        index == spans.count - 1 ? max(utf8.count, start) : min(start + run.utf8Count, utf8.count)
      addAttributes(
        for: run.font, color: index < colors.count ? colors[index] : nil,
        from: start, to: end, differsFromLayout: !runs.isEmpty, in: attributes)
      start = end
    }
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)
    utf8.withMemoryRebound(to: CChar.self) { bytes in
      // The length is in bytes, as Pango counts; never a count of characters.
      pango_layout_set_text(layout, bytes.baseAddress, Int32(bytes.count))
    }
    return layout
  }

  private func shapedLine(_ text: String, font: ResolvedFont, runs: [TextRun]) -> ShapedLine {
    let key = ShapeKey(text: text, font: font, runs: runs)
    useCounter += 1
    if let cached = shaped[key] {
      shaped[key]?.lastUse = useCounter
      return cached.line
    }
    var utf8 = Array(text.utf8)
    let layout = utf8.withUnsafeMutableBufferPointer {
      makeLayout(UnsafeBufferPointer($0), font: font, runs: runs)
    }
    pango_layout_set_single_paragraph_mode(layout, 1)
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let line = ShapedLine(
      layout: layout, width: CGFloat(logical.width) / Self.unit,
      baseline: CGFloat(pango_layout_get_baseline(layout)) / Self.unit)
    if shaped.count >= Self.cacheCapacity { evictOldest() }
    shaped[key] = CachedLine(line: line, lastUse: useCounter)
    return line
  }

  /// Drops the least recently used quarter of the cache.
  private func evictOldest() {
    let victims = shaped.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(
      Self.cacheCapacity / 4)
    for (key, entry) in victims {
      g_object_unref(UnsafeMutableRawPointer(entry.line.layout))
      shaped.removeValue(forKey: key)
    }
  }

  private func lineBreaks(
    _ utf8: [UInt8], font: ResolvedFont, runs: [TextRun], width: CGFloat
  )
    -> [Range<Int>]
  {
    let key = BreakKey(utf8: utf8, font: font, runs: runs, width: width)
    if let cached = breaks[key] { return cached }
    let ranges = breakLines(utf8, font: font, runs: runs, width: width)
    if breaks.count >= Self.cacheCapacity { breaks.removeAll(keepingCapacity: true) }
    breaks[key] = ranges
    return ranges
  }

  private func breakLines(
    _ utf8: [UInt8], font: ResolvedFont, runs: [TextRun], width: CGFloat
  )
    -> [Range<Int>]
  {
    let layout = utf8.withUnsafeBufferPointer { makeLayout($0, font: font, runs: runs) }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    pango_layout_set_width(layout, Int32(clamping: Int((width * Self.unit).rounded(.down))))
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    var ranges: [Range<Int>] = []
    let iterator = pango_layout_get_iter(layout)
    defer { pango_layout_iter_free(iterator) }
    repeat {
      if let line = pango_layout_iter_get_line_readonly(iterator) {
        let start = Int(line.pointee.start_index)
        ranges.append(start..<(start + Int(line.pointee.length)))
      }
    } while pango_layout_iter_next_line(iterator) != 0
    return ranges
  }
}

/// A line of text shaped by Pango, ready to measure and draw.
struct ShapedLine {
  /// The Pango layout holding the shaped line; owned by the font system's cache.
  let layout: OpaquePointer
  /// The advance width in points.
  let width: CGFloat
  /// The distance from the layout's top to its baseline, in points.
  let baseline: CGFloat
}

/// A font's vertical metrics in points.
struct FontMetrics: Equatable {
  var ascent: CGFloat
  var descent: CGFloat
}

private struct BreakKey: Hashable {
  var utf8: [UInt8]
  var font: ResolvedFont
  var runs: [TextRun]
  var width: CGFloat
}

private struct SymbolKey: Hashable {
  var codepoint: UInt32
  var size: CGFloat
  var weight: Int
}

private struct ShapeKey: Hashable {
  var text: String
  var font: ResolvedFont
  var runs: [TextRun]
}

private struct CachedLine {
  var line: ShapedLine
  var lastUse: UInt64
}
