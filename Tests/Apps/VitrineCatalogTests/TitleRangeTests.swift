import Foundation
import Testing
import VitrineCatalog

/// Numbers from the network are range-checked where they are decoded, naming the field.
@Suite struct TitleRangeTests {
  static func page(_ replacements: [String: String]) throws -> Data {
    let page = RecommendationsPage(items: [try #require(EmbeddedCatalog.title(id: "brother-2"))])
    var json = String(decoding: try CatalogJSON.encode(page), as: UTF8.self)
    for (original, replacement) in replacements {
      #expect(json.contains(original))
      json = json.replacingOccurrences(of: original, with: replacement)
    }
    return Data(json.utf8)
  }

  @Test(arguments: [
    ([#""durationMinutes":127"#: #""durationMinutes":9223372036854775000"#], "durationMinutes"),
    ([#""durationMinutes":127"#: #""durationMinutes":-1"#], "durationMinutes"),
    ([#""year":2000"#: #""year":-5"#], "year"),
    ([#""year":2000"#: #""year":"2000""#], "year"),
  ])
  func outOfRangeNumbersAreMalformedNamingTheField(
    replacements: [String: String], field: String
  ) throws {
    let data = try Self.page(replacements)
    do {
      _ = try CatalogJSON.decode(RecommendationsPage.self, from: data)
      Issue.record("decoded \(replacements)")
    } catch let error as RecommendationsError {
      #expect("\(error)".contains("items.0.\(field)"), "\(error)")
    }
  }

  /// The issue's crash: Int.max minutes is 2^63 as a Double, and 1 − 1e-17 rounds to 1, so
  /// the product does not fit an Int.
  @Test func remainingMinutesNeverTraps() {
    var title = EmbeddedCatalog.title(id: "brother-2")!
    title.durationMinutes = Int.max
    title.progress = 1e-17
    #expect(title.remainingMinutes == nil)
    title.durationMinutes = 100
    title.progress = 0.25
    #expect(title.remainingMinutes == 75)  // 100 × (1 − 0.25)
  }

  @Test func aPageOfMoreThanAHundredItemsIsRefusedBeforeDecodingThem() throws {
    let json = #"{"items":[{}"# + String(repeating: ",{}", count: 100) + "]}"
    #expect(throws: RecommendationsError.malformed("at items: 101 items, more than 100")) {
      try CatalogJSON.decode(RecommendationsPage.self, from: Data(json.utf8))
    }
  }
}
