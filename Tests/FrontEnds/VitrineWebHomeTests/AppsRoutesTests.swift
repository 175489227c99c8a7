import Foundation
import Testing

@testable import VitrineWebHome

/// The apps in the web home screen, driven over real HTTP as the page drives them.
@Suite("Apps in the web home screen", .timeLimit(.minutes(10)))
struct AppsRoutesTests {
  func post(_ client: WebClient, _ path: String, _ json: String) async throws -> [String: Any] {
    let (status, body, _) = try await client.post(path, json)
    #expect(status == 200, "\(path): \(String(decoding: body, as: UTF8.self))")
    return try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
  }

  func labels(_ state: [String: Any]) -> [String] {
    (state["elements"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
  }

  func center(of label: String, in state: [String: Any]) throws -> (Double, Double) {
    let elements = state["elements"] as? [[String: Any]] ?? []
    let element = try #require(elements.first { $0["label"] as? String == label })
    let frame = try #require(element["frame"] as? [String: Double])
    return (frame["x"]! + frame["width"]! / 2, frame["y"]! + frame["height"]! / 2)
  }

  @Test func theCatalogChipsFilterTheListOnTheServer() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    let opened = try await post(client, "/api/apps/open", #"{"app":"vitrine"}"#)
    #expect(labels(opened).contains { $0.hasPrefix("All titles · 46 titles") })
    // The screen is the phone's, drawn at its scale: 393 × 3 by 852 × 3 pixels.
    #expect(opened["width"] as? Double == 393 && opened["height"] as? Double == 852)
    let (status, png, _) = try await client.get(opened["image"] as! String)
    #expect(status == 200)
    #expect(pixelSize(png) == [1179, 2556])
    let (x, y) = try center(of: "Drama", in: opened)
    let filtered = try await post(
      client, "/api/apps/input", #"{"action":"tap","x":\#(x),"y":\#(y)}"#)
    #expect(labels(filtered).contains("Drama · 23 titles"))
    #expect(filtered["version"] as! Int > opened["version"] as! Int)
    let (_, filteredPNG, _) = try await client.get(filtered["image"] as! String)
    #expect(filteredPNG != png)
    // Home leaves the app; opening it again finds it as it was left.
    let home = try await post(client, "/api/apps/input", #"{"action":"home"}"#)
    #expect(home["open"] as? Bool == false)
    let again = try await post(client, "/api/apps/open", #"{"app":"vitrine"}"#)
    #expect(labels(again).contains("Drama · 23 titles"))
  }

  @Test func aDeepLinkOpensTheTitleAndBackReturns() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    // Solaris is far down the list: the server scrolls to find its row.
    let detail = try await post(client, "/api/apps/open", #"{"url":"vitrine://title/solaris"}"#)
    #expect(labels(detail).contains("Solaris"))
    #expect(!labels(detail).contains { $0.hasPrefix("All titles") })
    let back = try await post(client, "/api/apps/input", #"{"action":"back"}"#)
    #expect(labels(back).contains { $0.hasPrefix("All titles · 46 titles") })
  }

  @Test func pointsOutsideTheScreenAndUnknownActionsAreRefused() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    #expect(
      try await client.post("/api/apps/input", #"{"action":"tap","x":1,"y":1}"#).status == 409)
    _ = try await post(client, "/api/apps/open", #"{"app":"settings"}"#)
    #expect(
      try await client.post("/api/apps/input", #"{"action":"tap","x":-5,"y":1}"#).status == 400)
    #expect(
      try await client.post("/api/apps/input", #"{"action":"tap","x":1,"y":9999}"#).status == 400)
    #expect(try await client.post("/api/apps/input", #"{"action":"swipe"}"#).status == 400)
    #expect(
      try await client.postWithoutToken("/api/apps/input", #"{"action":"home"}"#).status == 403)
  }

  @Test func aMessageWithACatalogLinkSurfacesAndHidingItRemovesIt() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    let url = "https://vitrine.example/title/brother"
    let before = try #require(try await client.json("/api/shared") as? [String: Any])
    let urls = { (state: [String: Any]) in
      (state["highlights"] as? [[String: Any]] ?? []).compactMap { $0["url"] as? String }
    }
    #expect(!urls(before).contains(url))
    _ = try await post(client, "/api/apps/open", #"{"app":"messages"}"#)
    _ = try await post(
      client, "/api/apps/messages/compose",
      #"{"from":"Kate Wilson","text":"Watch this: \#(url)"}"#)
    let current = try #require(try await client.json("/api/apps/current") as? [String: Any])
    #expect(labels(current).contains { $0.hasPrefix("Kate Wilson") && $0.contains(url) })
    let after = try #require(try await client.json("/api/shared") as? [String: Any])
    // Newest first after what is pinned (Kate pinned Chernobyl in the sample conversations).
    #expect(urls(after).prefix(2) == ["https://vitrine.example/title/chernobyl-s1e1", url])
    let hidden = try await post(client, "/api/shared/hide", #"{"url":"\#(url)"}"#)
    #expect(!urls(hidden).contains(url))
    #expect(try await client.post("/api/shared/hide", #"{"url":"\#(url)"}"#).status == 404)
  }

  @Test func theAssociationFileAndTheStatisticsRoutesAreServed() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    let aasa = try #require(
      try await client.json("/.well-known/apple-app-site-association") as? [String: Any])
    #expect(aasa["applinks"] != nil)
    let summary = try #require(try await client.json("/api/stats/summary") as? [String: Any])
    #expect((summary["Countries"] as? [Any])?.count == 186)
    #expect(try await client.get("/api/stats/total/country/atlantis").status == 404)
  }
}
