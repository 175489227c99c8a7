import Foundation
import SwiftUI
import VitrineCatalog

/// A poster the project draws itself from the title: color fields and the title set in type.
///
/// The palette and composition come from a stable hash of the title's identifier, so a title
/// always gets the same poster, on every machine and in every run. Public so the catalog app
/// draws the same posters as the widget.
public struct PosterArt: View {
  let title: Title
  let language: Language

  /// The poster of `title` with its name in `language`.
  public init(title: Title, language: Language) {
    self.title = title
    self.language = language
  }

  /// The poster: gradient, composition, title and year.
  public var body: some View {
    let palette = PosterPalette(seed: title.id)
    GeometryReader { proxy in
      ZStack(alignment: .bottomLeading) {
        LinearGradient(
          colors: [palette.top, palette.bottom], startPoint: .top, endPoint: .bottom)
        composition(palette)
        VStack(alignment: .leading, spacing: 1) {
          Text(title.name[language].uppercased())
            .font(.system(size: titleSize(width: proxy.size.width - 10), weight: .heavy))
            .foregroundStyle(palette.ink)
            .lineLimit(3)
          Text(String(title.year))
            .font(.system(size: 7, weight: .medium))
            .foregroundStyle(palette.ink.opacity(0.8))
        }
        .padding(5)
      }
    }
  }

  /// A type size that fits the title's longest word on one line (heavy capitals run about
  /// 0.8 em wide in Cyrillic), and never larger than a sixth of the poster's width.
  private func titleSize(width: CGFloat) -> CGFloat {
    let longestWord = title.name[language].split(separator: " ").map(\.count).max() ?? 1
    return max(5, min(width / 5.5, width / (CGFloat(longestWord) * 0.8)))
  }

  /// One of a few compositions: a sun, bands, or a corner block.
  @ViewBuilder
  private func composition(_ palette: PosterPalette) -> some View {
    switch palette.composition {
    case 0:
      Circle()
        .fill(palette.accent)
        .frame(width: 34, height: 34)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .padding(.top, 12)
    case 1:
      VStack(spacing: 4) {
        Rectangle().fill(palette.accent).frame(height: 6)
        Rectangle().fill(palette.accent.opacity(0.6)).frame(height: 6)
        Rectangle().fill(palette.accent.opacity(0.3)).frame(height: 6)
        Spacer(minLength: 0)
      }
      .padding(.top, 14)
    default:
      RoundedRectangle(cornerRadius: 3)
        .fill(palette.accent)
        .frame(width: 26, height: 40)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
        .padding(8)
    }
  }
}

/// Colors and a composition picked from a title's identifier.
struct PosterPalette {
  let top: Color
  let bottom: Color
  let accent: Color
  let ink: Color
  let composition: Int

  private static let fields: [(top: UInt32, bottom: UInt32, accent: UInt32, ink: UInt32)] = [
    (0x1D3557, 0x0B132B, 0xE63946, 0xF1FAEE),
    (0x2A9D8F, 0x264653, 0xE9C46A, 0xFFFFFF),
    (0xF4A261, 0xE76F51, 0x264653, 0x1B1B1B),
    (0x6D597A, 0x355070, 0xEAAC8B, 0xFFFFFF),
    (0x8D99AE, 0x2B2D42, 0xEF233C, 0xEDF2F4),
    (0xFFB703, 0xFB8500, 0x023047, 0x1B1B1B),
    (0x3A5A40, 0x344E41, 0xDAD7CD, 0xFFFFFF),
    (0x9D0208, 0x370617, 0xFFBA08, 0xFFFFFF),
  ]

  init(seed: String) {
    // FNV-1a: stable across runs, unlike Swift's seeded Hasher.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in seed.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let field = Self.fields[Int(hash % UInt64(Self.fields.count))]
    top = Color(hex: field.top)
    bottom = Color(hex: field.bottom)
    accent = Color(hex: field.accent)
    ink = Color(hex: field.ink)
    composition = Int((hash >> 8) % 3)
  }
}
