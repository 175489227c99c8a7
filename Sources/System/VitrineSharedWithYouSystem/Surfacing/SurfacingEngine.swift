import Foundation
import VitrineAssociatedDomains

/// The rules that decide which shared links an app sees, merged and in which order.
///
/// **Which links surface.** Each link is first read as a browser reads it
/// (``URLNormalization``: dot segments resolved, encoded unreserved characters decoded, scheme
/// and host lowercased); the highlight is that URL. Then, for each link in each message, in
/// this order:
/// 1. Nothing surfaces while Shared with You is off globally, for the app, or for the
///    conversation. A link naming a user or password before the host never surfaces, and is
///    listed without them.
/// 2. The link must be a universal link of the app: `https`, its host in the app's associated
///    domains (``AssociatedDomain``), and its path, query and fragment opened by the app
///    according to the domain's `apple-app-site-association` file (``AASAFile``). The file is
///    looked up for the URL's host, then for the entitlement's domain (for `*.` entries).
/// 3. A pinned message always counts. Otherwise a one-to-one conversation counts only when the
///    sender is a contact, and a group only when at least one participant is a contact.
/// 4. A URL hidden in a conversation never surfaces from that conversation again.
///
/// **Merging.** Within one conversation a URL surfaces once, from its newest message. Shared in
/// several conversations it is one highlight attributed to every conversation (newest first).
/// Its senders are everyone who shared it, and it is pinned when any of those messages is.
///
/// **Order** (the ranking signals): first the *suggestions* — highlights with an
/// ``InteractionSignal`` (interacted with, or viewed in `.detail`) within
/// ``suggestionWindow`` of now, most recent signal first; then *pinned* highlights, newest
/// share first; then the rest, newest share first. Ties go by URL text so the order is stable.
public enum SurfacingEngine {
  /// How long an interaction or a detail view keeps a highlight among the suggestions: 7 days.
  public static let suggestionWindow: TimeInterval = 7 * 24 * 3600

  /// What `world` surfaces to `app` at `now`.
  public static func report(
    for app: InstalledApp, in world: SystemSnapshot, now: Date
  )
    -> HighlightReport
  {
    let domains = (try? app.domains()) ?? []
    let contactsByHandle = Dictionary(
      world.contacts.flatMap { contact in contact.handles.map { ($0.lowercased(), contact) } },
      uniquingKeysWith: { first, _ in first })
    let conversations = Dictionary(uniqueKeysWithValues: world.conversations.map { ($0.id, $0) })
    var files: [String: Result<AASAFile, Error>] = [:]
    func file(for domain: String) -> Result<AASAFile, Error>? {
      if let known = files[domain] { return known }
      guard let data = world.sites[domain] else { return nil }
      let parsed = Result { try AASAFile(data: data) }
      files[domain] = parsed
      return parsed
    }
    func title(_ conversation: Conversation) -> String {
      conversation.kind == .group
        ? conversation.name
        : contactsByHandle[conversation.name.lowercased()]?.name ?? conversation.name
    }

    var filtered: [FilteredLink] = []
    // Per (URL, conversation), the messages that passed every rule, oldest first.
    var accepted: [String: [Int64: [Message]]] = [:]
    var urls: [String: URL] = [:]
    for message in world.messages.sorted(by: { ($0.date, $0.id) < ($1.date, $1.id) }) {
      guard let conversation = conversations[message.conversationID] else { continue }
      for written in message.links {
        var url = written
        var refusal: URLRefusal?
        do {
          url = try URLNormalization.normalize(written)
        } catch {
          refusal = error
        }
        var reason = filterReason(
          url, message, conversation, app: app, domains: domains, world: world,
          contactsByHandle: contactsByHandle, file: file, refusal: refusal, written: written)
        if case .refusedByAssociationFile(let verdict) = reason, url != written {
          reason = .refusedByAssociationFile(verdict: "read as \(url.absoluteString), \(verdict)")
        }
        if let reason {
          filtered.append(
            FilteredLink(
              url: URLNormalization.redacted(written), message: message,
              conversationTitle: title(conversation), reason: reason))
          continue
        }
        let key = url.absoluteString
        if let older = accepted[key]?[conversation.id]?.last {
          filtered.append(
            FilteredLink(
              url: url, message: older, conversationTitle: title(conversation),
              reason: .duplicateInConversation))
        }
        accepted[key, default: [:]][conversation.id, default: []].append(message)
        urls[key] = url
      }
    }

    let recentSignals = world.signals.filter {
      $0.appID == app.id && $0.date <= now && now.timeIntervalSince($0.date) <= suggestionWindow
    }
    func attribution(_ message: Message) -> HighlightAttribution? {
      guard let conversation = conversations[message.conversationID] else { return nil }
      return HighlightAttribution(
        conversation: conversation, conversationTitle: title(conversation), message: message,
        sender: contactsByHandle[message.sender.lowercased()])
    }
    func newestFirst(_ a: HighlightAttribution, _ b: HighlightAttribution) -> Bool {
      (a.message.date, a.message.id) > (b.message.date, b.message.id)
    }
    let highlights = accepted.map { key, byConversation -> SystemHighlight in
      let attributions = byConversation.values.compactMap { $0.last.flatMap(attribution) }
        .sorted(by: newestFirst)
      let shares = byConversation.values.flatMap { $0.compactMap(attribution) }
        .sorted(by: newestFirst)
      let url = urls[key]!
      let latestSignal = recentSignals.filter { $0.url.absoluteString == key }.max {
        $0.date < $1.date
      }
      var highlight = SystemHighlight(
        id: SystemHighlight.identifier(url: url, appID: app.id), url: url,
        attributions: attributions, shares: shares, rank: .recent)
      if let latestSignal {
        highlight.rank = .suggested(latestSignal.kind, latestSignal.date)
      } else if highlight.pinned {
        highlight.rank = .pinned
      }
      return highlight
    }
    return HighlightReport(highlights: highlights.sorted(by: precedes), filtered: filtered)
  }

  /// Whether `a` comes before `b` in the order the type's documentation gives.
  static func precedes(_ a: SystemHighlight, _ b: SystemHighlight) -> Bool {
    func tier(_ highlight: SystemHighlight) -> (Int, Date) {
      switch highlight.rank {
      case .suggested(_, let date): return (0, date)
      case .pinned: return (1, highlight.date)
      case .recent: return (2, highlight.date)
      }
    }
    let (tierA, dateA) = tier(a)
    let (tierB, dateB) = tier(b)
    if tierA != tierB { return tierA < tierB }
    if dateA != dateB { return dateA > dateB }
    return a.url.absoluteString < b.url.absoluteString
  }

  static func filterReason(
    _ url: URL, _ message: Message, _ conversation: Conversation, app: InstalledApp,
    domains: [AssociatedDomain], world: SystemSnapshot, contactsByHandle: [String: Contact],
    file: (String) -> Result<AASAFile, Error>?, refusal: URLRefusal? = nil, written: URL? = nil
  ) -> FilterReason? {
    if !world.settings.enabled { return .disabledGlobally }
    if world.settings.disabledApps.contains(app.id) { return .disabledForApp }
    if world.settings.disabledConversations.contains(conversation.id) {
      return .disabledForConversation
    }
    if let refusal { return .refusedLink(refusal) }
    guard url.scheme?.lowercased() == "https" else { return .notHTTPS }
    let host = url.host?.lowercased() ?? ""
    guard let domain = domains.first(where: { $0.matches(url) }) else {
      return .notAnAssociatedDomain(host: url.port.map { "\(host):\($0)" } ?? host)
    }
    guard let result = file(host) ?? file(domain.domain) else {
      return .noAssociationFile(domain: host)
    }
    switch result {
    case .failure(let error):
      return .unreadableAssociationFile(domain: host, reason: "\(error)")
    case .success(let aasa):
      let verdict = aasa.verdict(for: url, appID: app.id)
      guard verdict.opens else { return .refusedByAssociationFile(verdict: verdict.description) }
    }
    if !message.pinned {
      switch conversation.kind {
      case .oneToOne:
        if contactsByHandle[message.sender.lowercased()] == nil {
          return .senderNotAContact(handle: message.sender)
        }
      case .group:
        let members = conversation.participants + [message.sender]
        if !members.contains(where: { contactsByHandle[$0.lowercased()] != nil }) {
          return .groupWithoutContacts(name: conversation.name)
        }
      }
    }
    // Hidden as the highlight's URL; a share hidden before links were normalised, as written.
    for hidden in [url, written ?? url]
    where world.hidden.contains(
      HiddenShare(url: hidden.absoluteString, conversationID: conversation.id))
    {
      return .hidden
    }
    return nil
  }
}
