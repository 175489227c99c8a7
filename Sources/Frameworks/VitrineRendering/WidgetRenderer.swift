import CVitrinePangoCairo
import Foundation
import VitrineUI

/// Draws VitrineUI display lists with Cairo, text with Pango, into pixels, PNG, SVG or PDF.
///
/// ```swift
/// let renderer = try WidgetRenderer()
/// let list = WidgetLayout.displayList(for: view, context: context, measurer: renderer.textMeasurer)
/// let png = try renderer.render(list, as: .png, options: RenderOptions(scale: 3))
/// ```
///
/// Lay out with ``textMeasurer`` (the Pango measurer over the same fonts): then what layout
/// measured is exactly what is drawn. The renderer is a value and `Sendable`; renders may run
/// on many threads at once (text goes through the font system's lock).
public struct WidgetRenderer: Sendable {
  /// The fonts and text engine.
  public let fonts: FontSystem

  /// Creates a renderer over `fonts`.
  public init(fonts: FontSystem) {
    self.fonts = fonts
  }

  /// Creates a renderer over the shared font system (Inter and Noto Color Emoji).
  public init() throws {
    self.init(fonts: try FontSystem.shared())
  }

  /// The text measurer layout should use so that text is drawn exactly as measured.
  public var textMeasurer: PangoTextMeasurer { PangoTextMeasurer(fonts: fonts) }

  /// The pixel size of `list` at `scale`.
  public static func pixelSize(of list: DisplayList, scale: Double) -> (width: Int, height: Int) {
    (
      Int((list.size.width * scale - 0.001).rounded(.up)),
      Int((list.size.height * scale - 0.001).rounded(.up))
    )
  }

  /// Draws `list` into pixels at `options.scale`.
  public func rasterize(
    _ list: DisplayList, options: RenderOptions = RenderOptions()
  ) throws
    -> RasterImage
  {
    let (width, height) = try pixelSize(of: list, options: options)
    var pixels = [UInt32](repeating: 0, count: width * height)
    try pixels.withUnsafeMutableBufferPointer { buffer in
      try draw(list, into: buffer, width: width, height: height, options: options)
    }
    return RasterImage(width: width, height: height, pixels: pixels)
  }

  /// The checked pixel size of `list` at `options.scale`, its images checked too.
  private func pixelSize(
    of list: DisplayList, options: RenderOptions
  ) throws -> (width: Int, height: Int) {
    guard [1, 2, 3].contains(options.scale) else {
      throw RenderError.unsupportedScale(options.scale)
    }
    let (width, height) = Self.pixelSize(of: list, scale: options.scale)
    guard width > 0, height > 0, width <= 16384, height <= 16384 else {
      throw RenderError.invalidSize(width: list.size.width, height: list.size.height)
    }
    try validate(list, options: options)
    return (width, height)
  }

  /// Draws `list` into `width × height` transparent pixels.
  private func draw(
    _ list: DisplayList, into pixels: UnsafeMutableBufferPointer<UInt32>, width: Int, height: Int,
    options: RenderOptions
  ) throws {
    let surface = cairo_image_surface_create_for_data(
      UnsafeMutableRawPointer(pixels.baseAddress!).assumingMemoryBound(to: UInt8.self),
      CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4))!
    defer { cairo_surface_destroy(surface) }
    try draw(list, on: surface, scale: options.scale, options: options)
    cairo_surface_flush(surface)
  }

  /// `list` rendered as a file of `format`.
  public func render(
    _ list: DisplayList, as format: RenderFormat, options: RenderOptions = RenderOptions()
  ) throws -> Data {
    switch format {
    case .png:
      // Drawn into a kept buffer and encoded from it: the same bytes as encoding
      // `rasterize(list, options:)`, without a fresh image per render.
      let (width, height) = try pixelSize(of: list, options: options)
      return try PixelBuffers.shared.withCleared(count: width * height) { pixels in
        try draw(list, into: pixels, width: width, height: height, options: options)
        return try PNGEncoder.encode(
          UnsafeBufferPointer(pixels), width: width, height: height)
      }
    case .svg, .pdf:
      guard list.size.width > 0, list.size.height > 0 else {
        throw RenderError.invalidSize(width: list.size.width, height: list.size.height)
      }
      try validate(list, options: options)
      let sink = ByteSink()
      try withExtendedLifetime(sink) {
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let surface: OpaquePointer
        if format == .svg {
          surface = cairo_svg_surface_create_for_stream(
            ByteSink.write, closure, list.size.width, list.size.height)
          cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
        } else {
          surface = cairo_pdf_surface_create_for_stream(
            ByteSink.write, closure, list.size.width, list.size.height)
          // A fixed date keeps the file the same from run to run.
          cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Vitrine")
          cairo_pdf_surface_set_metadata(
            surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
        }
        defer { cairo_surface_destroy(surface) }
        try draw(list, on: surface, scale: 1, options: options)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
          throw RenderError.cairo(CairoImages.message(status))
        }
      }
      return sink.data
    }
  }

  /// Encodes pixels with Cairo's own PNG writer (libpng and zlib at their defaults), for
  /// comparison with ``PNGEncoder``.
  public static func encodeWithCairo(_ image: RasterImage) throws -> Data {
    var pixels = image.pixels
    let sink = ByteSink()
    let status = pixels.withUnsafeMutableBytes { buffer in
      let surface = cairo_image_surface_create_for_data(
        buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
        Int32(image.width), Int32(image.height), Int32(image.width * 4))!
      defer { cairo_surface_destroy(surface) }
      return withExtendedLifetime(sink) {
        cairo_surface_write_to_png_stream(
          surface, ByteSink.write, Unmanaged.passUnretained(sink).toOpaque())
      }
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.cairo(CairoImages.message(status))
    }
    return sink.data
  }

  // MARK: Drawing

  private func validate(_ list: DisplayList, options: RenderOptions) throws {
    if options.drawsContainerBackground {
      try ImageChecks.validate(list.containerBackground, pixelLimit: options.imagePixelLimit)
    }
    try ImageChecks.validate(list.items, pixelLimit: options.imagePixelLimit)
  }

  private func draw(
    _ list: DisplayList, on surface: OpaquePointer, scale: Double, options: RenderOptions
  ) throws {
    let cairo = cairo_create(surface)!
    defer { cairo_destroy(cairo) }
    cairo_scale(cairo, scale, scale)
    let bounds = CGRect(origin: .zero, size: list.size)
    if let radius = options.cornerRadius {
      OutlinePath.addContinuousRoundedRect(bounds, radius: radius, to: cairo)
      cairo_clip(cairo)
    }
    let painter = DisplayListPainter(cairo: cairo, fonts: fonts)
    let background = options.drawsContainerBackground ? list.containerBackground : []
    // The system's opaque background goes under the widget's own container background too:
    // iOS draws translucent fills and materials (Xcode's template uses `.fill.tertiary`) over
    // it, so a widget is never see-through.
    if let color = options.defaultBackground {
      painter.setSource(color)
      cairo_paint(cairo)
    }
    try painter.draw(background)
    try RenderingModeCompositor.draw(
      list.items, size: list.size, mode: options.renderingMode, tint: options.tint, on: cairo,
      fonts: fonts)
    let status = cairo_status(cairo)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.cairo(CairoImages.message(status))
    }
  }
}
