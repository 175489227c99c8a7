import CVitrinePangoCairo
import Foundation
import VitrineUI

/// The fonts an app ships in its bundle resources, as iOS's `UIAppFonts` lists them: every
/// `.ttf`, `.otf` and `.ttc` file in the app's bundles, registered with the renderer's own
/// fontconfig configuration so `Font.custom(_:size:)` finds them by PostScript or family name.
///
/// The app's bundles are the main bundle and the SwiftPM resource bundles beside the main
/// executable (where a widget target's `Bundle.module` is), as for localized strings.
public enum AppFonts {
  /// How deep under a bundle fonts are looked for, and how many entries are looked at.
  static let maximumDepth = 4
  static let maximumEntries = 10_000

  /// The font files in the main bundle and the resource bundles beside the executable.
  public static func discoveredFiles() -> [URL] {
    var roots = [(Bundle.main.resourceURL ?? Bundle.main.bundleURL).standardizedFileURL]
    let directory = Bundle.main.bundleURL.standardizedFileURL
    let beside =
      (try? FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: nil)) ?? []
    for url in beside.sorted(by: { $0.lastPathComponent < $1.lastPathComponent })
    where url.pathExtension == "resources" || url.pathExtension == "bundle" {
      roots.append(url.standardizedFileURL)
    }
    var visited = 0
    var files: [URL] = []
    for root in roots { collect(in: root, depth: 0, visited: &visited, into: &files) }
    return files
  }

  private static func collect(
    in directory: URL, depth: Int, visited: inout Int, into files: inout [URL]
  ) {
    guard depth <= maximumDepth else { return }
    let entries =
      (try? FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
    for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
      visited += 1
      guard visited <= maximumEntries else { return }
      if (try? entry.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
        // The main bundle of a test run is the build folder: only bundles are app resources.
        if depth > 0 || directory != Bundle.main.bundleURL.standardizedFileURL {
          collect(in: entry, depth: depth + 1, visited: &visited, into: &files)
        }
      } else if ["ttf", "otf", "ttc"].contains(entry.pathExtension.lowercased()) {
        files.append(entry)
      }
    }
  }
}

/// One face of an app font: the family fontconfig knows it by, and its weight and style.
struct AppFontFace: Equatable {
  var family: String
  var weight: Int
  var isItalic: Bool
}

extension AppFontFace {
  /// Every face in `config`'s application fonts by lowercased PostScript name, full name and
  /// family name (a family stands for its regular face).
  static func names(in config: OpaquePointer) -> [String: AppFontFace] {
    guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [:] }
    var names: [String: AppFontFace] = [:]
    let count = Int(set.pointee.nfont)
    for index in 0..<count {
      guard let pattern = set.pointee.fonts[index] else { continue }
      func string(_ object: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else {
          return nil
        }
        return String(cString: value)
      }
      var weight: Int32 = 80
      _ = FcPatternGetInteger(pattern, "weight", 0, &weight)
      var slant: Int32 = 0
      _ = FcPatternGetInteger(pattern, "slant", 0, &slant)
      guard let family = string("family") else { continue }
      let face = AppFontFace(
        family: family, weight: Int(FcWeightToOpenType(weight)), isItalic: slant != 0)
      for name in [string("postscriptname"), string("fullname")].compactMap({ $0 }) {
        names[name.lowercased()] = names[name.lowercased()] ?? face
      }
      let familyKey = family.lowercased()
      if names[familyKey] == nil || (face.weight == 400 && !face.isItalic) {
        names[familyKey] = AppFontFace(family: family, weight: 400, isItalic: false)
      }
    }
    return names
  }
}
