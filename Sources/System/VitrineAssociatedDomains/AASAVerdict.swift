import Foundation

/// Where in a file the rule that decided a verdict is, and what it says.
public struct AASARule: Sendable, Equatable, CustomStringConvertible {
  /// Its key path, such as `applinks.details[0].components[1]` or `applinks.details[1].paths[0]`.
  public var keyPath: String
  /// Its patterns as written (``ComponentRule/summary`` or ``LegacyPathRule/summary``).
  public var summary: String
  /// Its `comment`, if any.
  public var comment: String?
  /// The app identifiers of its detail.
  public var appIDs: [String]

  public var description: String {
    "\(keyPath) (\(summary))" + (comment.map { " — \($0)" } ?? "")
  }
}

/// Whether one app opens a URL as a universal link, and which rule decided.
public struct AASAVerdict: Sendable, Equatable, CustomStringConvertible {
  /// The app the verdict is for (`<team prefix>.<bundle identifier>`).
  public var appID: String
  /// What was decided.
  public var outcome: Outcome
  /// The rule that decided; `nil` when no rule matched or the URL is not `https`.
  public var rule: AASARule?
  /// Why the URL was not matched at all, for the outcomes that say so.
  public var note: String? = nil

  /// What a file says about a URL for one app.
  public enum Outcome: String, Sendable, Equatable {
    /// A rule of the app's own detail matched and does not exclude: the app opens the URL.
    case opens
    /// A rule of the app's own detail matched and excludes the URL.
    case excluded
    /// An earlier detail, for other apps, claimed the URL first (first match wins).
    case claimedByAnotherApp
    /// No rule matched.
    case noMatch
    /// Universal links are `https` URLs only.
    case notHTTPS
    /// The URL names a user or password before the host; such a link is never opened.
    case carriesCredentials
    /// The URL has no host, or one that is not a host name.
    case malformedURL
    /// Matching the URL would take more than ``AASAFile/workLimit`` operations.
    case tooCostly
  }

  /// Whether the app opens the URL.
  public var opens: Bool { outcome == .opens }

  public var description: String {
    switch outcome {
    case .opens: return "\(appID) opens it: \(rule.map(\.description) ?? "")"
    case .excluded: return "\(appID) does not open it, excluded by \(rule.map(\.description) ?? "")"
    case .claimedByAnotherApp:
      return "\(appID) does not open it, claimed first for "
        + "\(rule?.appIDs.joined(separator: ", ") ?? "") by \(rule.map(\.description) ?? "")"
    case .noMatch: return "\(appID) does not open it: no rule matches"
    case .notHTTPS: return "\(appID) does not open it: universal links are https URLs only"
    case .carriesCredentials, .malformedURL, .tooCostly:
      return "\(appID) does not open it: \(note ?? outcome.rawValue)"
    }
  }
}
