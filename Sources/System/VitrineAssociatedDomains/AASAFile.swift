import Foundation

/// A parsed `apple-app-site-association` file: which apps open which URLs of one domain as
/// universal links.
///
/// Both formats are read: the modern `components` (iOS 13 and later) and the legacy `paths`
/// strings, which are ignored in a detail that also has `components`. Matching follows the
/// file's order, and the first rule that matches decides (see ``verdict(for:appID:)``).
public struct AASAFile: Sendable {
  /// The largest file the system accepts: 128 KB.
  public static let sizeLimit = 128 * 1024
  /// The most steps all of a file's patterns may expand to together (see
  /// ``URLPattern/costLimit``), which bounds the work of one verdict.
  public static let costLimit = 400_000

  /// The apps a detail is for and the rules it gives them.
  public struct Detail: Sendable {
    /// The app identifiers (`appIDs`, or the single `appID`), in the file's order.
    public var appIDs: [String]
    /// The detail's rules.
    public var rules: Rules
    /// Where the detail is in the file (`applinks.details[2]`).
    public var keyPath: String

    /// The steps its patterns expand to.
    var cost: Int {
      switch rules {
      case .components(let rules):
        return rules.reduce(0) { total, rule in
          var cost = (rule.path?.cost ?? 0) + (rule.fragment?.cost ?? 0)
          switch rule.query {
          case .whole(let pattern): cost += pattern.cost
          case .items(let items): cost += items.reduce(0) { $0 + $1.pattern.cost }
          case nil: break
          }
          return total + cost
        }
      case .legacyPaths(let rules): return rules.reduce(0) { $0 + $1.pattern.cost }
      }
    }
  }

  /// A detail's rules in one of the two formats.
  public enum Rules: Sendable {
    /// The modern `components` array.
    case components([ComponentRule])
    /// The legacy `paths` strings.
    case legacyPaths([LegacyPathRule])
  }

  /// Every detail, in the file's order.
  public var details: [Detail]

  /// Every app identifier the file names, each once, in the order of first appearance.
  public var appIDs: [String] {
    var seen = Set<String>()
    return details.flatMap(\.appIDs).filter { seen.insert($0).inserted }
  }

  /// Parses a file's bytes.
  ///
  /// - Throws: ``AASAError`` for a file over 128 KB, bytes that are not JSON, or a value of the
  ///   wrong shape (the error names its key path).
  public init(data: Data) throws {
    guard data.count <= Self.sizeLimit else {
      throw AASAError.tooLarge(bytes: data.count, limit: Self.sizeLimit)
    }
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: data, options: [])
    } catch {
      throw AASAError.notJSON(reason: Self.reason(error))
    }
    details = try AASAParser.details(root)
    let steps = details.reduce(0) { $0 + $1.cost }
    guard steps <= Self.costLimit else {
      throw AASAError.tooComplex(steps: steps, limit: Self.costLimit)
    }
  }

  /// Reads and parses the file at `url`, refusing it before reading when it is over 128 KB.
  public init(contentsOf url: URL) throws {
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    let data = try handle.read(upToCount: Self.sizeLimit + 1) ?? Data()
    if data.count > Self.sizeLimit {
      let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
      throw AASAError.tooLarge(bytes: size ?? data.count, limit: Self.sizeLimit)
    }
    try self.init(data: data)
  }

  /// What the file says about `url` for the app `appID`.
  ///
  /// Details are read in order. In a detail that lists the app, the first rule that matches
  /// decides: the app opens the URL, or the rule excludes it. A detail for other apps whose
  /// first matching rule does not exclude the URL claims it for them, and the app does not get
  /// it (first match wins). Only `https` URLs are universal links.
  public func verdict(for url: URL, appID: String) -> AASAVerdict {
    guard url.scheme?.lowercased() == "https" else {
      return AASAVerdict(appID: appID, outcome: .notHTTPS, rule: nil)
    }
    for detail in details {
      guard let (rule, exclude) = Self.firstMatch(in: detail, url: url) else { continue }
      if detail.appIDs.contains(appID) {
        return AASAVerdict(appID: appID, outcome: exclude ? .excluded : .opens, rule: rule)
      }
      if !exclude {
        return AASAVerdict(appID: appID, outcome: .claimedByAnotherApp, rule: rule)
      }
    }
    return AASAVerdict(appID: appID, outcome: .noMatch, rule: nil)
  }

  /// The verdict for every app the file names, in ``appIDs`` order.
  public func verdicts(for url: URL) -> [AASAVerdict] {
    appIDs.map { verdict(for: url, appID: $0) }
  }

  /// The first rule of `detail` that matches `url`, and whether it excludes.
  static func firstMatch(in detail: Detail, url: URL) -> (AASARule, Bool)? {
    switch detail.rules {
    case .components(let rules):
      guard let index = rules.firstIndex(where: { $0.matches(url) }) else { return nil }
      let rule = rules[index]
      return (
        AASARule(
          keyPath: "\(detail.keyPath).components[\(index)]", summary: rule.summary,
          comment: rule.comment, appIDs: detail.appIDs), rule.exclude
      )
    case .legacyPaths(let rules):
      guard let index = rules.firstIndex(where: { $0.matches(url) }) else { return nil }
      let rule = rules[index]
      return (
        AASARule(
          keyPath: "\(detail.keyPath).paths[\(index)]", summary: rule.summary, comment: nil,
          appIDs: detail.appIDs), rule.exclude
      )
    }
  }

  /// A JSON error's message without Foundation's boilerplate.
  static func reason(_ error: Error) -> String {
    let nsError = error as NSError
    return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String)
      ?? nsError.localizedDescription
  }
}
