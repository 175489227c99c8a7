import Foundation
import VitrineRendering

/// How much two images may differ and still match.
public struct ImageTolerance: Sendable, Hashable {
  /// The fraction of pixels that must match, 0 to 1 (1: every pixel).
  public var precision: Double
  /// How close two pixels' colors must be for them to match, 0 to 1, as 1 − ΔE/100 (CIE76
  /// distance in Lab, alpha-weighted): 1 asks for identical colors, 0.98 accepts differences
  /// people barely see.
  public var perceptualPrecision: Double
  /// The largest difference of any channel (0–255, straight RGBA) for which two pixels still
  /// match.
  public var channelTolerance: Int

  /// Creates a tolerance; the defaults ask for identical pixels.
  public init(precision: Double = 1, perceptualPrecision: Double = 1, channelTolerance: Int = 0) {
    self.precision = min(max(precision, 0), 1)
    self.perceptualPrecision = min(max(perceptualPrecision, 0), 1)
    self.channelTolerance = min(max(channelTolerance, 0), 255)
  }

  /// Whether two straight colors match: within the channel tolerance, or within the
  /// perceptual precision.
  func matches(_ a: RGBA8, _ b: RGBA8) -> Bool {
    let channel = ImageComparison.channelDifference(a, b)
    if channel <= channelTolerance { return true }
    guard perceptualPrecision < 1 else { return false }
    return ImageComparison.deltaE(a, b) <= (1 - perceptualPrecision) * 100
  }
}

/// The result of comparing two images of the same size.
public struct ImageComparison: Sendable {
  /// Pixels that do not match.
  public var differingPixels: Int
  /// All pixels.
  public var totalPixels: Int
  /// The largest channel difference over all pixels, 0–255.
  public var largestChannelDifference: Int
  /// The image with differing pixels in magenta over a faded reference.
  public var diffImage: RasterImage

  /// The fraction of pixels that differ.
  public var differingFraction: Double {
    totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels)
  }

  /// Compares two images of the same size.
  public static func compare(
    _ reference: RasterImage, _ actual: RasterImage, tolerance: ImageTolerance
  ) -> ImageComparison {
    precondition(reference.width == actual.width && reference.height == actual.height)
    var diff = RasterImage(width: reference.width, height: reference.height)
    var differing = 0
    var largest = 0
    let highlight = RGBA8(red: 255, green: 0, blue: 200).premultiplied
    for index in 0..<reference.pixels.count {
      let a = reference.pixels[index]
      let b = actual.pixels[index]
      let referenceColor = RGBA8(premultiplied: a)
      if a == b {
        diff.pixels[index] = faded(referenceColor)
        continue
      }
      let actualColor = RGBA8(premultiplied: b)
      largest = max(largest, channelDifference(referenceColor, actualColor))
      if tolerance.matches(referenceColor, actualColor) {
        diff.pixels[index] = faded(referenceColor)
      } else {
        differing += 1
        diff.pixels[index] = highlight
      }
    }
    return ImageComparison(
      differingPixels: differing, totalPixels: reference.pixels.count,
      largestChannelDifference: largest, diffImage: diff)
  }

  /// A pale grey of the color's lightness, so highlighted pixels stand out.
  private static func faded(_ color: RGBA8) -> UInt32 {
    let alpha = Double(color.alpha) / 255
    let luminance =
      (0.299 * Double(color.red) + 0.587 * Double(color.green) + 0.114 * Double(color.blue)) * alpha
      + 255 * (1 - alpha)
    let level = UInt8(min(max(200 + luminance * 55 / 255, 0), 255))
    return RGBA8(red: level, green: level, blue: level).premultiplied
  }

  static func channelDifference(_ a: RGBA8, _ b: RGBA8) -> Int {
    max(
      abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
      abs(Int(a.blue) - Int(b.blue)), abs(Int(a.alpha) - Int(b.alpha)))
  }

  /// CIE76 ΔE between two colors composited over white.
  static func deltaE(_ a: RGBA8, _ b: RGBA8) -> Double {
    let la = lab(a)
    let lb = lab(b)
    return
      ((la.0 - lb.0) * (la.0 - lb.0) + (la.1 - lb.1) * (la.1 - lb.1) + (la.2 - lb.2) * (la.2 - lb.2))
      .squareRoot()
  }

  private static func lab(_ color: RGBA8) -> (Double, Double, Double) {
    let alpha = Double(color.alpha) / 255
    func linear(_ channel: UInt8) -> Double {
      let value = (Double(channel) / 255) * alpha + (1 - alpha)
      return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    let r = linear(color.red)
    let g = linear(color.green)
    let b = linear(color.blue)
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16 / 116 }
    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
  }
}

extension Diffing where Format == RasterImage {
  /// PNG files, compared pixel by pixel within `tolerance`; a failure attaches a diff image.
  public static func image(tolerance: ImageTolerance = ImageTolerance()) -> Diffing {
    Diffing(
      toData: { try PNGEncoder.encode($0) },
      fromData: { try RasterImage.decodePNG($0) },
      compare: { reference, actual in
        guard reference.width == actual.width, reference.height == actual.height else {
          return SnapshotDifference(
            message:
              "the image is \(actual.width)×\(actual.height) pixels; the reference is"
              + " \(reference.width)×\(reference.height)")
        }
        if reference.pixels == actual.pixels { return nil }
        let result = ImageComparison.compare(reference, actual, tolerance: tolerance)
        let allowed = 1 - tolerance.precision
        if result.differingFraction <= allowed + 1e-12 { return nil }
        let percent = (result.differingFraction * 100).formatted(
          .number.precision(.significantDigits(1...3)))
        let allowedPercent = (allowed * 100).formatted(.number.precision(.significantDigits(1...3)))
        var message =
          "\(result.differingPixels) of \(result.totalPixels) pixels differ (\(percent)%,"
          + " \(allowedPercent)% allowed); largest channel difference"
          + " \(result.largestChannelDifference) (\(tolerance.channelTolerance) allowed)"
        if tolerance.perceptualPrecision < 1 {
          message += ", perceptual precision \(tolerance.perceptualPrecision)"
        }
        let diffPNG = (try? PNGEncoder.encode(result.diffImage)) ?? Data()
        return SnapshotDifference(
          message: message,
          attachments: [.init(name: "diff", pathExtension: "png", data: diffPNG)])
      })
  }
}

extension Diffing where Format == String {
  /// Text files compared exactly (ignoring trailing newlines); a failure shows a line diff.
  public static var lines: Diffing {
    Diffing(
      toData: { Data((trimmedTrailingNewlines($0) + "\n").utf8) },
      fromData: { String(decoding: $0, as: UTF8.self) },
      compare: { reference, actual in
        let a = trimmedTrailingNewlines(reference)
        let b = trimmedTrailingNewlines(actual)
        guard a != b else { return nil }
        return SnapshotDifference(
          message: "the text differs (− reference, + actual):\n" + LineDiff.render(a, b))
      })
  }

  private static func trimmedTrailingNewlines(_ text: String) -> String {
    var text = Substring(text)
    while text.last == "\n" || text.last == "\r\n" { text = text.dropLast() }
    return String(text)
  }
}

extension Snapshotting where Value == RasterImage, Format == RasterImage {
  /// Pixels as they are, stored as PNG.
  public static func image(
    precision: Double = 1, perceptualPrecision: Double = 1, channelTolerance: Int = 0
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: "png",
      diffing: .image(
        tolerance: ImageTolerance(
          precision: precision, perceptualPrecision: perceptualPrecision,
          channelTolerance: channelTolerance)),
      snapshot: { $0 })
  }
}

extension Snapshotting where Value == String, Format == String {
  /// Text as it is, compared line by line.
  public static var lines: Snapshotting {
    Snapshotting(pathExtension: "txt", diffing: .lines, snapshot: { $0 })
  }
}
