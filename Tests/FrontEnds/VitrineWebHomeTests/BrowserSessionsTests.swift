import Foundation
import Testing

@testable import VitrineWebHome

@Suite struct BrowserSessionsTests {
  @Test func aSessionsTokenIsAcceptedWithItsCookieOnly() {
    let sessions = BrowserSessions()
    let first = sessions.session(cookieHeader: nil)
    let second = sessions.session(cookieHeader: nil)
    #expect(first.isNew && second.isNew)
    #expect(first.token.count == 64 && first.id.count == 32)
    let cookie = "other=1; vitrine_session=\(first.id)"
    #expect(sessions.accepts(cookieHeader: cookie, token: first.token))
    #expect(!sessions.accepts(cookieHeader: cookie, token: second.token))
    #expect(!sessions.accepts(cookieHeader: cookie, token: nil))
    #expect(!sessions.accepts(cookieHeader: nil, token: first.token))
    #expect(!sessions.accepts(cookieHeader: cookie, token: String(first.token.dropLast())))
  }

  @Test func aKnownCookieKeepsItsSession() {
    let sessions = BrowserSessions()
    let first = sessions.session(cookieHeader: nil)
    let again = sessions.session(cookieHeader: "vitrine_session=\(first.id)")
    #expect(!again.isNew)
    #expect(again.token == first.token)
    #expect(BrowserSessions.cookie(for: first.id).contains("HttpOnly; SameSite=Strict"))
  }

  @Test func malformedCookiesNameNoSession() {
    #expect(BrowserSessions.sessionID(in: "vitrine_session=<script>") == nil)
    #expect(BrowserSessions.sessionID(in: "vitrine_session=") == nil)
    #expect(BrowserSessions.sessionID(in: "vitrine_session") == nil)
    let id = String(repeating: "a", count: 32)
    #expect(BrowserSessions.sessionID(in: " a=b ;vitrine_session=\(id)") == id)
  }

  @Test func theOldestSessionIsForgottenPastTheCapacity() {
    let sessions = BrowserSessions(capacity: 2)
    let first = sessions.session(cookieHeader: nil)
    _ = sessions.session(cookieHeader: nil)
    _ = sessions.session(cookieHeader: nil)
    #expect(!sessions.accepts(cookieHeader: "vitrine_session=\(first.id)", token: first.token))
  }
}
