import Foundation
import Testing
import VitrineUI

@testable import VitrineRendering

/// Text in scripts Inter lacks is drawn with the pinned fallback font, never as empty boxes.
@MainActor @Suite("Fallback fonts")
struct FallbackFontTests {
  let fonts = renderer.fonts

  @Test(
    "Korean, Japanese and Chinese text has a glyph for every character",
    arguments: ["퇴근 타이머", "こんにちは、世界", "你好，世界", "H+1 퇴근!"])
  func cjkHasGlyphs(text: String) {
    fonts.withLock { engine in
      let line = engine.line(text, font: ResolvedFont(size: 17))
      #expect(engine.unknownGlyphs(line) == 0, "\(text)")
      #expect(line.width > 0)
    }
  }

  @Test("bold Hangul is emboldened: more ink than regular at the same size")
  func boldFallback() throws {
    func ink(_ weight: Font.Weight) throws -> Int {
      let image = try plain(
        Text("퇴근").font(.system(size: 40, weight: weight)).foregroundStyle(Color.black)
          .frame(width: 120, height: 60), 120, 60)
      return image.pixels.filter { $0 >> 24 >= 128 }.count
    }
    #expect(try ink(.bold) > ink(.regular))
  }

  @Test("the Debian font set pins the fallback file")
  func pinned() {
    let files = FontFiles.debian
    #expect(files.fallback == [FontFiles.fallbackFile])
    #expect(files.fallbackFamily == "Droid Sans Fallback")
    #expect(files.missing.isEmpty)
  }
}
