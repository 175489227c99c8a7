import Foundation

/// An image to draw scaled to its item's frame.
public struct ImageItem: Sendable, Equatable {
  /// Where the image's bytes are.
  public var source: ImageSource
  /// The format the bytes are in, read from their signature.
  public var format: ImageFormat
  /// The size in pixels, when the format's header gives it (PNG).
  public var pixelSize: CGSize?
  /// Pixels per point of the image (2 for an `@2x` resource).
  public var scale: CGFloat
  /// Whether the image was made resizable; a fixed image's frame is its own size.
  public var isResizable: Bool
  /// The content mode of the `aspectRatio` the image was placed with, if any.
  public var contentMode: ContentMode?
  /// The clip applied directly to the image, if any.
  public var clip: ImageClip?
  /// The color a symbol or template image is drawn in.
  public var tint: Paint?
  /// The icon an SF Symbol image is drawn with; `nil` for other images.
  public var symbol: SymbolGlyph?
  /// The margins, in points, that keep their size when the image is resized.
  public var capInsets: EdgeInsets
  /// How the image fills the part of its frame inside its cap insets.
  public var resizingMode: Image.ResizingMode

  /// Whether the image is drawn in nine parts instead of scaled whole: it has cap insets or
  /// is tiled.
  public var isNinePart: Bool {
    isResizable && (capInsets != EdgeInsets() || resizingMode == .tile)
  }

  /// Creates an image item.
  public init(
    source: ImageSource, format: ImageFormat, pixelSize: CGSize?, scale: CGFloat,
    isResizable: Bool, contentMode: ContentMode? = nil, clip: ImageClip? = nil, tint: Paint? = nil,
    symbol: SymbolGlyph? = nil, capInsets: EdgeInsets = EdgeInsets(),
    resizingMode: Image.ResizingMode = .stretch
  ) {
    self.capInsets = capInsets
    self.resizingMode = resizingMode
    self.source = source
    self.format = format
    self.pixelSize = pixelSize
    self.scale = scale
    self.isResizable = isResizable
    self.contentMode = contentMode
    self.clip = clip
    self.tint = tint
    self.symbol = symbol
  }
}

/// Where an image's bytes come from.
public enum ImageSource: Sendable, Hashable, CustomStringConvertible {
  /// A file: a bundled resource or a file the widget names.
  case file(URL)
  /// Bytes in memory.
  case data(Data)
  /// An SF Symbol name; the item's ``ImageItem/symbol`` names the icon font glyph that draws it.
  case systemSymbol(String)
  /// A named resource that was not found in its bundle.
  case missing(name: String)

  /// A short, stable text form.
  public var description: String {
    switch self {
    case .file(let url): return "file \(url.lastPathComponent)"
    case .data(let data): return "data \(data.count) bytes"
    case .systemSymbol(let name): return "symbol \(name)"
    case .missing(let name): return "missing \(name)"
    }
  }
}

/// The file format of image bytes, known from their first bytes.
public enum ImageFormat: String, Sendable, Hashable, Codable {
  /// PNG, the format renderers decode.
  case png
  /// JPEG.
  case jpeg
  /// GIF.
  case gif
  /// WebP.
  case webp
  /// HEIF/HEIC.
  case heic
  /// SVG: an asset catalog's custom symbol (`.symbolset`), drawn with librsvg.
  case svg
  /// An SF Symbol, which has no bytes.
  case symbol
  /// Bytes of no known format, or none at all.
  case unknown
}

/// A clip applied to an image: a shape filling `frame`, which may be smaller than the image's
/// frame (a filled image clipped to its container).
public struct ImageClip: Sendable, Hashable {
  /// The clip shape.
  public var outline: ShapeOutline
  /// The rectangle the shape fills, in widget coordinates.
  public var frame: CGRect

  /// Creates a clip.
  public init(outline: ShapeOutline, frame: CGRect) {
    self.outline = outline
    self.frame = frame
  }
}
