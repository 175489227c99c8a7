import Foundation
import Testing
import VitrineHTTPServer

@testable import VitrineWebHome

/// Every route that changes state refuses a POST that does not carry the session's token, from
/// the session's own origin. The routes come from the router's own table, so a route added
/// there is tested here without anyone writing its test.
@Suite(.timeLimit(.minutes(10))) struct CSRFEveryChangeTests {
  @Test func theTableIsEveryChangeTheRouterKnows() throws {
    #expect(WebRoute.changes.count >= 11)
    var seen = Set<String>()
    for change in WebRoute.changes {
      let path = change.path()
      #expect(seen.insert(path).inserted, "\(path) is listed twice")
      let route = try WebRoute(method: "POST", path: path, headers: [:], hostNames: nil)
      // What a POST reaches is a change: it is checked for the token before it runs.
      #expect(route.isChange, "\(path) routes to \(route), which is not marked as a change")
      // A GET never reaches a change.
      let read = try? WebRoute(method: "GET", path: path, headers: [:], hostNames: nil)
      #expect(read.map { !$0.isChange } ?? true, "GET \(path)")
    }
    // A path of a route's shape with a malformed identifier is no route.
    let tap = try #require(WebRoute.changes.first { $0.segments.contains("{id}") })
    #expect(throws: RequestError.self) {
      try WebRoute(method: "POST", path: tap.path(id: "x1"), headers: [:], hostNames: nil)
    }
  }

  @Test func everyChangeRefusesAPostWithoutTheToken() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    let app = client.server.app
    let host = "127.0.0.1:\(client.server.url.port ?? 0)"
    let otherToken = String(repeating: "0", count: client.token.count)
    for change in WebRoute.changes {
      let path = change.path()
      func post(_ headers: [String: String]) async -> (status: Int, error: String) {
        let request = HTTPRequest(
          method: "POST", path: path, headers: headers.merging(["host": host]) { $1 },
          body: Data("{}".utf8))
        let response = await app.handle(request)
        let error = try? JSONDecoder().decode([String: String].self, from: response.body)
        return (response.status, error?["error"] ?? "")
      }
      let refusals: [(String, [String: String], String)] = [
        ("no token", ["cookie": client.cookie], "CSRF token"),
        ("another token", ["cookie": client.cookie, "x-csrf-token": otherToken], "CSRF token"),
        ("an empty token", ["cookie": client.cookie, "x-csrf-token": ""], "CSRF token"),
        ("no session cookie", ["x-csrf-token": client.token], "CSRF token"),
        (
          "another origin",
          ["cookie": client.cookie, "x-csrf-token": client.token, "origin": "http://evil.example"],
          "cross-origin"
        ),
      ]
      for (what, headers, reason) in refusals {
        let answer = await post(headers)
        #expect(answer.status == 403, "POST \(path) with \(what) answered \(answer.status)")
        #expect(answer.error.contains(reason), "POST \(path) with \(what): \(answer.error)")
      }
      // With the token the check is passed: whatever the route then says, it is not a 403.
      let accepted = await post(["cookie": client.cookie, "x-csrf-token": client.token])
      #expect(accepted.status != 403, "POST \(path) with the token: \(accepted.error)")
    }
  }
}
