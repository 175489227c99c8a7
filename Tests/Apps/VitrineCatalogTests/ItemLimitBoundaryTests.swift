import Foundation
import Testing
import VitrineCatalog

/// A recommendations page at its item limit: 100 items are read, 101 are refused before any
/// item is decoded.
@Suite struct ItemLimitBoundaryTests {
  func page(of count: Int) throws -> Data {
    let titles = EmbeddedCatalog.titles
    let items = (0..<count).map { titles[$0 % titles.count] }
    return try CatalogJSON.encode(RecommendationsPage(items: items))
  }

  @Test(arguments: [-1, 0, 1]) func itemsOfAPage(offset: Int) throws {
    let count = RecommendationsPage.maximumItems + offset
    let data = try page(of: count)
    if count <= RecommendationsPage.maximumItems {
      #expect(try CatalogJSON.decode(RecommendationsPage.self, from: data).items.count == count)
    } else {
      #expect {
        try CatalogJSON.decode(RecommendationsPage.self, from: data)
      } throws: { error in
        "\(error)".contains("\(count) items, more than \(RecommendationsPage.maximumItems)")
      }
    }
  }
}
