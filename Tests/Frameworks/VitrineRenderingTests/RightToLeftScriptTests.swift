import Foundation
import Testing
import VitrineUI

@testable import VitrineRendering

/// Arabic and Hebrew, which Inter lacks, are set in the pinned Noto Sans Arabic and Noto Sans
/// Hebrew (Debian's `fonts-noto-core`), as iOS sets them in its Arabic and Hebrew system fonts;
/// Pango shapes them right to left.
@MainActor @Suite("Right-to-left scripts")
struct RightToLeftScriptTests {
  let fonts = renderer.fonts

  @Test(
    "Arabic and Hebrew text has a glyph for every character, regular and bold",
    arguments: ["مرحبا بالعالم", "اليوم ١٥:٠٠", "שלום עולם", "עברו 12 מתוך 24 שעות"])
  func glyphs(text: String) {
    fonts.withLock { engine in
      for weight in [Font.Weight.regular, .bold] {
        let line = engine.line(text, font: ResolvedFont(size: 17, weight: weight))
        #expect(engine.unknownGlyphs(line) == 0, "\(text) \(weight)")
        #expect(line.width > 0)
      }
    }
  }

  @Test("Arabic letters are joined: a word is narrower than its letters set apart")
  func joined() {
    // Shaping picks each letter's joined form (initial, medial, final); the isolated forms,
    // as when the letters are separated by spaces, are wider in sum.
    fonts.withLock { engine in
      let font = ResolvedFont(size: 20)
      let word = engine.line("سلام", font: font).width
      let letters = ["س", "ل", "ا", "م"].map { engine.line($0, font: font).width }
      #expect(word < letters.reduce(0, +))
    }
  }

  @Test("the Debian font set pins both script fonts, tried before the CJK fallback")
  func pinned() {
    let files = FontFiles.debian
    #expect(
      files.scripts.map(\.lastPathComponent) == [
        "NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf", "NotoSansHebrew-Regular.ttf",
        "NotoSansHebrew-Bold.ttf",
      ])
    #expect(files.scriptFamilies == ["Noto Sans Arabic", "Noto Sans Hebrew"])
    #expect(files.missing.isEmpty)
  }
}
