import Foundation
import Testing
import VitrineHTTPServer

@testable import VitrineWebHome

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Issue 26: any page can load the home screen in an `<img>` many times. Those loads carry no
/// cookie (it is `SameSite=Strict`), so each used to start a session, and 300 of them pushed a
/// browser's session out of the 256-entry table: its next tap got 403. A page load must not be
/// able to evict a session that is in use.
@Suite(.timeLimit(.minutes(5))) struct SessionEvictionTests {
  @Test func aSessionInUseOutlivesAFloodOfPageLoads() {
    let sessions = BrowserSessions()
    let browser = sessions.session(cookieHeader: nil)
    let cookie = "vitrine_session=\(browser.id)"
    #expect(sessions.accepts(cookieHeader: cookie, token: browser.token))
    for _ in 0..<300 { _ = sessions.session(cookieHeader: nil) }
    #expect(sessions.accepts(cookieHeader: cookie, token: browser.token))
    #expect(sessions.knownSession(cookieHeader: cookie) == browser.id)
  }

  @Test func aPageThatHasFetchedWithItsCookieOutlivesAFloodOfPageLoads() {
    let sessions = BrowserSessions()
    let browser = sessions.session(cookieHeader: nil)
    let cookie = "vitrine_session=\(browser.id)"
    // The page's first fetch (its home state) carries the cookie.
    sessions.touch(cookieHeader: cookie)
    for _ in 0..<1_000 { _ = sessions.session(cookieHeader: nil) }
    #expect(sessions.accepts(cookieHeader: cookie, token: browser.token))
  }

  @Test func neverUsedSessionsGoFirstAndUsedOnesAreStillBounded() {
    let sessions = BrowserSessions(capacity: 2)
    let used = (0..<3).map { _ in sessions.session(cookieHeader: nil) }
    for browser in used { sessions.touch(cookieHeader: "vitrine_session=\(browser.id)") }
    // Only two used sessions are kept: the least recently used one went.
    #expect(sessions.knownSession(cookieHeader: "vitrine_session=\(used[0].id)") == nil)
    for _ in 0..<10 { _ = sessions.session(cookieHeader: nil) }
    for browser in used.dropFirst() {
      #expect(sessions.accepts(cookieHeader: "vitrine_session=\(browser.id)", token: browser.token))
    }
  }

  /// The issue's attack on a real server: the browser loads its page and fetches its state,
  /// then 300 cookie-less `GET /` arrive; the browser's next tap is still accepted.
  @Test func theNextTapAfterThreeHundredCrossSitePageLoadsIsAccepted() async throws {
    let client = try await WebClient.start()
    defer { client.stop() }
    #expect(try await client.get("/api/home").status == 200)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpShouldSetCookies = false
    configuration.httpCookieAcceptPolicy = .never
    configuration.timeoutIntervalForRequest = 120
    let stranger = URLSession(configuration: configuration)
    for _ in 0..<300 {
      let (_, response) = try await stranger.data(from: client.server.url)
      #expect((response as? HTTPURLResponse)?.statusCode == 200)
    }
    let tap = try await client.post("/api/clock", #"{"action":"manual"}"#)
    #expect(tap.status == 200, "\(String(decoding: tap.body, as: UTF8.self))")
  }
}
