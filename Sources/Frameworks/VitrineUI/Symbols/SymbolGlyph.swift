import Foundation

/// How a renderer draws an SF Symbol image: the icon, the weight it was asked in, and whether
/// the name was unknown.
///
/// The glyph fills its item's frame: it is set at ``SymbolMetrics/glyphSize(forSide:)`` of the
/// frame's shorter side and centred, so a resizable symbol scales with its frame.
public struct SymbolGlyph: Sendable, Hashable {
  /// The SF Symbol name the view asked for.
  public var systemName: String
  /// The icon that draws it: the mapped one, or ``SymbolTable/fallback``.
  public var icon: SymbolIcon
  /// The weight of the font the symbol sits in.
  public var weight: Font.Weight
  /// Whether `systemName` is not in ``SymbolTable`` and the fallback is drawn.
  public var isFallback: Bool

  /// Creates a glyph.
  public init(systemName: String, icon: SymbolIcon, weight: Font.Weight, isFallback: Bool) {
    self.systemName = systemName
    self.icon = icon
    self.weight = weight
    self.isFallback = isFallback
  }

  /// The glyph for the SF Symbol `name` in `weight`: its mapped icon or the fallback.
  public static func resolving(_ name: String, weight: Font.Weight) -> SymbolGlyph {
    if let icon = SymbolTable.icon(for: name) {
      return SymbolGlyph(systemName: name, icon: icon, weight: weight, isFallback: false)
    }
    return SymbolGlyph(
      systemName: name, icon: SymbolTable.fallback, weight: weight, isFallback: true)
  }
}

extension DisplayList {
  /// The SF Symbol names this list draws with the fallback icon, each once, in paint order:
  /// names ``SymbolTable`` does not map. Front ends report them (`vitrine render` warns).
  public var unmappedSymbols: [String] {
    var names: [String] = []
    func visit(_ items: [DisplayItem]) {
      for item in items {
        switch item.content {
        case .image(let image):
          if let glyph = image.symbol, glyph.isFallback, !names.contains(glyph.systemName) {
            names.append(glyph.systemName)
          }
        case .group(let group):
          visit(group.children)
        default:
          break
        }
      }
    }
    visit(items)
    return names
  }
}
