import Foundation
import Synchronization

/// The browsers using the home screen, each known by a session cookie and holding the CSRF token
/// its page sends with every state-changing request.
///
/// A page load without a known session cookie starts a session: a random identifier (set as an
/// `HttpOnly`, `SameSite=Strict` cookie) and a random token (written into the page). A POST is
/// accepted only when its `X-CSRF-Token` header is the token of the session its cookie names,
/// so another site can neither read the token nor send it. At most ``capacity`` sessions are
/// kept; the oldest is forgotten first.
final class BrowserSessions: Sendable {
  /// The cookie's name.
  static let cookieName = "vitrine_session"

  /// How many sessions are kept.
  let capacity: Int

  private struct State {
    var tokens: [String: String] = [:]
    var order: [String] = []
  }
  private let state = Mutex(State())

  /// Creates an empty set of sessions.
  init(capacity: Int = 256) { self.capacity = max(1, capacity) }

  /// The session named by the request's cookie and its token, or a new one.
  ///
  /// - Returns: The session identifier, its token, and whether it is new (the response must set
  ///   the cookie).
  func session(cookieHeader: String?) -> (id: String, token: String, isNew: Bool) {
    state.withLock { state in
      if let id = Self.sessionID(in: cookieHeader), let token = state.tokens[id] {
        return (id, token, false)
      }
      let id = Self.randomHex(bytes: 16)
      let token = Self.randomHex(bytes: 32)
      state.tokens[id] = token
      state.order.append(id)
      if state.order.count > capacity {
        let forgotten = state.order.removeFirst()
        state.tokens.removeValue(forKey: forgotten)
      }
      return (id, token, true)
    }
  }

  /// The known session the cookie names, or `nil`.
  func knownSession(cookieHeader: String?) -> String? {
    guard let id = Self.sessionID(in: cookieHeader) else { return nil }
    return state.withLock { $0.tokens[id] == nil ? nil : id }
  }

  /// Whether `token` is the token of the session the cookie names.
  func accepts(cookieHeader: String?, token: String?) -> Bool {
    guard let id = Self.sessionID(in: cookieHeader), let token else { return false }
    return state.withLock { state in
      guard let expected = state.tokens[id] else { return false }
      return Self.constantTimeEqual(expected, token)
    }
  }

  /// The `Set-Cookie` value for a new session.
  static func cookie(for id: String) -> String {
    "\(cookieName)=\(id); Path=/; HttpOnly; SameSite=Strict"
  }

  /// The session identifier in a `Cookie` header, if it has one of the right form.
  static func sessionID(in header: String?) -> String? {
    guard let header else { return nil }
    for pair in header.split(separator: ";") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      guard parts.count == 2,
        parts[0].trimmingCharacters(in: .whitespaces) == cookieName
      else { continue }
      let value = parts[1].trimmingCharacters(in: .whitespaces)
      guard value.count == 32, value.allSatisfy(\.isHexDigit) else { return nil }
      return value
    }
    return nil
  }

  static func randomHex(bytes: Int) -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<bytes).map { _ in
      let byte = UInt8.random(in: .min ... .max, using: &generator)
      return String(byte, radix: 16).leftPadded(to: 2)
    }.joined()
  }

  static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
    let x = Array(a.utf8)
    let y = Array(b.utf8)
    guard x.count == y.count else { return false }
    return zip(x, y).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
  }
}

extension String {
  func leftPadded(to length: Int) -> String {
    count >= length ? self : String(repeating: "0", count: length - count) + self
  }
}
