import Foundation
import Testing
import VitrineStatistics

@testable import VitrineCountryStatsWidget

@Suite struct RegionTitleTests {
  @Test func twoLettersBecomeRegionalIndicators() {
    // R is U+0052 → U+1F1F7; U is U+0055 → U+1F1FA.
    #expect(RegionTitle.flag("RU") == "\u{1F1F7}\u{1F1FA}")
    #expect(RegionTitle.flag("RU") == "🇷🇺")
    #expect(RegionTitle.flag("fr") == "🇫🇷")
    #expect(RegionTitle.title(code: "RU", name: "Russia") == "🇷🇺")
  }

  @Test func theWorldIsAGlobe() {
    #expect(RegionTitle.title(code: "GLOBAL", name: "Global") == "🌎")
  }

  @Test func otherCodesShowTheName() {
    for code in ["", "R", "RUS", "R1", "Ж1", "ÄB", "1F"] {
      #expect(RegionTitle.flag(code) == nil, "\(code)")
      #expect(RegionTitle.title(code: code, name: "Somewhere") == "Somewhere")
    }
  }
}
