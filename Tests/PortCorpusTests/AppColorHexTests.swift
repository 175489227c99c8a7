import SwiftUI
import Testing
import VitrineUI

// Widget code often adds its own `Color(hex:)` (the outside trials RunStreak and
// ExpoLiveActivity do), which SwiftUI does not have. Vitrine's own hex initializers must not
// make such code ambiguous: the app's extension is the one chosen.
extension Color {
  /// An app's hex colour: "#RRGGBB", black when the text is not six hex digits.
  init(hex: String) {
    let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
    let value = digits.count == 6 ? (UInt64(digits, radix: 16) ?? 0) : 0
    self.init(
      red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
      blue: Double(value & 0xFF) / 255)
  }
}

@Suite("An app's own Color(hex:) beside Vitrine's")
struct AppColorHexTests {
  @Test("Color(hex: String) resolves to the app's extension, not ambiguously")
  func appExtensionWins() {
    // The app's initializer is not failable: this line would not compile against Vitrine's
    // `init?(hex:)`, and was ambiguous while both were equally favoured.
    let orange: Color = Color(hex: "#FF8000")
    let resolved = orange.resolve(in: .light)
    // 0xFF = 255 → 1, 0x80 = 128 → 128/255, 0x00 → 0.
    #expect(resolved.red == 1)
    #expect(abs(resolved.green - 128.0 / 255) < 1e-9)
    #expect(resolved.blue == 0)
    // Not six digits: the app's rule gives black where Vitrine's would give nil.
    #expect(Color(hex: "#FFF").resolve(in: .light).red == 0)
  }
}
