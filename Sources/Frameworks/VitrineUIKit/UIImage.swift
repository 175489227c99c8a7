import Foundation
import VitrineUI

/// An image as UIKit has it: an SF Symbol, a named image from the asset catalogs and
/// resources, or encoded bytes (PNG, JPEG, GIF), drawn in SwiftUI with `Image(uiImage:)`.
///
/// Bytes are checked when the image is made, as UIKit decodes them: an unknown format, or
/// a header without a size, gives `nil`. The renderer decodes PNG with Cairo and JPEG with
/// libjpeg-turbo when the image is drawn.
public final class UIImage: @unchecked Sendable, Hashable, CustomStringConvertible {
  /// Where the image comes from.
  enum Content: Hashable {
    case symbol(String)
    case named(String, bundle: Bundle?)
    case encoded(Data, format: ImageFormat)
  }

  /// How an image uses its own colours.
  public enum RenderingMode: Int, Sendable {
    /// The default: template for symbols, original otherwise.
    case automatic
    /// The image's own colours.
    case alwaysOriginal
    /// The image's shape, in the tint colour.
    case alwaysTemplate
  }

  let content: Content
  /// The SF Symbol's name, for an image made with ``init(systemName:)``.
  public let systemName: String?
  /// Pixels per point.
  public let scale: CGFloat
  /// The size in points: the pixel size over ``scale`` (zero for a symbol, which takes its
  /// size from the font it is drawn with).
  public let size: CGSize
  /// How the image is drawn.
  public let renderingMode: RenderingMode

  init(content: Content, scale: CGFloat, pixelSize: CGSize?, renderingMode: RenderingMode) {
    self.content = content
    if case .symbol(let name) = content { systemName = name } else { systemName = nil }
    self.scale = scale
    let pixels = pixelSize ?? .zero
    size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
    self.renderingMode = renderingMode
  }

  /// The SF Symbol `systemName`; `nil` for an empty name.
  public convenience init?(systemName: String) {
    guard !systemName.isEmpty else { return nil }
    self.init(content: .symbol(systemName), scale: 1, pixelSize: nil, renderingMode: .automatic)
  }

  /// The image `name` as `Image(_:)` finds it: an image set of the asset catalogs (or a custom
  /// symbol set), or a `name.png` / `name@2x.png` / `name.jpg` resource, in the main bundle and
  /// then the SwiftPM resource bundles beside the executable; `nil` when there is none.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The image `name` in `bundle` (the default bundles when `nil`); the trait collection is
  /// not needed, as the appearance is chosen when the image is drawn.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    guard !name.isEmpty, let found = ImageResources.file(named: name, in: bundle, scale: 3)
    else { return nil }
    let header = ImageBytes.header(ofFile: found.url)
    self.init(
      content: .named(name, bundle: bundle), scale: found.scale, pixelSize: header.pixelSize,
      renderingMode: .automatic)
  }

  /// The image encoded in `data` (PNG, JPEG or GIF) at scale 1; `nil` when the bytes are not
  /// an image of those formats with a readable size.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// The image encoded in `data`, with `scale` pixels per point (1 when not a positive number).
  public convenience init?(data: Data, scale: CGFloat) {
    let header = ImageBytes.header(of: data)
    guard [.png, .jpeg, .gif].contains(header.format), let pixelSize = header.pixelSize else {
      return nil
    }
    let scale = scale.isFinite && scale > 0 ? scale : 1
    self.init(
      content: .encoded(data, format: header.format), scale: scale, pixelSize: pixelSize,
      renderingMode: .automatic)
  }

  /// The image in the file at `path`, at most 64 MiB; `nil` when it cannot be read or is not
  /// an image.
  public convenience init?(contentsOfFile path: String) {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let length = attributes[.size] as? NSNumber, length.intValue <= Self.maximumFileLength,
      let data = FileManager.default.contents(atPath: path)
    else { return nil }
    let name = (path as NSString).deletingPathExtension
    let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
    self.init(data: data, scale: scale)
  }

  /// The largest file ``init(contentsOfFile:)`` reads.
  public static let maximumFileLength = 64 << 20

  /// This image drawn with `renderingMode`.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(
      content: content, scale: scale,
      pixelSize: CGSize(width: size.width * scale, height: size.height * scale),
      renderingMode: renderingMode)
  }

  /// The PNG bytes of an image made from PNG data; `nil` otherwise (Vitrine does not
  /// re-encode images).
  public func pngData() -> Data? {
    if case .encoded(let data, .png) = content { return data }
    return nil
  }

  /// The JPEG bytes of an image made from JPEG data; `nil` otherwise (Vitrine does not
  /// re-encode images, so `compressionQuality` is not used).
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    if case .encoded(let data, .jpeg) = content { return data }
    return nil
  }

  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    lhs.content == rhs.content && lhs.scale == rhs.scale
      && lhs.renderingMode == rhs.renderingMode
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(content)
    hasher.combine(scale)
  }

  /// A short text form: the symbol, the name, or the format and size.
  public var description: String {
    switch content {
    case .symbol(let name): return "UIImage(systemName: \(name))"
    case .named(let name, _): return "UIImage(named: \(name))"
    case .encoded(let data, let format):
      return "UIImage(\(format.rawValue), \(data.count) bytes, \(size.width)×\(size.height) pt)"
    }
  }
}

extension Image {
  /// The SwiftUI image of a UIKit image: its symbol, its named resource (with its dark
  /// appearance) or its bytes at its scale; `alwaysTemplate` draws it in the foreground style
  /// and `alwaysOriginal` in its own colours.
  public init(uiImage: UIImage) {
    var image: Image
    switch uiImage.content {
    case .symbol(let name): image = Image(systemName: name)
    case .named(let name, let bundle): image = Image(name, bundle: bundle)
    case .encoded(let data, _): image = Image(data: data, scale: uiImage.scale)
    }
    switch uiImage.renderingMode {
    case .automatic: break
    case .alwaysOriginal: image = image.renderingMode(.original)
    case .alwaysTemplate: image = image.renderingMode(.template)
    }
    self = image
  }
}
