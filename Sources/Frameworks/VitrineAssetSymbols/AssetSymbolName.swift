/// The Swift name Xcode gives an asset catalog entry's generated symbol.
///
/// The rules, as Xcode 15 applies them: the name is split into words at spaces, dashes,
/// underscores, dots and slashes (a namespace's `Icons/star` too); the first word starts in
/// lower case (all of it when it is all capitals, `URL` → `url`), the others in upper case;
/// a trailing `Color` is dropped from a colour's name and `Image` from an image's when
/// something is left (`BrandColor` → `brand`); a name starting with a digit gets a leading
/// `_`, and a Swift keyword is written in backticks.
public enum AssetSymbolName {
  /// The symbol for the entry `name` of `kind`; `nil` when no letter or digit is left.
  public static func identifier(for name: String, kind: AssetKind) -> String? {
    let words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    guard !words.isEmpty else { return nil }
    var result = ""
    for (index, word) in words.enumerated() {
      if index == 0 {
        result +=
          word.allSatisfy { !$0.isLowercase }
          ? word.lowercased() : word.prefix(1).lowercased() + word.dropFirst()
      } else {
        result += word.prefix(1).uppercased() + word.dropFirst()
      }
    }
    let suffix = kind == .color ? "Color" : "Image"
    if result.hasSuffix(suffix), result.count > suffix.count {
      result.removeLast(suffix.count)
    }
    if let first = result.first, first.isNumber { result = "_" + result }
    return keywords.contains(result) ? "`\(result)`" : result
  }

  private static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
    "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
    "repeat", "return", "throw", "switch", "where", "while", "as", "false", "is", "nil", "self",
    "super", "throws", "true", "try",
  ]
}

/// The kinds of asset catalog entry that get symbols.
public enum AssetKind: String, Sendable {
  /// A `.colorset`: a `ColorResource`.
  case color = "colorset"
  /// An `.imageset`: an `ImageResource`.
  case image = "imageset"
  /// A `.symbolset`: a custom symbol (SVG) that `Image(_:)` and `Image(systemName:)` draw;
  /// Xcode's asset symbols leave it out, and so does the generator.
  case symbol = "symbolset"
}
