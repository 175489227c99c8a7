import CVitrinePangoCairo
import Foundation
import VitrineUI

/// Draws display items into a Cairo context whose user space is the widget's points.
///
/// Longer than 400 lines: it owns one Cairo context's state (clips, groups, transforms) for a
/// whole draw, so every item kind is drawn by it; nine-part images and backdrops are in files
/// of their own.
final class DisplayListPainter {
  let cairo: OpaquePointer
  let fonts: FontSystem
  private var images: [ImageSource: OpaquePointer] = [:]

  init(cairo: OpaquePointer, fonts: FontSystem) {
    self.cairo = cairo
    self.fonts = fonts
  }

  deinit {
    for surface in images.values { cairo_surface_destroy(surface) }
  }

  /// Draws `items`, back to front.
  func draw(_ items: [DisplayItem]) throws {
    for item in items { try draw(item) }
  }

  private func draw(_ item: DisplayItem) throws {
    let frame = item.frame
    switch item.content {
    case .shape(let shape):
      drawShape(shape, in: frame)
    case .text(let text):
      drawText(text, in: frame)
    case .image(let image):
      try drawImage(image, in: frame)
    case .progress(let progress):
      drawProgress(progress, in: frame)
    case .placeholder(let placeholder):
      drawPlaceholder(placeholder)
    case .group(let group):
      cairo_save(cairo)
      if let transform = group.transform { apply(transform, in: frame) }
      if let clip = group.clip {
        OutlinePath.add(clip, in: frame, to: cairo)
        cairo_clip(cairo)
      }
      if group.opacity < 1 {
        cairo_push_group(cairo)
        try drawChildren(of: group, in: frame)
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, max(group.opacity, 0))
      } else {
        try drawChildren(of: group, in: frame)
      }
      cairo_restore(cairo)
    }
  }

  /// A group's children, under their shadow or blurred when the group says so.
  private func drawChildren(of group: GroupItem, in frame: CGRect) throws {
    if let shadow = group.shadow {
      let layer = try BlurredLayer.make(around: frame, radius: shadow.radius, on: cairo) {
        try DisplayListPainter(cairo: $0, fonts: fonts).draw(group.children)
      }
      if let layer {
        layer.paint(on: cairo, offset: shadow.offset, color: shadow.color)
        cairo_surface_destroy(layer.surface)
      }
    }
    guard group.blurRadius > 0 else { return try draw(group.children) }
    let layer = try BlurredLayer.make(around: frame, radius: group.blurRadius, on: cairo) {
      try DisplayListPainter(cairo: $0, fonts: fonts).draw(group.children)
    }
    guard let layer else { return try draw(group.children) }
    layer.paint(on: cairo)
    cairo_surface_destroy(layer.surface)
  }

  /// Rotates and scales user space about the transform's anchor in `frame`.
  private func apply(_ transform: DrawingTransform, in frame: CGRect) {
    let ax = frame.minX + transform.anchor.x * frame.width
    let ay = frame.minY + transform.anchor.y * frame.height
    cairo_translate(cairo, ax, ay)
    cairo_rotate(cairo, transform.rotation.radians)
    let sx = transform.scale.width
    let sy = transform.scale.height
    // A zero scale draws nothing; Cairo cannot invert it, so it is kept just above zero.
    cairo_scale(cairo, abs(sx) < 1e-6 ? 1e-6 : sx, abs(sy) < 1e-6 ? 1e-6 : sy)
    cairo_translate(cairo, -ax, -ay)
  }

  // MARK: Paint

  /// Makes `paint` the source; a gradient spans `frame`.
  func setSource(_ paint: Paint, in frame: CGRect) {
    switch paint {
    case .color(let color):
      setSource(color)
    case .linearGradient(let gradient):
      let pattern = cairo_pattern_create_linear(
        frame.minX + gradient.startPoint.x * frame.width,
        frame.minY + gradient.startPoint.y * frame.height,
        frame.minX + gradient.endPoint.x * frame.width,
        frame.minY + gradient.endPoint.y * frame.height)
      for stop in gradient.stops {
        let c = stop.color
        cairo_pattern_add_color_stop_rgba(
          pattern, min(max(stop.location, 0), 1), c.red, c.green, c.blue, c.opacity)
      }
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_set_source(cairo, pattern)
      cairo_pattern_destroy(pattern)
    case .radialGradient(let gradient):
      GradientPatterns.setRadial(gradient, in: frame, on: cairo)
    case .angularGradient(let gradient):
      GradientPatterns.setAngular(gradient, in: frame, on: cairo)
    }
  }

  func setSource(_ color: ResolvedColor) {
    cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.opacity)
  }

  // MARK: Items

  private func drawShape(_ shape: ShapeItem, in frame: CGRect) {
    if shape.backdropBlurRadius > 0 { drawBlurredBackdrop(of: shape, in: frame) }
    cairo_new_path(cairo)
    OutlinePath.add(shape.outline, in: frame, to: cairo)
    setSource(shape.paint, in: frame)
    guard let stroke = shape.stroke else {
      if !shape.isAntialiased { cairo_set_antialias(cairo, CAIRO_ANTIALIAS_NONE) }
      cairo_fill(cairo)
      cairo_set_antialias(cairo, CAIRO_ANTIALIAS_DEFAULT)
      return
    }
    cairo_set_line_width(cairo, stroke.lineWidth)
    switch stroke.lineCap {
    case .butt: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
    case .round: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
    case .square: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_SQUARE)
    }
    switch stroke.lineJoin {
    case .miter: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
    case .round: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
    case .bevel: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_BEVEL)
    }
    cairo_set_miter_limit(cairo, max(stroke.miterLimit, 1))
    let dashes = stroke.dash.prefix(64).map { max(Double($0), 0) }
    if dashes.contains(where: { $0 > 0 }) {
      cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(stroke.dashPhase))
    } else {
      cairo_set_dash(cairo, nil, 0, 0)
    }
    cairo_stroke(cairo)
    cairo_set_dash(cairo, nil, 0, 0)
  }

  /// Draws each line as layout measured it: the line's own text, shaped alone, with its
  /// baseline at the line's origin.
  private func drawText(_ text: TextItem, in frame: CGRect) {
    setSource(text.paint, in: frame)
    fonts.withLock { engine in
      for line in text.layout.lines where !line.text.isEmpty {
        if !line.spans.isEmpty, !text.runs.isEmpty {
          drawRuns(line, of: text, in: frame, engine: engine)
          continue
        }
        let shaped = engine.line(line.text, font: text.font)
        engine.draw(
          shaped, in: cairo, x: frame.minX + line.origin.x, baseline: frame.minY + line.origin.y)
      }
    }
  }

  /// Draws a line of a multi-run text: each span in its run's font, and in its run's color
  /// unless that is the text's own paint (set as the source, gradients included).
  private func drawRuns(
    _ line: TextLine, of text: TextItem, in frame: CGRect, engine: FontSystem.Locked
  ) {
    let runs = line.spans.map { span in
      TextRun(
        utf8Count: span.utf8Count,
        font: text.runs.indices.contains(span.run) ? text.runs[span.run].font : text.font)
    }
    let colors: [ResolvedColor?] = line.spans.map { span in
      guard text.runPaints.indices.contains(span.run) else { return nil }
      let paint = text.runPaints[span.run]
      return paint == text.paint ? nil : paint.representativeColor
    }
    engine.drawRuns(
      line.text, font: text.font, runs: runs, colors: colors, in: cairo,
      x: frame.minX + line.origin.x, baseline: frame.minY + line.origin.y)
  }

  private func drawProgress(_ progress: ProgressItem, in frame: CGRect) {
    guard frame.width > 0, frame.height > 0 else { return }
    let radius = min(frame.width, frame.height) / 2
    cairo_save(cairo)
    cairo_new_path(cairo)
    OutlinePath.addCircularRoundedRect(frame, radius: radius, to: cairo)
    setSource(progress.track)
    cairo_fill_preserve(cairo)
    cairo_clip(cairo)
    let fraction = min(max(progress.fraction, 0), 1)
    if fraction > 0 {
      OutlinePath.addCircularRoundedRect(
        CGRect(x: frame.minX, y: frame.minY, width: frame.width * fraction, height: frame.height),
        radius: radius, to: cairo)
      setSource(progress.tint)
      cairo_fill(cairo)
    }
    cairo_restore(cairo)
  }

  /// Redacted content as iOS draws it: a rounded bar per line of text (a little shorter than
  /// the line, as the glyphs are), a rounded rectangle for an image.
  private func drawPlaceholder(_ placeholder: PlaceholderItem) {
    setSource(placeholder.color)
    for rect in placeholder.rects where rect.width > 0 && rect.height > 0 {
      var bar = rect
      if rect.height < 48 { bar = rect.insetBy(dx: 0, dy: rect.height * 0.14) }
      cairo_new_path(cairo)
      OutlinePath.addCircularRoundedRect(bar, radius: min(bar.height / 2, 5), to: cairo)
      cairo_fill(cairo)
    }
  }

  // MARK: Images

  private func drawImage(_ image: ImageItem, in frame: CGRect) throws {
    guard frame.width > 0, frame.height > 0 else { return }
    switch image.source {
    case .missing:
      // iOS draws nothing for an image it cannot find.
      return
    case .systemSymbol(let name):
      drawSymbol(
        image.symbol ?? .resolving(name, weight: .regular), tint: image.tint, clip: image.clip,
        in: frame)
      return
    case .file, .data:
      let surface = try image.format == .svg ? rasterizedSymbol(image, in: frame) : decoded(image)
      let width = Double(cairo_image_surface_get_width(surface))
      let height = Double(cairo_image_surface_get_height(surface))
      guard width > 0, height > 0 else { return }
      cairo_save(cairo)
      cairo_new_path(cairo)
      if let clip = image.clip {
        OutlinePath.add(clip.outline, in: clip.frame, to: cairo)
        cairo_clip(cairo)
      }
      if let tint = image.tint { setSource(tint, in: frame) }
      if image.isNinePart {
        drawNineParts(of: surface, image, in: frame)
        cairo_restore(cairo)
        return
      }
      cairo_translate(cairo, frame.minX, frame.minY)
      cairo_scale(cairo, frame.width / width, frame.height / height)
      cairo_rectangle(cairo, 0, 0, width, height)
      cairo_clip(cairo)
      let pattern = cairo_pattern_create_for_surface(surface)
      cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      paint(pattern, tinted: image.tint != nil)
      cairo_pattern_destroy(pattern)
      cairo_restore(cairo)
    }
  }

  /// Paints `pattern` over the clip: as it is, or, for a template image (`tinted`), its alpha
  /// filled with the source already set.
  func paint(_ pattern: OpaquePointer?, tinted: Bool) {
    if tinted {
      cairo_mask(cairo, pattern)
    } else {
      cairo_set_source(cairo, pattern)
      cairo_paint(cairo)
    }
  }

  /// An SF Symbol as its icon-font glyph, centred in `frame` and set at
  /// ``SymbolMetrics/glyphSize(forSide:)`` of its shorter side, so the icon's live area fills
  /// the frame; the icon font's em square spans from its baseline up, one em tall.
  private func drawSymbol(_ glyph: SymbolGlyph, tint: Paint?, clip: ImageClip?, in frame: CGRect) {
    let size = SymbolMetrics.glyphSize(forSide: min(frame.width, frame.height))
    cairo_save(cairo)
    cairo_new_path(cairo)
    if let clip {
      OutlinePath.add(clip.outline, in: clip.frame, to: cairo)
      cairo_clip(cairo)
    }
    setSource(tint ?? .color(ResolvedColor(red: 0, green: 0, blue: 0)), in: frame)
    fonts.withLock { engine in
      let line = engine.symbol(glyph.icon, size: size, weight: glyph.weight)
      engine.draw(
        line, in: cairo, x: frame.midX - line.width / 2,
        baseline: frame.midY - size / 2 + line.baseline)
    }
    cairo_restore(cairo)
  }

  /// A custom symbol's SVG drawn at `frame`'s size in device pixels, kept per source and size.
  private func rasterizedSymbol(_ image: ImageItem, in frame: CGRect) throws -> OpaquePointer {
    var width = Double(frame.width)
    var height = Double(frame.height)
    cairo_user_to_device_distance(cairo, &width, &height)
    let pixels = (Int(abs(width).rounded(.up)), Int(abs(height).rounded(.up)))
    let key = ImageSource.missing(name: "svg \(pixels.0)x\(pixels.1) \(image.source)")
    if let cached = images[key] { return cached }
    let surface = try SVGSymbols.rasterize(
      try bytes(of: image), width: pixels.0, height: pixels.1,
      source: ImageChecks.name(of: image.source))
    images[key] = surface
    return surface
  }

  /// The encoded bytes of a file or data image.
  private func bytes(of image: ImageItem) throws -> Data {
    let name = ImageChecks.name(of: image.source)
    switch image.source {
    case .data(let bytes):
      return bytes
    case .file(let url):
      do {
        return try Data(contentsOf: url)
      } catch {
        throw RenderError.unreadableImage(source: name, reason: error.localizedDescription)
      }
    default:
      throw RenderError.unsupportedImageFormat(image.format, source: name)
    }
  }

  private func decoded(_ image: ImageItem) throws -> OpaquePointer {
    if let cached = images[image.source] { return cached }
    let name = ImageChecks.name(of: image.source)
    guard ImageChecks.decodable.contains(image.format) else {
      throw RenderError.unsupportedImageFormat(image.format, source: name)
    }
    if image.format == .jpeg {
      let surface = try JPEGImages.decode(try bytes(of: image), source: name)
      images[image.source] = surface
      return surface
    }
    let data: Data
    switch image.source {
    case .data(let bytes):
      data = bytes
    case .file(let url):
      do {
        data = try Data(contentsOf: url)
      } catch {
        throw RenderError.unreadableImage(source: name, reason: error.localizedDescription)
      }
    default:
      throw RenderError.unsupportedImageFormat(image.format, source: name)
    }
    let surface = try CairoImages.decodePNG(data, source: name)
    images[image.source] = surface
    return surface
  }
}
