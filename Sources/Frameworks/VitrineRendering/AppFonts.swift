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
  ///
  /// Folders are read by path, and only the entries that could matter are looked at (a
  /// bundle's subfolders, files named like fonts): a one-shot `vitrine render` pays for this
  /// walk on every start, beside a build folder of a hundred entries.
  public static func discoveredFiles() -> [URL] {
    let main = Bundle.main
    let bundle = main.bundleURL.standardizedFileURL.path
    var roots = [(main.resourceURL ?? main.bundleURL).standardizedFileURL.path]
    for name in names(in: bundle)
    where ["resources", "bundle"].contains(pathExtension(of: name)) {
      roots.append(join(bundle, name))
    }
    var visited = 0
    var files: [URL] = []
    for root in roots {
      collect(in: root, depth: 0, skipsFolders: root == bundle, visited: &visited, into: &files)
    }
    return files
  }

  /// Adds the font files under `directory` to `files` in name order, entering each folder
  /// where its name comes; `skipsFolders` keeps to the folder itself (the main bundle of a test
  /// run is the build folder, where only bundles are app resources).
  private static func collect(
    in directory: String, depth: Int, skipsFolders: Bool, visited: inout Int,
    into files: inout [URL]
  ) {
    guard depth <= maximumDepth else { return }
    for name in names(in: directory) {
      visited += 1
      guard visited <= maximumEntries else { return }
      let path = join(directory, name)
      let isFont = isFontName(name)
      // Only an entry that is a font by name, or a folder that is looked into, needs a stat.
      guard isFont || !skipsFolders else { continue }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        continue
      }
      if isDirectory.boolValue {
        if !skipsFolders {
          collect(
            in: path, depth: depth + 1, skipsFolders: false, visited: &visited, into: &files)
        }
      } else if isFont {
        files.append(URL(fileURLWithPath: path, isDirectory: false))
      }
    }
  }

  /// The entries of `directory` sorted by name; none when it cannot be read.
  private static func names(in directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
  }

  private static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  /// Whether `name` ends in `.ttf`, `.otf` or `.ttc`, in any case.
  static func isFontName(_ name: String) -> Bool {
    ["ttf", "otf", "ttc"].contains(pathExtension(of: name).lowercased())
  }

  /// What follows the last dot of `name`, as `URL.pathExtension` reads it: nothing for a name
  /// that only starts with a dot.
  static func pathExtension(of name: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return String(name[name.index(after: dot)...])
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
