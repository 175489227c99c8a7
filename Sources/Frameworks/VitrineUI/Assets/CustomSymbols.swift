import Foundation

/// Finds custom symbols: the `<name>.symbolset` folders of asset catalogs, each holding the SVG
/// that Xcode's symbol template (or an exported SF Symbol) is saved as.
///
/// `Image("name")` draws one when no image set or file of that name exists, and
/// `Image(systemName:)` when the name is not an SF Symbol Vitrine knows. Like an SF Symbol,
/// the image is sized from the font and drawn in the foreground style; the renderer draws the
/// template's Regular-M variant (or the whole drawing of a plain SVG) with librsvg.
enum CustomSymbols {
  /// The SVG file of the symbol set `name` in `bundle` (the default bundles when `nil`).
  static func file(named name: String, inBundle bundle: Bundle?) -> URL? {
    for root in AssetBundles.roots(for: bundle) {
      guard let set = AssetCatalog.set(named: name, kind: .symbol, under: root),
        let symbols = AssetCatalog.contents(of: set)?["symbols"] as? [[String: Any]]
      else { continue }
      for entry in symbols {
        guard let file = entry["filename"] as? String, !file.isEmpty,
          file == (file as NSString).lastPathComponent, file != "..",
          file.lowercased().hasSuffix(".svg")
        else { continue }
        return set.appendingPathComponent(file)
      }
    }
    return nil
  }
}

/// Looks up images by name as `Image(_:bundle:)` does, for UIKit's `UIImage(named:)`.
public enum ImageResources {
  /// The file `Image(name, bundle: bundle)` would draw at `scale` in the light appearance —
  /// an image set's file, a loose resource file, or a custom symbol's SVG — and the image's
  /// scale (1 for a symbol); `nil` when there is none.
  public static func file(
    named name: String, in bundle: Bundle?, scale: CGFloat
  ) -> (url: URL, scale: CGFloat)? {
    if let (url, found) = Image.locate(name, inBundle: bundle, scale: scale, dark: false) {
      return (url, found)
    }
    return CustomSymbols.file(named: name, inBundle: bundle).map { ($0, 1) }
  }
}
