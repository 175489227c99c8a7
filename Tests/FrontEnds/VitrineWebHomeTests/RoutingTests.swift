import Foundation
import Testing
import VitrineHTTPServer

@testable import VitrineWebHome

/// Requests as libmicrohttpd hands them over (paths already decoded), answered without a
/// network.
@Suite(.timeLimit(.minutes(10))) struct RoutingTests {
  @Test func onlyTheFixedSetOfFilesIsServed() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    let app = client.server.app
    for path in [
      "/static/../Package.swift", "/static/../../etc/passwd", "/static//etc/passwd", "/etc/passwd",
      "/static/home.js/", "/static/HOME.JS", "/static/home.js\0", "/static/%2e%2e/Package.swift",
      "/static/..%2fPackage.swift", "/static/./home.js", "//static/home.js", "/static/",
      "/static", "/widgets/../static/home.js", "/widgets/w1.png/../../Package.swift",
    ] {
      let response = await app.handle(HTTPRequest(path: path))
      #expect(response.status == 404, "\(path)")
      #expect(response.headers["Content-Security-Policy"] != nil)
    }
    #expect(await app.handle(HTTPRequest(path: "/static/home.css")).status == 200)
  }

  @Test func onlyGetAndPostAreAnswered() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    let response = await client.server.app.handle(HTTPRequest(method: "DELETE", path: "/api/home"))
    #expect(response.status == 405)
  }

  @Test func aPostFromAnotherOriginIsRefusedEvenWithTheToken() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    let request = HTTPRequest(
      method: "POST", path: "/api/clock",
      headers: [
        "cookie": client.cookie, "x-csrf-token": client.token, "origin": "http://evil.example",
        "host": "127.0.0.1:\(client.server.url.port!)",
      ], body: Data(#"{"action":"manual"}"#.utf8))
    #expect(await client.server.app.handle(request).status == 403)
  }

  @Test func requestsForAnotherHostNameAreRefused() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    let port = client.server.url.port ?? 0
    let app = client.server.app
    // A page whose name was rebound to 127.0.0.1 sends its own name.
    let rebound = await app.handle(
      HTTPRequest(path: "/", headers: ["host": "evil.example:\(port)"]))
    #expect(rebound.status == 421)
    for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST"] {
      #expect(await app.handle(HTTPRequest(path: "/", headers: ["host": host])).status == 200)
    }
    #expect(WebHomeApp.hostNames(listeningOn: "0.0.0.0") == nil)
    #expect(WebHomeApp.hostNames(listeningOn: "192.168.1.5") == ["192.168.1.5"])
  }

  @Test func appearancesOutsideTheKnownOnesAreRefused() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    #expect(try await client.get("/api/home?scheme=sepia").status == 400)
    #expect(try await client.get("/api/home?lang=de").status == 400)
    #expect(try await client.get("/api/home?scheme=dark&lang=ru").status == 200)
  }

  @Test func linksOpenTheirApps() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    let (status, body, _) = try await client.post(
      "/api/apps/open", #"{"url":"vitrine://title/stalker"}"#)
    #expect(status == 200)
    let screen = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
    #expect(screen["app"] as? String == "vitrine")
    #expect(screen["open"] as? Bool == true)
    #expect(screen["url"] as? String == "vitrine://title/stalker")
    #expect(
      try await client.post("/api/apps/open", #"{"url":"https://example.com"}"#).status == 404)
    #expect(try await client.post("/api/apps/open", #"{"app":"messages"}"#).status == 200)
    // Opening an app changes the session's state: a GET cannot do it.
    #expect(try await client.get("/api/apps/open?app=messages").status == 404)
  }

  @Test func theTokenIsEscapedIntoThePage() {
    #expect(HTMLText.escape(#"<script>"a'&"#) == "&lt;script&gt;&quot;a&#39;&amp;")
  }
}
