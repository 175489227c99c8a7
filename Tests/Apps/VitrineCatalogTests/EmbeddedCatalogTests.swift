import Foundation
import Testing
import VitrineCatalog

@Suite struct EmbeddedCatalogTests {
  @Test func holdsAtLeastFortyDistinctTitlesInBothLanguages() {
    let titles = EmbeddedCatalog.titles
    #expect(titles.count >= 40)
    #expect(Set(titles.map(\.id)).count == titles.count)
    for title in titles {
      #expect(!title.name.en.isEmpty && !title.name.ru.isEmpty, "\(title.id)")
      #expect(!title.summary.en.isEmpty && !title.summary.ru.isEmpty, "\(title.id)")
      #expect((1920...2026).contains(title.year), "\(title.id)")
      #expect(!title.genres.isEmpty && !title.countries.isEmpty, "\(title.id)")
      #expect(title.deepLink.absoluteString == "vitrine://title/\(title.id)")
    }
    #expect(titles.contains { $0.isEpisode })
    #expect(titles.contains { !$0.isEpisode })
  }

  @Test func remainingTimeComesFromProgress() throws {
    let brother2 = try #require(EmbeddedCatalog.title(id: "brother-2"))
    // 127 minutes, 35% watched: 82.55 minutes left, shown as 83.
    #expect(brother2.remainingMinutes == 83)
    #expect(EmbeddedCatalog.title(id: "brother")?.remainingMinutes == nil)
  }

  @Test func recommendationsAlternateStartedAndNewTitles() {
    let recommendations = EmbeddedCatalog.recommendations
    #expect(Set(recommendations.map(\.id)) == Set(EmbeddedCatalog.titles.map(\.id)))
    let firstSix = recommendations.prefix(6)
    #expect(firstSix.map { $0.progress != nil } == [true, false, true, false, true, false])
    #expect(firstSix.contains { $0.isEpisode } && firstSix.contains { !$0.isEpisode })
  }

  @Test func titlesRoundTripThroughTheJSONContract() throws {
    for title in EmbeddedCatalog.titles {
      let data = try CatalogJSON.encode(title)
      #expect(try CatalogJSON.decode(Title.self, from: data) == title)
    }
    let sherlock = try #require(EmbeddedCatalog.title(id: "sherlock-s1e1"))
    let json = String(decoding: try CatalogJSON.encode(sherlock), as: UTF8.self)
    #expect(json.contains(#""kind":"episode""#))
    #expect(json.contains(#""episodeTitle":{"en":"A Study in Pink","ru":"Этюд в розовых тонах"}"#))
    #expect(json.contains(#""deepLink":"vitrine://title/sherlock-s1e1""#))
  }

  @Test func malformedJSONNamesTheField() {
    let json = #"{"items":[{"id":"x","title":{"en":"X","ru":"Х"},"kind":"film","year":"soon"}]}"#
    #expect(throws: RecommendationsError.self) {
      try CatalogJSON.decode(RecommendationsPage.self, from: Data(json.utf8))
    }
    do {
      _ = try CatalogJSON.decode(RecommendationsPage.self, from: Data(json.utf8))
    } catch let RecommendationsError.malformed(reason) {
      #expect(reason.hasPrefix("at items.0.year"))
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}
