import Foundation
import VitrineStatistics

/// The widget's title for a region: its flag, the globe for the world, else its name.
enum RegionTitle {
  /// 🌎 for Global; the flag of a two-letter ISO code (its letters as regional indicator
  /// symbols: "RU" → 🇷🇺); the name when the code is not two ASCII letters.
  static func title(code: String, name: String) -> String {
    if code.uppercased() == RegionTotals.globalCode { return "🌎" }
    return flag(code) ?? name
  }

  /// The flag emoji of a two-letter code, or `nil` when `code` is not two ASCII letters.
  static func flag(_ code: String) -> String? {
    let letters = code.uppercased().unicodeScalars
    guard letters.count == 2, letters.allSatisfy({ $0.value >= 0x41 && $0.value <= 0x5A }) else {
      return nil
    }
    // Regional indicator symbol letter A is U+1F1E6; "A" is U+0041.
    var flag = String.UnicodeScalarView()
    for letter in letters {
      guard let indicator = Unicode.Scalar(0x1F1E6 + letter.value - 0x41) else { return nil }
      flag.append(indicator)
    }
    return String(flag)
  }
}
