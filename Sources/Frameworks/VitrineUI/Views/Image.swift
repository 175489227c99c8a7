import Foundation

/// A picture: a bundled resource, a file, bytes in memory, or an SF Symbol name.
///
/// VitrineUI does not decode pixels; it reads the size from the PNG (or GIF) header and leaves
/// decoding to the renderer, which reports any other format by name. An image is its own size
/// in points (pixels divided by its scale) unless it is ``resizable()``.
nonisolated public struct Image: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  enum Source {
    case named(String, Bundle?, decorative: Bool)
    case file(URL, scale: CGFloat)
    case data(Data, scale: CGFloat)
    case symbol(String)
  }

  let source: Source
  var isResizable = false
  var renderingMode: TemplateRenderingMode?

  /// The image resource `name` from `bundle` (the main bundle by default): `name@3x.png`,
  /// `name@2x.png` or `name.png`, the first found, preferring the display's scale.
  public init(_ name: String, bundle: Bundle? = nil) {
    source = .named(name, bundle, decorative: false)
  }

  /// A resource image that accessibility ignores.
  public init(decorative name: String, bundle: Bundle? = nil) {
    source = .named(name, bundle, decorative: true)
  }

  /// The image in the file at `fileURL`, with `scale` pixels per point.
  public init(fileURL: URL, scale: CGFloat = 1) {
    source = .file(fileURL, scale: scale)
  }

  /// The image encoded in `data` (PNG), with `scale` pixels per point.
  public init(data: Data, scale: CGFloat = 1) {
    source = .data(data, scale: scale)
  }

  /// An SF Symbol, sized from the current font and image scale (``SymbolMetrics``) and drawn
  /// in the foreground style with the icon ``SymbolTable`` maps the name to.
  public init(systemName: String) {
    source = .symbol(systemName)
  }

  /// How an image uses its own colors.
  public enum TemplateRenderingMode: Sendable, Hashable {
    /// The image's own colors.
    case original
    /// The image's shape, filled with the foreground style.
    case template
  }

  /// This image stretched to the size it is offered.
  public func resizable() -> Image {
    var copy = self
    copy.isResizable = true
    return copy
  }

  /// This image drawn in its own colors or as a template.
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
    var copy = self
    copy.renderingMode = mode
    return copy
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let environment = context.environment
    let resolved = resolve(in: environment)
    let isTemplate =
      renderingMode == .template || (renderingMode == nil && resolved.format == .symbol)
    var drawing = ImageDrawing(
      image: resolved, isResizable: isResizable,
      tint: isTemplate ? PaintResolver.foreground(in: environment) : nil,
      isRedacted: environment.isRedacted,
      placeholderColor: Color.systemFill.resolve(in: environment.colorScheme))
    var rule = ImageLayout(intrinsicSize: resolved.pointSize, isResizable: isResizable)
    if case .symbol(let name) = source {
      let font = symbolFont(in: environment)
      drawing.symbol = SymbolGlyph.resolving(
        environment.symbolVariants.symbolName(for: name), weight: font.weight)
      rule.symbolBaseline = SymbolMetrics.baseline(
        fontSize: font.size, scale: environment.imageScale)
    }
    return [LayoutNode(rule: rule, drawing: .image(drawing))]
  }

  private func resolve(in environment: EnvironmentValues) -> ResolvedImage {
    switch source {
    case .named(let name, let bundle, let decorative):
      let label = decorative ? nil : name
      guard
        let (url, scale) = Self.locate(name, in: bundle ?? .main, scale: environment.displayScale)
      else {
        return ResolvedImage(
          source: .missing(name: name), format: .unknown, pixelSize: nil, scale: 1,
          accessibilityLabel: label)
      }
      return ResolvedImage.reading(url, scale: scale, accessibilityLabel: label)
    case .file(let url, let scale):
      return ResolvedImage.reading(url, scale: scale, accessibilityLabel: nil)
    case .data(let data, let scale):
      let header = ImageHeader(data.prefix(ImageHeader.length))
      return ResolvedImage(
        source: .data(data), format: header.format, pixelSize: header.pixelSize, scale: scale,
        accessibilityLabel: nil)
    case .symbol(let name):
      let side = SymbolMetrics.side(
        fontSize: symbolFont(in: environment).size, scale: environment.imageScale)
      return ResolvedImage(
        source: .systemSymbol(name), format: .symbol,
        pixelSize: CGSize(width: side, height: side), scale: 1,
        accessibilityLabel: name.replacingOccurrences(of: ".", with: " "))
    }
  }

  /// The font a symbol takes its size and weight from: the environment's, with its weight.
  private func symbolFont(in environment: EnvironmentValues) -> ResolvedFont {
    (environment.font ?? .body).resolve(weight: environment.fontWeight, italic: false)
  }

  /// The file of resource `name` in `bundle` and its scale, preferring `scale`.
  private static func locate(
    _ name: String, in bundle: Bundle, scale: CGFloat
  ) -> (URL, CGFloat)? {
    let preferred = Int(scale.rounded())
    let scales = [preferred] + [3, 2].filter { $0 != preferred }
    for candidate in scales where candidate > 1 {
      if let url = bundle.url(forResource: "\(name)@\(candidate)x", withExtension: "png") {
        return (url, CGFloat(candidate))
      }
    }
    for fileExtension in ["png", "jpg", "jpeg", "gif"] {
      if let url = bundle.url(forResource: name, withExtension: fileExtension) { return (url, 1) }
    }
    if let url = bundle.url(forResource: name, withExtension: nil) { return (url, 1) }
    return nil
  }
}

/// An image's source with its format and size worked out.
struct ResolvedImage {
  var source: ImageSource
  var format: ImageFormat
  var pixelSize: CGSize?
  var scale: CGFloat
  var accessibilityLabel: String?

  /// The size in points: pixels over scale, zero when the size is unknown.
  var pointSize: CGSize {
    guard let pixelSize, scale > 0 else { return .zero }
    return CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale)
  }

  /// The image in the file at `url`, its header read for format and size.
  static func reading(_ url: URL, scale: CGFloat, accessibilityLabel: String?) -> ResolvedImage {
    var header = ImageHeader(Data())
    if let handle = try? FileHandle(forReadingFrom: url) {
      defer { try? handle.close() }
      header = ImageHeader((try? handle.read(upToCount: ImageHeader.length)) ?? Data())
    }
    return ResolvedImage(
      source: .file(url), format: header.format, pixelSize: header.pixelSize, scale: scale,
      accessibilityLabel: accessibilityLabel)
  }
}
