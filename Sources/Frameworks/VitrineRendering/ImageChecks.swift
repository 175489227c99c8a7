import Foundation
import VitrineUI

/// What is refused before anything is drawn: images iOS would refuse for their size, and
/// images in formats the renderer cannot decode.
enum ImageChecks {
  /// The formats the renderer draws: PNG (Cairo), JPEG (libjpeg-turbo) and custom symbols'
  /// SVG (librsvg).
  static let decodable: Set<ImageFormat> = [.png, .jpeg, .svg]

  /// How an image source is named in errors.
  static func name(of source: ImageSource) -> String {
    switch source {
    case .file(let url): return url.path
    case .data(let data): return "from data (\(data.count) bytes)"
    case .systemSymbol(let name): return "symbol \(name)"
    case .missing(let name): return "named \(name)"
    }
  }

  /// Throws for the first image in `items` that is too large (more than `limit` pixels) or in
  /// a format other than PNG.
  static func validate(_ items: [DisplayItem], pixelLimit limit: Int?) throws {
    for item in items {
      switch item.content {
      case .image(let image):
        try validate(image, pixelLimit: limit)
      case .group(let group):
        try validate(group.children, pixelLimit: limit)
      default:
        break
      }
    }
  }

  private static func validate(_ image: ImageItem, pixelLimit limit: Int?) throws {
    switch image.source {
    case .missing, .systemSymbol: return
    case .file, .data: break
    }
    if let limit, let size = image.pixelSize {
      let width = Int(size.width)
      let height = Int(size.height)
      if width * height > limit {
        throw RenderError.imageTooLarge(
          source: name(of: image.source), pixelWidth: width, pixelHeight: height, limit: limit)
      }
    }
    guard decodable.contains(image.format) else {
      throw RenderError.unsupportedImageFormat(image.format, source: name(of: image.source))
    }
  }
}
