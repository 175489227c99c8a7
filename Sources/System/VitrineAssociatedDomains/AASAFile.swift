import Foundation
import VitrineBoundedFiles

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
  /// The most word operations matching one URL may do, for every app of the file together:
  /// a pattern step costs one per 64 characters of the component, and trying a variable's
  /// value a fixed amount more (see ``URLPattern``). The largest file the limits allow, against
  /// the longest components, fits (400,000 steps of 66 words, 26.4 million); repeated query
  /// items and variables of thousands of values can pass it, and the URL is then
  /// ``AASAVerdict/Outcome/tooCostly``.
  public static let workLimit = 40_000_000

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

  /// Reads and parses the file at `url`, refusing before reading anything that is not a
  /// regular file (a directory, a device, a named pipe) or is over 128 KB.
  public init(contentsOf url: URL) throws {
    let data: Data
    do {
      data = try BoundedFile.read(url.path, limit: Self.sizeLimit)
    } catch .tooLarge(let bytes, let limit) {
      throw AASAError.tooLarge(bytes: bytes, limit: limit)
    } catch {
      throw AASAError.unreadable(reason: error.description)
    }
    try self.init(data: data)
  }

  /// What the file says about `url` for the app `appID`.
  ///
  /// The URL is first read as a browser reads it (``URLNormalization``): a link with a user
  /// name or password before the host is refused, and dot segments and encoded unreserved
  /// characters cannot get past a rule. Details are read in order. In a detail that lists the
  /// app, the first rule that matches decides: the app opens the URL, or the rule excludes it.
  /// A detail for other apps whose first matching rule does not exclude the URL claims it for
  /// them, and the app does not get it (first match wins). Only `https` URLs are universal
  /// links. Matching one URL may do at most ``workLimit`` word operations, for every app
  /// together; past that the URL is not opened (``AASAVerdict/Outcome/tooCostly``).
  public func verdict(for url: URL, appID: String) -> AASAVerdict {
    verdicts(for: url, appIDs: [appID])[0]
  }

  /// The verdict for every app the file names, in ``appIDs`` order, matching the URL once.
  public func verdicts(for url: URL) -> [AASAVerdict] {
    verdicts(for: url, appIDs: appIDs)
  }

  /// The verdicts for `wanted`, in its order: every detail's rules are matched at most once,
  /// whatever the number of apps.
  func verdicts(for url: URL, appIDs wanted: [String]) -> [AASAVerdict] {
    func all(_ outcome: AASAVerdict.Outcome, note: String? = nil) -> [AASAVerdict] {
      wanted.map { AASAVerdict(appID: $0, outcome: outcome, rule: nil, note: note) }
    }
    guard url.scheme?.lowercased() == "https" else { return all(.notHTTPS) }
    let normalized: URL
    do {
      normalized = try URLNormalization.normalize(url)
    } catch {
      return all(error == .credentials ? .carriesCredentials : .malformedURL, note: "\(error)")
    }
    let context = URLMatchContext(normalized, budget: Self.workLimit)
    let wantedSet = Set(wanted)
    var decided: [String: AASAVerdict] = [:]
    for detail in details where decided.count < wantedSet.count {
      guard let (rule, exclude) = Self.firstMatch(in: detail, context: context) else {
        if context.exhausted { break }
        continue
      }
      for appID in detail.appIDs where wantedSet.contains(appID) && decided[appID] == nil {
        decided[appID] = AASAVerdict(
          appID: appID, outcome: exclude ? .excluded : .opens, rule: rule)
      }
      if !exclude {
        for appID in wanted where decided[appID] == nil {
          decided[appID] = AASAVerdict(appID: appID, outcome: .claimedByAnotherApp, rule: rule)
        }
      }
    }
    let rest: AASAVerdict.Outcome = context.exhausted ? .tooCostly : .noMatch
    let note = context.exhausted ? "matching it needs more than \(Self.workLimit) steps" : nil
    return wanted.map {
      decided[$0] ?? AASAVerdict(appID: $0, outcome: rest, rule: nil, note: note)
    }
  }

  /// The first rule of `detail` that matches the context's URL, and whether it excludes.
  static func firstMatch(in detail: Detail, context: URLMatchContext) -> (AASARule, Bool)? {
    switch detail.rules {
    case .components(let rules):
      guard let index = rules.firstIndex(where: { $0.matches(context) }) else { return nil }
      let rule = rules[index]
      return (
        AASARule(
          keyPath: "\(detail.keyPath).components[\(index)]", summary: rule.summary,
          comment: rule.comment, appIDs: detail.appIDs), rule.exclude
      )
    case .legacyPaths(let rules):
      guard let index = rules.firstIndex(where: { $0.matches(context) }) else { return nil }
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
