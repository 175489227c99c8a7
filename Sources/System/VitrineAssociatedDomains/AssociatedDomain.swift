import Foundation

/// One `applinks:` entry of an app's Associated Domains entitlement: a host the app claims, or
/// every subdomain of one (`applinks:*.example.com`).
///
/// The entry is `applinks:<domain>` with an optional `?mode=developer`, `?mode=managed` or
/// `?mode=developer+managed` suffix; ports are not allowed. A wildcard entry matches the
/// subdomains, not the domain itself (list both to claim both), and its
/// `apple-app-site-association` file is the one of the domain after `*.`.
public struct AssociatedDomain: Sendable, Hashable, CustomStringConvertible {
  /// The domain, lowercased, without `*.`.
  public var domain: String
  /// Whether the entry claims the subdomains (`*.`).
  public var includesSubdomains: Bool
  /// The `mode` suffix, if any.
  public var mode: String?

  /// Parses an entitlement entry such as `applinks:vitrine.example` or `applinks:*.example.com`.
  ///
  /// - Throws: ``AASAError/badDomainEntry(entry:reason:)`` for another service, a port, a path,
  ///   an empty or malformed domain, or an unknown mode.
  public init(entry: String) throws {
    func fail(_ reason: String) -> AASAError { .badDomainEntry(entry: entry, reason: reason) }
    guard entry.hasPrefix("applinks:") else {
      throw fail("universal links need an 'applinks:' entry")
    }
    var rest = Substring(entry.dropFirst("applinks:".count))
    if let question = rest.firstIndex(of: "?") {
      let suffix = rest[rest.index(after: question)...]
      guard suffix.hasPrefix("mode=") else { throw fail("the only suffix allowed is ?mode=…") }
      let mode = String(suffix.dropFirst("mode=".count))
      guard ["developer", "managed", "developer+managed"].contains(mode) else {
        throw fail("unknown mode '\(mode)' (developer, managed, developer+managed)")
      }
      self.mode = mode
      rest = rest[..<question]
    } else {
      mode = nil
    }
    includesSubdomains = rest.hasPrefix("*.")
    if includesSubdomains { rest = rest.dropFirst(2) }
    guard !rest.contains(":") else { throw fail("ports are not allowed") }
    guard !rest.contains("/") else { throw fail("a domain has no path") }
    let labels = rest.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, rest.count <= 253,
      labels.allSatisfy({ label in
        !label.isEmpty && label.count <= 63 && !label.hasPrefix("-") && !label.hasSuffix("-")
          && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
      })
    else {
      throw fail("'\(rest)' is not a domain name (letters, digits and '-' in dot-separated labels)")
    }
    domain = rest.lowercased()
  }

  /// Whether `host` is this entry's domain (or, for `*.`, one of its subdomains).
  public func matches(host: String) -> Bool {
    let host = host.lowercased()
    return includesSubdomains ? host.hasSuffix("." + domain) : host == domain
  }

  /// Whether `url` is an `https` URL on a matching host with no explicit port.
  public func matches(_ url: URL) -> Bool {
    guard url.scheme?.lowercased() == "https", url.port == nil, let host = url.host else {
      return false
    }
    return matches(host: host)
  }

  public var description: String {
    "applinks:" + (includesSubdomains ? "*." : "") + domain + (mode.map { "?mode=\($0)" } ?? "")
  }
}
