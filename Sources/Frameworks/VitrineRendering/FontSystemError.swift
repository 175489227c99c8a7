import Foundation

/// Why a font system could not be made.
public enum FontSystemError: Error, Equatable, CustomStringConvertible {
  /// Font files that do not exist; install the packages in scripts/debian-packages.txt.
  case missingFontFiles([String])
  /// A font file fontconfig could not read.
  case unusableFontFile(String)
  /// Pango or fontconfig failed.
  case engine(String)

  public var description: String {
    switch self {
    case .missingFontFiles(let paths):
      return "font files not found: \(paths.joined(separator: ", "))"
        + " (install the packages in scripts/debian-packages.txt: fonts-inter,"
        + " fonts-noto-color-emoji, fonts-material-design-icons-iconfont)"
    case .unusableFontFile(let path): return "fontconfig cannot read the font file \(path)"
    case .engine(let message): return "text engine: \(message)"
    }
  }
}
