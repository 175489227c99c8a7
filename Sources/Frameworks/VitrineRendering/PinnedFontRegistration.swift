import CVitrinePangoCairo
import Foundation

/// How the pinned font files get into a font system's fontconfig configuration: by their
/// folders, through fontconfig's own cache files, with every file of those folders that is not
/// pinned rejected.
///
/// Adding a file by itself (`FcConfigAppFontAddFile`) makes fontconfig open and scan it with
/// FreeType, its character set included, on every start: about 4 ms for the 21 pinned files,
/// in every one-shot `vitrine render`. Adding its folder (`FcConfigAppFontAddDir`) reads the
/// folder's cache instead, which Debian's font packages write at install (`fc-cache`) and
/// fontconfig rewrites when the folder changes, in the first writable cache folder of the
/// configuration: the system's, else the user's (`$XDG_CACHE_HOME/fontconfig`). The patterns
/// are the very ones a scan gives, so matching, shaping and pixels are the same.
///
/// The `<selectfont>` rules keep the rest of each folder out (Inter Display beside Inter, the
/// Noto monospace fonts beside Noto Color Emoji): `<rejectfont>` for the folder, `<acceptfont>`
/// for each pinned file. Fonts enter in folder order, and in name order within a folder.
enum PinnedFontRegistration {
  /// The configuration that selects `files` from their folders and names fontconfig's cache
  /// folders, to load after ``FontFiles/fontconfigXML``.
  static func selectionXML(for files: [URL]) -> String {
    let folders = folders(of: files)
    let reject = folders.map { "      <glob>\(escaped($0.folder))/*</glob>" }
    let accept = files.map { "      <glob>\(escaped($0.path))</glob>" }
    return
      ([
        #"<?xml version="1.0"?>"#,
        #"<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">"#,
        "<fontconfig>",
        "  <cachedir>/var/cache/fontconfig</cachedir>",
        #"  <cachedir prefix="xdg">fontconfig</cachedir>"#,
        "  <selectfont>",
        "    <rejectfont>",
      ] + reject + ["    </rejectfont>", "    <acceptfont>"] + accept + [
        "    </acceptfont>",
        "  </selectfont>",
        "</fontconfig>",
      ]).joined(separator: "\n")
  }

  /// The folders of `files` in the order they first appear, each with its files. A file whose
  /// path fontconfig would read as a pattern (`*`, `?`), or that sits at the root, is left
  /// out: it is added by itself.
  static func folders(of files: [URL]) -> [(folder: String, files: [String])] {
    var result: [(folder: String, files: [String])] = []
    for path in files.map(\.path) where !needsOwnScan(path) {
      // Paths are split as strings: Foundation's URL operations cost more than the rest of
      // the registration.
      let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
      if folder.isEmpty { continue }
      if let index = result.firstIndex(where: { $0.folder == folder }) {
        result[index].files.append(path)
      } else {
        result.append((folder, [path]))
      }
    }
    return result
  }

  /// Adds `files` to `config`'s application fonts, their folders through the caches.
  ///
  /// - Throws: ``FontSystemError/unusableFontFile(_:)`` for a file that fontconfig did not
  ///   take (it cannot read it, or its folder cannot be read).
  static func register(_ files: [URL], in config: OpaquePointer) throws {
    let folders = folders(of: files)
    let paths = files.map(\.path)
    for path in paths where !folders.contains(where: { $0.files.contains(path) }) {
      guard FcConfigAppFontAddFile(config, path) != 0 else {
        throw FontSystemError.unusableFontFile(path)
      }
    }
    for (folder, _) in folders {
      // A folder fontconfig cannot read adds nothing; the check below names its files.
      _ = FcConfigAppFontAddDir(config, folder)
    }
    let registered = registeredFiles(in: config)
    if let absent = paths.first(where: { !registered.contains($0) }) {
      throw FontSystemError.unusableFontFile(absent)
    }
  }

  /// The files of `config`'s application fonts.
  static func registeredFiles(in config: OpaquePointer) -> Set<String> {
    guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
    var paths: Set<String> = []
    for index in 0..<Int(set.pointee.nfont) {
      guard let pattern = set.pointee.fonts[index] else { continue }
      var value: UnsafeMutablePointer<FcChar8>?
      if FcPatternGetString(pattern, "file", 0, &value) == FcResultMatch, let value {
        paths.insert(String(cString: value))
      }
    }
    return paths
  }

  /// Whether `path` holds a character fontconfig's globs treat as a wildcard.
  private static func needsOwnScan(_ path: String) -> Bool {
    path.contains("*") || path.contains("?")
  }

  /// `text` with XML's special characters escaped.
  private static func escaped(_ text: String) -> String {
    guard text.contains(where: { $0 == "&" || $0 == "<" || $0 == ">" }) else { return text }
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      default: result.append(character)
      }
    }
    return result
  }
}
