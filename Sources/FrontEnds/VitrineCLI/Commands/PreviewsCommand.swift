import Foundation
import VitrineRendering
import VitrineUI
import VitrineWidgetCore

extension CommandSpec {
  /// `vitrine previews`: the author's `PreviewProvider`s, listed or rendered to PNG.
  static let previews = CommandSpec(
    name: "previews",
    summary: "list the widgets' previews (PreviewProvider), or render each to PNG",
    options: [
      .value("render-dir", "DIR", help: "write each preview as DIR/<name>.png"),
      .value("scale", "1|2|3", help: "pixels per point of the PNGs (default 2)"),
    ],
    run: { arguments, console in
      let items = console.previews.items()
      guard let folder = arguments.value("render-dir") else {
        if items.isEmpty { console.out("no previews") }
        for item in items {
          console.out("\(item.name) — \(item.family.rawValue) (\(item.provider))")
        }
        return
      }
      let scale = try PreviewRendering.scale(arguments.value("scale"))
      let renderer = try WidgetRenderer()
      let directory = URL(fileURLWithPath: folder, isDirectory: true)
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      } catch {
        throw CommandFailure("cannot create \(directory.path): \(error.localizedDescription)")
      }
      for item in items {
        let target = WidgetRenderTarget(family: item.family, scale: scale)
        let png = try PNGEncoder.encode(renderer.rasterize(item.view, target: target))
        let file = directory.appendingPathComponent(PreviewRendering.fileName(item.name))
        do {
          try png.write(to: file)
        } catch {
          throw CommandFailure("cannot write \(file.path): \(error.localizedDescription)")
        }
        console.out("\(file.path): \(item.name), \(item.family.rawValue)")
      }
    })
}

/// The previews an author passed, kept as their provider types.
///
/// Metatypes are immutable, which is why the registry is `Sendable`.
struct PreviewRegistry: @unchecked Sendable {
  let providers: [any PreviewProvider.Type]

  /// Every preview of every provider, in order.
  func items() -> [PreviewItem] { providers.flatMap { $0.previewItems } }
}

enum PreviewRendering {
  /// The scale `text` asks for, 2 when none.
  static func scale(_ text: String?) throws -> Double {
    guard let text else { return 2 }
    guard let value = Int(text), [1, 2, 3].contains(value) else {
      throw UsageError("--scale expects 1, 2 or 3, got '\(text)'")
    }
    return Double(value)
  }

  /// A file name for a preview: letters, digits, `-` and `_` kept, anything else as `-`.
  static func fileName(_ name: String) -> String {
    let kept = name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }
    return String(kept) + ".png"
  }
}
