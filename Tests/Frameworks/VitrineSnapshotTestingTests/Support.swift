import Foundation
import VitrineRendering
import VitrineTestSupport
import VitrineUI

extension TemporaryFolder {
  /// Whether the folder holds a file called `name`.
  func exists(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path)
  }

  /// The names of the files in the folder, sorted.
  func contents() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }
}

/// A 20×10 image with a horizontal ramp, opaque.
func rampImage() -> RasterImage {
  var image = RasterImage(width: 20, height: 10)
  for y in 0..<10 {
    for x in 0..<20 {
      image.setColor(RGBA8(red: UInt8(x * 12), green: 80, blue: UInt8(y * 20)), x: x, y: y)
    }
  }
  return image
}

/// A widget with text in three scripts and weights, shapes, a gradient and a progress bar.
struct SampleWidget: View {
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text("Weather").font(.headline).accessibilityIdentifier("sample.title")
      Text("Привет, мир 👋🇫🇷").font(.system(size: 13, weight: .medium))
      HStack(spacing: 6) {
        Circle().fill(Color.orange).frame(width: 20, height: 20)
        RoundedRectangle(cornerRadius: 6).stroke(Color.blue, lineWidth: 2)
          .frame(width: 34, height: 20)
        Capsule()
          .fill(
            LinearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing)
          )
          .frame(height: 12)
      }
      ProgressView(value: 0.6)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .containerBackground(for: .widget) {
      colorScheme == .dark ? Color(hex: 0x1C1C1E) : Color(hex: 0xF2F4F8)
    }
  }
}
