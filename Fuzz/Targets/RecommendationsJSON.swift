import Foundation
// Fuzz target: the recommendations API's JSON, decoded as the client decodes it and encoded
// again as the widget's cache saves it (encoding computes remainingMinutes, where an
// overflow once hid).
import VitrineCatalog

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecommendationsJSON(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  if let page = try? CatalogJSON.decode(RecommendationsPage.self, from: data) {
    precondition(page.items.count <= RecommendationsPage.maximumItems)
    let saved = try? CatalogJSON.encode(page)
    precondition(saved != nil, "a decoded page must encode again")
    for title in page.items { _ = title.remainingMinutes }
  }
  if let title = try? CatalogJSON.decode(Title.self, from: data) {
    _ = try? CatalogJSON.encode(title)
  }
  return 0
}
