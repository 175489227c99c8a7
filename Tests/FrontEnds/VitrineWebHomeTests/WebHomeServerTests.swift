import Foundation
import Testing
import VitrineCatalog
import VitrineHTTPServer
import VitrineHomeScreen
import VitrineTestSupport
import VitrineUI
import VitrineWidgetCore

@testable import VitrineWebHome

/// The web home screen over real HTTP on loopback.
@Suite(.serialized, .timeLimit(.minutes(10))) struct WebHomeServerTests {
  /// The home screen's widgets as the page gets them.
  func widgets(_ client: WebClient, query: String = "") async throws -> [[String: Any]] {
    let home = try #require(try await client.json("/api/home" + query) as? [String: Any])
    return try #require(home["widgets"] as? [[String: Any]])
  }

  func widget(_ client: WebClient, kind: String) async throws -> [String: Any] {
    try #require(try await widgets(client).first { $0["kind"] as? String == kind })
  }

  func region(_ widget: [String: Any], named name: String) throws -> [String: Any] {
    let regions = try #require(widget["regions"] as? [[String: Any]])
    return try #require(regions.first { ($0["action"] as? String ?? "").contains(name) })
  }

  func tap(
    _ client: WebClient, _ widget: [String: Any], _ name: String
  ) async throws -> [String:
    Any]
  {
    let region = try region(widget, named: name)
    return try await tap(
      client, id: try #require(widget["id"] as? String),
      region: try #require(region["index"] as? Int),
      action: try #require(region["action"] as? String))
  }

  func tap(
    _ client: WebClient, id: String, region: Int, action: String
  ) async throws -> [String:
    Any]
  {
    let body = try JSONSerialization.data(withJSONObject: ["region": region, "action": action])
    let (status, answer, _) = try await client.post(
      "/api/widgets/\(id)/tap", String(decoding: body, as: UTF8.self))
    #expect(status == 200, "\(String(decoding: answer, as: UTF8.self))")
    return try #require(try JSONSerialization.jsonObject(with: answer) as? [String: Any])
  }

  func image(_ client: WebClient, _ widget: [String: Any]) async throws -> Data {
    let (status, body, headers) = try await client.get(try #require(widget["image"] as? String))
    #expect(status == 200)
    #expect(headers["content-type"] == "image/png")
    return body
  }

  @Test func thePageCarriesItsTokenAndAStrictPolicy() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    #expect(client.token.count == 64)
    #expect(client.cookie.hasPrefix("vitrine_session="))
    for path in ["/", "/static/home.js", "/api/home", "/no/such/page"] {
      let (_, _, headers) = try await client.get(path)
      let policy = try #require(headers["content-security-policy"], "\(path)")
      #expect(policy.contains("script-src 'self'"))
      #expect(!policy.contains("unsafe-inline"))
      #expect(headers["x-content-type-options"] == "nosniff")
    }
    let (status, _, headers) = try await client.get("/static/home.js")
    #expect(status == 200)
    #expect(headers["content-type"] == "text/javascript; charset=utf-8")
  }

  @Test func aFirstRunPlacesFourWidgetsOnTheGrid() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    let widgets = try await widgets(client)
    #expect(
      widgets.map { $0["kind"] as? String } == ["recommendations", "clock", "clock", "covid-stats"])
    #expect(
      widgets.map { $0["family"] as? String } == [
        "systemMedium", "systemSmall", "systemSmall", "systemSmall",
      ])
    // Medium across the top (rows 0–1); two small ones side by side below (rows 2–3), the
    // statistics widget under them (rows 4–5).
    #expect(widgets.map { $0["row"] as? Int } == [0, 2, 2, 4])
    #expect(widgets.map { $0["column"] as? Int } == [0, 0, 2, 0])
    // The medium picture is drawn at the phone's scale: 338 × 3 = 1014 by 158 × 3 = 474 pixels.
    let png = try await image(client, widgets[0])
    #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    #expect(pixelSize(png) == [1014, 474])
  }

  /// `serve` over a user's own bundle (none of the built-in kinds): its widgets are on the grid
  /// at once, each in its first home-screen family, in the bundle's order.
  @Test func aFirstRunOfAUsersBundlePlacesItsOwnWidgets() async throws {
    struct Entry: TimelineEntry { let date: Date }
    let provider = AnyTimelineProvider(
      placeholder: { _ in Entry(date: .distantPast) },
      snapshot: { _, _, done in done(Entry(date: .distantPast)) },
      timeline: { _, _, done in
        done(AnyTimeline(Timeline(entries: [Entry(date: Date())], policy: .never)))
      })
    let small = WidgetDescriptor(kind: "my-steps", provider: provider) { _ in Text("Steps") }
    let medium = WidgetDescriptor(kind: "my-chart", provider: provider) { _ in Text("Chart") }
      .supportedFamilies([.accessoryRectangular, .systemMedium])
    let lockOnly = WidgetDescriptor(kind: "my-lock", provider: provider) { _ in Text("Lock") }
      .supportedFamilies([.accessoryCircular])
    let client = try await WebClient.start(library: WidgetLibrary([small, lockOnly, medium]))
    defer { client.stop() }
    let widgets = try await widgets(client)
    // The Lock Screen-only widget has no home-screen family, so it is not placed.
    #expect(widgets.map { $0["kind"] as? String } == ["my-steps", "my-chart"])
    #expect(widgets.map { $0["family"] as? String } == ["systemSmall", "systemMedium"])
  }

  @Test func forwardChangesThePictureAndBackReturnsIt() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    let before = try await widget(client, kind: "recommendations")
    let original = try await image(client, before)
    let forwarded = try await tap(client, before, "Forward")
    #expect(forwarded["version"] as! Int > before["version"] as! Int)
    let moved = try await image(client, forwarded)
    #expect(moved != original)
    let back = try await tap(client, forwarded, "Back")
    #expect(try await image(client, back) == original)
  }

  @Test func concurrentTapsFromSeveralClientsAreAllPerformed() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    let widget = try await widget(client, kind: "recommendations")
    let id = try #require(widget["id"] as? String)
    let forward = try region(widget, named: "Forward")
    let index = try #require(forward["index"] as? Int)
    let action = try #require(forward["action"] as? String)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask {
          for _ in 0..<5 {
            _ = try await self.tap(client, id: id, region: index, action: action)
          }
        }
      }
      try await group.waitForAll()
    }
    let host = client.server.app.session.host
    let intents = await host.events.filter { $0.kind == .intent && $0.instanceID == id }
    #expect(intents.count == 20)
    // 20 forward taps over 6 posters from the first: 20 mod 6 = 2, the third poster.
    let shown = try #require(await host.shown(id)?.summary)
    #expect(shown.contains("#3 "), "\(shown)")
  }

  @Test func aPostWithoutTheTokenIsRefusedAndChangesNothing() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    let remove = "/api/widgets/w1/remove"
    #expect(try await client.postWithoutToken(remove, "{}").status == 403)
    #expect(try await client.post(remove, "{}", token: "0123").status == 403)
    #expect(try await widgets(client).count == 4)
    #expect(try await client.post(remove, "{}").status == 200)
    #expect(try await widgets(client).count == 3)
  }

  @Test func aPictureOfAWidgetThatIsGoneIsNotFound() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    // Drawn once and kept; removing the widget forgets it.
    #expect(try await client.get("/widgets/w1.png").status == 200)
    #expect(try await client.post("/api/widgets/w1/remove", "{}").status == 200)
    #expect(try await client.get("/widgets/w1.png").status == 404)
    #expect(try await client.get("/widgets/w99.png").status == 404)
  }

  @Test func requestBodiesHaveALimit() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    let huge = #"{"values":{"timeZone":""# + String(repeating: "a", count: 100_000) + #""}}"#
    #expect(try await client.post("/api/widgets/w2/configure", huge).status == 413)
    let (status, body, _) = try await client.post("/api/widgets/w2/configure", #"{"values": 5}"#)
    #expect(status == 400)
    #expect(String(decoding: body, as: UTF8.self).contains("at values"))
  }

  @Test func configuringTheClocksTimeZoneReloadsIt() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    let sheet = try #require(
      try await client.json("/api/widgets/w2/configuration") as? [[String: Any]])
    let zone = try #require(sheet.first { $0["key"] as? String == "timeZone" })
    let sections = try #require(zone["sections"] as? [[String: Any]])
    #expect(sections.first?["title"] as? String == "Universal")
    #expect(sections.compactMap { $0["title"] as? String }.contains("Europe"))
    let before = try await image(client, try await widgets(client)[1])
    let (status, _, _) = try await client.post(
      "/api/widgets/w2/configure", #"{"values":{"timeZone":"Asia/Yekaterinburg"}}"#)
    #expect(status == 200)
    let events = await client.server.app.session.host.events
    #expect(events.last { $0.instanceID == "w2" }?.reason == .configuration)
    #expect(
      events.last { $0.instanceID == "w2" }?.shown?.summary.hasSuffix("Asia/Yekaterinburg") == true)
    #expect(try await image(client, try await widgets(client)[1]) != before)
    let (refused, message, _) = try await client.post(
      "/api/widgets/w2/configure", #"{"values":{"timeZone":"<script>alert(1)</script>"}}"#)
    #expect(refused == 400)
    let text = String(decoding: message, as: UTF8.self)
    #expect(text.contains("timeZone") && text.contains("not an option"))
  }

  @Test func sixManualHoursBringAPolicyReloadToTheStream() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    let log = try #require(try await client.json("/api/events") as? [String: Any])
    let sequence = try #require(log["sequence"] as? Int)
    let (status, body, _) = try await client.post(
      "/api/clock", #"{"action":"advance","seconds":21600}"#)
    #expect(status == 200)
    let clock = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
    #expect(clock["mode"] as? String == "manual")
    let (_, stream, headers) = try await client.get(
      "/api/stream", headers: ["Last-Event-ID": "\(sequence)"])
    #expect(headers["content-type"] == "text/event-stream; charset=utf-8")
    let text = String(decoding: stream, as: UTF8.self)
    #expect(text.hasPrefix("retry: 100\n"))
    // The recommendations widget's posters go stale after 6 hours: a policy reload.
    #expect(text.contains(#""kind":"reload""#) && text.contains(#""reason":"policy""#))
    #expect(text.contains(#""widget":"recommendations""#))
  }

  @Test func aManualClockStaysPutThroughTapsAndAdds() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    let (_, body, _) = try await client.post("/api/clock", #"{"action":"manual"}"#)
    let manual = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
    let stopped = try #require(manual["now"] as? Double)
    try await Task.sleep(for: .milliseconds(1200))
    _ = try await tap(client, try await widget(client, kind: "recommendations"), "Forward")
    _ = try await client.post("/api/widgets", #"{"kind":"clock","family":"systemSmall"}"#)
    let clock = try #require(try await client.json("/api/clock") as? [String: Any])
    #expect(clock["now"] as? Double == stopped)
    #expect(clock["mode"] as? String == "manual")
    // Back on the system clock, it follows the system time again (it fell behind it here).
    _ = try await client.post("/api/clock", #"{"action":"system"}"#)
    try await Task.sleep(for: .milliseconds(600))
    let running = try #require(try await client.json("/api/clock") as? [String: Any])
    #expect((running["now"] as? Double ?? 0) > stopped)
  }

  @Test func theGalleryAddsAndTheHomeScreenRemovesAndReorders() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    let gallery = try #require(try await client.json("/api/gallery") as? [[String: Any]])
    #expect(gallery.map { $0["kind"] as? String } == ["clock", "recommendations", "covid-stats"])
    #expect(gallery[1]["families"] as? [String] == ["systemSmall", "systemMedium", "systemLarge"])
    let (status, preview, _) = try await client.get("/gallery/recommendations/systemLarge.png")
    #expect(status == 200)
    // 338 × 3 by 354 × 3 pixels.
    #expect(pixelSize(preview) == [1014, 1062])
    #expect(try await client.get("/gallery/recommendations/accessoryInline.png").status == 404)
    #expect(
      try await client.post("/api/widgets", #"{"kind":"recommendations","family":"systemLarge"}"#)
        .status == 200)
    #expect(
      try await widgets(client).map { $0["id"] as? String } == ["w1", "w2", "w3", "w4", "w5"])
    #expect(
      try await client.post("/api/layout", #"{"order":["w5","w1","w2","w3","w4"]}"#).status == 200)
    #expect(
      try await widgets(client).map { $0["id"] as? String } == ["w5", "w1", "w2", "w3", "w4"])
    #expect(try await client.post("/api/layout", #"{"order":["w5","w1"]}"#).status == 409)
    #expect(try await client.post("/api/widgets/w1/remove", "{}").status == 200)
    #expect(try await widgets(client).map { $0["id"] as? String } == ["w5", "w2", "w3", "w4"])
  }

  @Test func theHomeScreenSurvivesARestart() async throws {
    let folder = try TemporaryFolder("vitrine-web-restart")
    let first = try await WebClient.start(folder: folder)
    _ = try await first.post("/api/widgets", #"{"kind":"clock","family":"systemMedium"}"#)
    _ = try await first.post("/api/layout", #"{"order":["w5","w4","w3","w2","w1"]}"#)
    first.stop()
    let second = try await WebClient.start(folder: folder)
    defer { second.stop() }
    let widgets = try await widgets(second)
    #expect(widgets.map { $0["id"] as? String } == ["w5", "w4", "w3", "w2", "w1"])
    #expect(widgets.first?["family"] as? String == "systemMedium")
  }

  @Test func anotherPhonePlacesTheWidgetsAgainAtItsSizes() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    #expect(try await client.post("/api/device", #"{"device":"iphone-430x932"}"#).status == 200)
    let widgets = try await widgets(client)
    #expect(
      widgets.map { $0["kind"] as? String } == ["recommendations", "clock", "clock", "covid-stats"])
    // 364 × 3 = 1092 by 170 × 3 = 510 pixels.
    #expect(pixelSize(try await image(client, widgets[0])) == [1092, 510])
    #expect(try await client.post("/api/device", #"{"device":"ipad-1024x1366"}"#).status == 400)
  }

  @Test func itServesTheRecommendationsAPI() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    let api = HTTPRecommendationsClient(baseURL: client.server.url, timeout: 60)
    #expect(
      try await api.recommendations(limit: 2) == Array(EmbeddedCatalog.recommendations.prefix(2)))
    #expect(try await api.title(id: "stalker").name.ru == "Сталкер")
    #expect(try await client.get("/api/v1/titles/nothing").status == 404)
    #expect(try await client.get("/api/v1/recommendations?limit=abc").status == 400)
  }

  @Test func aTakenPortIsAClearError() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    let port = try #require(client.server.url.port)
    let folder = try TemporaryFolder("vitrine-web-port")
    await #expect(throws: WebHomeError.self) {
      _ = try await WebHomeServer(
        configuration: WebHomeConfiguration(
          port: UInt16(port), dataDirectory: folder.url, variables: [:]))
    }
  }
}

/// A PNG's width and height, from its header.
func pixelSize(_ png: Data) -> [Int] {
  guard png.count >= 24 else { return [] }
  let bytes = [UInt8](png[16..<24])
  return [0, 4].map { offset in
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
  }
}
