import Foundation
import VitrineUI

/// Why a widget could not be rendered. Every case names what was refused and why.
public enum RenderError: Error, Equatable, CustomStringConvertible {
  /// An image in a format the renderer does not decode (only PNG is decoded).
  case unsupportedImageFormat(ImageFormat, source: String)
  /// An image with more pixels than a widget may hold; iOS refuses such an image and the
  /// widget shows its placeholder instead.
  case imageTooLarge(source: String, pixelWidth: Int, pixelHeight: Int, limit: Int)
  /// An image file that could not be read.
  case unreadableImage(source: String, reason: String)
  /// PNG bytes Cairo could not decode.
  case undecodableImage(source: String, reason: String)
  /// A scale other than 1, 2 or 3.
  case unsupportedScale(Double)
  /// A widget size with no pixels, or too large to allocate.
  case invalidSize(width: Double, height: Double)
  /// Cairo reported an error.
  case cairo(String)
  /// PNG encoding failed.
  case encoding(String)

  public var description: String {
    switch self {
    case .unsupportedImageFormat(let format, let source):
      let name = format == .unknown ? "an unknown format" : format.rawValue.uppercased()
      return
        "image \(source) is \(name); the renderer decodes PNG, JPEG and SVG symbols only (convert it to PNG)"
    case .imageTooLarge(let source, let width, let height, let limit):
      return
        "image \(source) is \(width)×\(height) = \(width * height) pixels, more than the"
        + " \(limit) pixels a widget of this size may hold; iOS refuses it and shows the"
        + " placeholder (scale the image down)"
    case .unreadableImage(let source, let reason):
      return "cannot read image \(source): \(reason)"
    case .undecodableImage(let source, let reason):
      return "cannot decode image \(source): \(reason)"
    case .unsupportedScale(let scale):
      return "scale \(scale) is not supported (use 1, 2 or 3)"
    case .invalidSize(let width, let height):
      return "cannot render a widget of \(width)×\(height) points"
    case .cairo(let message): return "cairo: \(message)"
    case .encoding(let message): return "PNG encoding: \(message)"
    }
  }

  /// Whether the widget should show its placeholder instead, as iOS does when it refuses an
  /// image.
  public var showsPlaceholder: Bool {
    if case .imageTooLarge = self { return true }
    return false
  }
}
