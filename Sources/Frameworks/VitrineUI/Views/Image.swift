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
  var capInsets = EdgeInsets()
  var resizingMode = ResizingMode.stretch
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

  /// How a resizable image fills the part of its frame inside its cap insets.
  public enum ResizingMode: Sendable, Hashable {
    /// Repeated at its own size from the top-left corner.
    case tile
    /// Scaled to fill.
    case stretch
  }

  /// This image sized to what it is offered: its `capInsets` margins (in points) keep their
  /// size — corners as they are, edges along their length only — and the rest is stretched
  /// or tiled (`resizingMode`), as a nine-part image of UIKit.
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch
  ) -> Image {
    var copy = self
    copy.isResizable = true
    copy.capInsets = capInsets
    copy.resizingMode = resizingMode
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
      renderingMode == .template
      || (renderingMode == nil && (resolved.format == .symbol || resolved.format == .svg))
    var drawing = ImageDrawing(
      image: resolved, isResizable: isResizable, capInsets: capInsets, resizingMode: resizingMode,
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
    } else if resolved.format == .svg {
      let font = symbolFont(in: environment)
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
        let (url, scale) = Self.locate(
          name, inBundle: bundle, scale: environment.displayScale,
          dark: environment.colorScheme == .dark)
      else {
        if let symbol = CustomSymbols.file(named: name, inBundle: bundle) {
          return customSymbol(symbol, label: label, in: environment)
        }
        return ResolvedImage(
          source: .missing(name: name), format: .unknown, pixelSize: nil, scale: 1,
          accessibilityLabel: label)
      }
      return ResolvedImage.reading(url, scale: scale, accessibilityLabel: label)
    case .file(let url, let scale):
      return ResolvedImage.reading(url, scale: scale, accessibilityLabel: nil)
    case .data(let data, let scale):
      let header = ImageHeader(data)
      return ResolvedImage(
        source: .data(data), format: header.format, pixelSize: header.pixelSize, scale: scale,
        accessibilityLabel: nil)
    case .symbol(let name):
      if SymbolTable.icon(for: name) == nil,
        let symbol = CustomSymbols.file(named: name, inBundle: nil)
      {
        return customSymbol(symbol, label: name, in: environment)
      }
      let side = SymbolMetrics.side(
        fontSize: symbolFont(in: environment).size, scale: environment.imageScale)
      return ResolvedImage(
        source: .systemSymbol(name), format: .symbol,
        pixelSize: CGSize(width: side, height: side), scale: 1,
        accessibilityLabel: name.replacingOccurrences(of: ".", with: " "))
    }
  }

  /// A custom symbol's SVG, sized as an SF Symbol of the environment's font is.
  private func customSymbol(
    _ file: URL, label: String?, in environment: EnvironmentValues
  ) -> ResolvedImage {
    let side = SymbolMetrics.side(
      fontSize: symbolFont(in: environment).size, scale: environment.imageScale)
    return ResolvedImage(
      source: .file(file), format: .svg, pixelSize: CGSize(width: side, height: side), scale: 1,
      accessibilityLabel: label)
  }

  /// The font a symbol takes its size and weight from: the environment's, with its weight.
  private func symbolFont(in environment: EnvironmentValues) -> ResolvedFont {
    (environment.font ?? .body).resolve(
      weight: environment.fontWeight, italic: false,
      dynamicTypeSize: environment.dynamicTypeSize)
  }

  /// The file of resource `name` and its scale in `bundle`, or, when `nil`, in the main
  /// bundle and then the SwiftPM resource bundles beside the executable (``AssetBundles``).
  static func locate(
    _ name: String, inBundle bundle: Bundle?, scale: CGFloat, dark: Bool
  ) -> (URL, CGFloat)? {
    for candidate in AssetBundles.bundles(for: bundle) {
      if let found = locate(name, in: candidate, scale: scale, dark: dark) { return found }
    }
    return nil
  }

  /// The file of resource `name` in `bundle` and its scale, preferring `scale`: the image
  /// set `name` in the bundle's asset catalogs (its dark-appearance image when `dark`), else
  /// `name@3x.png`, `name@2x.png` or `name.png` among the resources, the first found.
  private static func locate(
    _ name: String, in bundle: Bundle, scale: CGFloat, dark: Bool
  ) -> (URL, CGFloat)? {
    let root = bundle.resourceURL ?? bundle.bundleURL
    if let set = AssetCatalog.set(named: name, kind: .image, under: root) {
      return imageFile(in: set, scale: scale, dark: dark)
    }
    let preferred = scale.isFinite ? Int(min(max(scale.rounded(), 1), 3)) : 2
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

  /// The file of an image set for a display of `scale`: among the entries of the wanted
  /// appearance (dark, else any), the one of that scale, else the nearest larger, else the
  /// largest smaller; an entry without a scale (one image for all) counts as 1x.
  private static func imageFile(in set: URL, scale: CGFloat, dark: Bool) -> (URL, CGFloat)? {
    guard let images = AssetCatalog.contents(of: set)?["images"] as? [[String: Any]] else {
      return nil
    }
    let files = images.filter { entry in
      guard let file = entry["filename"] as? String else { return false }
      // A file name that leaves the set's folder is not one.
      return !file.isEmpty && file == (file as NSString).lastPathComponent && file != ".."
    }
    let appearance = dark ? files.filter(AssetCatalog.isDark) : []
    let candidates = appearance.isEmpty ? files.filter(AssetCatalog.isAnyAppearance) : appearance
    let scaled: [(file: String, scale: Int)] = candidates.compactMap { entry in
      guard let file = entry["filename"] as? String else { return nil }
      let text = (entry["scale"] as? String ?? "1x").dropLast()
      guard let value = Int(text), (1...3).contains(value) else { return nil }
      return (file, value)
    }
    let preferred = scale.isFinite ? Int(min(max(scale.rounded(), 1), 3)) : 2
    let chosen =
      scaled.first { $0.scale == preferred }
      ?? scaled.filter { $0.scale > preferred }.min { $0.scale < $1.scale }
      ?? scaled.max { $0.scale < $1.scale }
    return chosen.map { (set.appendingPathComponent($0.file), CGFloat($0.scale)) }
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
    let header = ImageHeader.reading(url)
    return ResolvedImage(
      source: .file(url), format: header.format, pixelSize: header.pixelSize, scale: scale,
      accessibilityLabel: accessibilityLabel)
  }
}
