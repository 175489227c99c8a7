import Foundation
import Synchronization

/// The browsers using the home screen, each known by a session cookie and holding the CSRF token
/// its page sends with every state-changing request.
///
/// A page load without a known session cookie starts a session: a random identifier (set as an
/// `HttpOnly`, `SameSite=Strict` cookie) and a random token (written into the page). A POST is
/// accepted only when its `X-CSRF-Token` header is the token of the session its cookie names,
/// so another site can neither read the token nor send it.
///
/// Sessions are kept in two tables of at most ``capacity`` each. A new session is *fresh* until
/// a request carries its cookie (the page's own first fetch does); it is then *in use*. Only
/// the browser's own pages send the cookie (it is `SameSite=Strict`), so another site loading
/// the page again and again (an `<img>` pointed at it) makes only fresh sessions, and pushes
/// out only the oldest fresh one: never a session in use. Sessions in use are forgotten least
/// recently used first.
final class BrowserSessions: Sendable {
  /// The cookie's name.
  static let cookieName = "vitrine_session"

  /// How many sessions of each kind (fresh, in use) are kept.
  let capacity: Int

  private struct State {
    var tokens: [String: String] = [:]
    /// Never used, oldest first.
    var fresh: [String] = []
    /// In use, least recently used first.
    var used: [String] = []

    /// Moves `id` to the end of the sessions in use (from the fresh ones if it was fresh),
    /// forgetting the least recently used one past `capacity`.
    mutating func markUsed(_ id: String, capacity: Int) {
      if let index = used.lastIndex(of: id) {
        if index != used.count - 1 { used.append(used.remove(at: index)) }
        return
      }
      if let index = fresh.firstIndex(of: id) { fresh.remove(at: index) }
      used.append(id)
      if used.count > capacity { tokens.removeValue(forKey: used.removeFirst()) }
    }
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
        state.markUsed(id, capacity: capacity)
        return (id, token, false)
      }
      let id = Self.randomHex(bytes: 16)
      let token = Self.randomHex(bytes: 32)
      state.tokens[id] = token
      state.fresh.append(id)
      if state.fresh.count > capacity {
        state.tokens.removeValue(forKey: state.fresh.removeFirst())
      }
      return (id, token, true)
    }
  }

  /// Records that the session the cookie names made a request: it is in use.
  func touch(cookieHeader: String?) {
    guard let id = Self.sessionID(in: cookieHeader) else { return }
    state.withLock { state in
      if state.tokens[id] != nil { state.markUsed(id, capacity: capacity) }
    }
  }

  /// The known session the cookie names, or `nil`.
  func knownSession(cookieHeader: String?) -> String? {
    guard let id = Self.sessionID(in: cookieHeader) else { return nil }
    return state.withLock { state in
      guard state.tokens[id] != nil else { return nil }
      state.markUsed(id, capacity: capacity)
      return id
    }
  }

  /// Whether `token` is the token of the session the cookie names.
  func accepts(cookieHeader: String?, token: String?) -> Bool {
    guard let id = Self.sessionID(in: cookieHeader), let token else { return false }
    return state.withLock { state in
      guard let expected = state.tokens[id], Self.constantTimeEqual(expected, token) else {
        return false
      }
      state.markUsed(id, capacity: capacity)
      return true
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
