import Foundation
import Testing
import VitrineRendering
import VitrineUI

@Suite("Pango text measurement")
struct TextMeasurementTests {
  let measurer = renderer.textMeasurer

  func request(
    _ string: String, size: CGFloat = 17, weight: Font.Weight = .regular, width: CGFloat? = nil,
    lineLimit: Int? = nil, truncation: Text.TruncationMode = .tail
  ) -> TextLayoutRequest {
    TextLayoutRequest(
      string: string, font: ResolvedFont(size: size, weight: weight), width: width,
      lineLimit: lineLimit, truncationMode: truncation)
  }

  @Test("heavier weights are wider: regular < medium < semibold < bold")
  func weights() {
    let widths = [Font.Weight.regular, .medium, .semibold, .bold].map {
      measurer.layout(request("Widgets на Linux", weight: $0)).size.width
    }
    #expect(widths == widths.sorted() && Set(widths).count == 4, "\(widths)")
  }

  @Test("metrics come from Inter: line height about 1.21 em, baseline about 0.97 em")
  func metrics() {
    let layout = measurer.layout(request("Hg", size: 100))
    #expect(abs(layout.lineHeight - 121.1) < 1.5, "\(layout.lineHeight)")
    #expect(abs(layout.firstBaseline - 96.9) < 1.5, "\(layout.firstBaseline)")
  }

  @Test("a flag is one emoji glyph, not two letters")
  func flags() {
    let flag = measurer.layout(request("🇫🇷", size: 20)).size.width
    let letters = measurer.layout(request("FR", size: 20)).size.width
    #expect(flag > 15 && flag < 35, "\(flag)")
    #expect(flag < letters * 2)
  }

  @Test("wrapped lines fit the width, break between words and lose nothing")
  func wrapping() {
    let text = "Съешь же ещё этих мягких французских булок 🥐🇫🇷 and drink some tea"
    let layout = measurer.layout(request(text, size: 15, width: 120))
    #expect(layout.lines.count > 2)
    for line in layout.lines {
      #expect(line.width <= 120.0001, "\(line.text) \(line.width)")
      #expect(!line.text.hasSuffix(" "))
    }
    let joined = layout.lines.map(\.text).joined(separator: " ")
    #expect(joined == text)
    #expect(!layout.isTruncated)
  }

  @Test("a word longer than the width breaks between characters")
  func longWord() {
    let layout = measurer.layout(request("Donaudampfschifffahrtsgesellschaft", width: 80))
    #expect(layout.lines.count > 1)
    #expect(layout.lines.allSatisfy { $0.width <= 80.0001 })
    #expect(layout.lines.map(\.text).joined() == "Donaudampfschifffahrtsgesellschaft")
  }

  @Test("each line's width is the width of its text shaped alone, which is what is drawn")
  func lineWidthsAreTheDrawnWidths() {
    let layout = measurer.layout(request("The quick brown fox jumps over the lazy dog", width: 100))
    for line in layout.lines {
      let alone = measurer.layout(request(line.text)).size.width
      #expect(alone == line.width, "\(line.text)")
    }
  }

  @Test(
    "truncation puts … where the mode says and fits the width",
    arguments: [Text.TruncationMode.tail, .head, .middle])
  func truncation(mode: Text.TruncationMode) throws {
    let layout = measurer.layout(
      request(
        "Москва, Санкт-Петербург, Екатеринбург и Новосибирск 🇷🇺", size: 13, width: 110,
        lineLimit: 2, truncation: mode))
    #expect(layout.isTruncated)
    #expect(layout.lines.count == 2)
    let last = try #require(layout.lines.last)
    #expect(last.width <= 110.0001)
    switch mode {
    case .tail: #expect(last.text.hasSuffix("…"))
    case .head: #expect(last.text.hasPrefix("…"))
    case .middle:
      #expect(last.text.contains("…") && !last.text.hasPrefix("…") && !last.text.hasSuffix("…"))
    }
  }

  @Test("newlines break lines; empty lines keep their height")
  func newlines() {
    let layout = measurer.layout(request("one\n\nthree"))
    #expect(layout.lines.map(\.text) == ["one", "", "three"])
    // Three lines: three line heights less the leading, which goes between lines only.
    #expect(layout.leading > 0)
    #expect(abs(layout.size.height - (3 * layout.lineHeight - layout.leading)) < 0.001)
  }

  @Test("alignment places shorter lines within the widest")
  func alignment() {
    var centered = request("a long first line\nshort")
    centered.alignment = .center
    let layout = measurer.layout(centered)
    let short = layout.lines[1]
    #expect(abs(short.origin.x - (layout.size.width - short.width) / 2) < 0.001)
  }

  @Test("measuring is the same from many threads at once")
  func concurrent() async {
    let expected = measurer.layout(request("Привет 👋 world", width: 60))
    await withTaskGroup(of: TextLayout.self) { group in
      for _ in 0..<16 {
        group.addTask { renderer.textMeasurer.layout(request("Привет 👋 world", width: 60)) }
      }
      for await layout in group { #expect(layout == expected) }
    }
  }
}

@Suite("Pango text runs and typography")
struct TextRunMeasurementTests {
  let measurer = renderer.textMeasurer

  func width(_ string: String, _ font: ResolvedFont) -> CGFloat {
    measurer.layout(TextLayoutRequest(string: string, font: font)).size.width
  }

  @Test("a text of runs is as wide as its runs shaped apart, and wraps across them")
  func runs() {
    let regular = ResolvedFont(size: 17)
    let bold = ResolvedFont(size: 17, weight: .bold)
    let request = TextLayoutRequest(
      string: "Light Bold", font: regular,
      runs: [TextRun(utf8Count: 6, font: regular), TextRun(utf8Count: 4, font: bold)])
    let joined = measurer.layout(request)
    let apart = width("Light ", regular) + width("Bold", bold)
    #expect(abs(joined.size.width - apart) < 0.5, "\(joined.size.width) vs \(apart)")
    #expect(
      joined.lines.first?.spans == [TextSpan(utf8Count: 6, run: 0), TextSpan(utf8Count: 4, run: 1)])
    // Narrower than the whole: "Light" on one line, "Bold" in bold on the next.
    var narrow = request
    narrow.width = apart - 5
    let wrapped = measurer.layout(narrow)
    #expect(wrapped.lines.map(\.text) == ["Light", "Bold"])
    #expect(
      wrapped.lines.map(\.spans) == [
        [TextSpan(utf8Count: 5, run: 0)], [TextSpan(utf8Count: 4, run: 1)],
      ])
  }

  @Test("a cut line of runs keeps its spans, with … in the run before it")
  func truncatedRuns() throws {
    let regular = ResolvedFont(size: 17)
    let bold = ResolvedFont(size: 17, weight: .bold)
    let request = TextLayoutRequest(
      string: "One two three four", font: regular, width: 80, lineLimit: 1,
      runs: [TextRun(utf8Count: 4, font: bold), TextRun(utf8Count: 14, font: regular)])
    let line = try #require(measurer.layout(request).lines.first)
    #expect(line.text.hasSuffix("…"))
    #expect(line.spans.reduce(0) { $0 + $1.utf8Count } == line.text.utf8.count)
    #expect(line.spans.first == TextSpan(utf8Count: 4, run: 0))
    #expect(line.spans.last?.run == 1)
  }

  @Test("tracking widens the gaps between characters; negative tightens")
  func tracking() {
    var tracked = ResolvedFont(size: 17)
    let plain = width("Widgets", tracked)
    tracked.tracking = 2
    // 7 characters, 6 gaps between them, 2 points each: 12 points wider (Pango trims the
    // half spaces at the line's ends).
    #expect(abs(width("Widgets", tracked) - plain - 12) < 0.5)
    tracked.tracking = -1
    #expect(abs(plain - width("Widgets", tracked) - 6) < 0.5)
  }
}
