import Foundation
import VitrineAssociatedDomains
import VitrineSharedWithYouSystem

extension CommandSpec {
  /// `vitrine shared`: what Shared with You surfaces to an app, and why.
  static let shared = CommandSpec(
    name: "shared",
    summary: "the highlights an app gets, in order, and why (list, hide, reply)",
    positionals: [
      PositionalSpec(name: "ACTION", help: "list | hide URL | reply URL"),
      PositionalSpec(name: "URL", help: "the highlight's URL", optional: true),
    ],
    options: [
      SystemAccess.app,
      .value("locale", "LOCALE", help: "the attributions' language (en_US, ru_RU)"),
      CommonOptions.at, SystemAccess.dataDir,
    ],
    discussion: """
      'list' prints the highlights in priority order (suggestions, then pinned, then newest
      first), with why each is there, then every link that did not surface and why.
      'hide' removes a highlight for good; 'reply' prints the conversation Reply opens.
      """,
    run: { arguments, console in
      let system = try SystemAccess.open(arguments, console)
      let appID = SystemAccess.appID(arguments)
      let action = arguments.positionals[0]
      let url = try arguments.positionals.count > 1 ? parsedURL(arguments.positionals[1]) : nil
      switch (action, url) {
      case ("list", nil):
        try list(system, appID: appID, language: SystemAccess.language(arguments, console), console)
      case ("hide", let url?):
        guard try system.hide(url: url, appID: appID) else {
          throw CommandFailure("\(url.absoluteString) is not a highlight of \(appID)")
        }
        console.out("hidden for good: \(url.absoluteString)")
      case ("reply", let url?):
        guard let target = try system.replyTarget(url: url, appID: appID) else {
          throw CommandFailure("\(url.absoluteString) is not a highlight of \(appID)")
        }
        let kind = target.conversation.kind == .group ? "group" : "one-to-one"
        console.out(
          "reply in \(target.conversationTitle) (\(kind), conversation \(target.conversation.id))")
      case ("hide", nil), ("reply", nil): throw UsageError("'shared \(action)' needs URL")
      case ("list", _?): throw UsageError("'shared list' takes no URL")
      default: throw UsageError("unknown shared action '\(action)' (list, hide, reply)")
      }
    })

  /// The URL typed, read as the highlights are (``URLNormalization``).
  private static func parsedURL(_ text: String) throws -> URL {
    guard let url = URLNormalization.url(fromText: text), url.scheme?.isEmpty == false else {
      throw UsageError("'\(text)' is not a URL")
    }
    do {
      return try URLNormalization.normalize(url)
    } catch {
      throw UsageError("'\(URLNormalization.redacted(url).absoluteString)' is refused: \(error)")
    }
  }

  private static func list(
    _ system: SharedWithYouSystem, appID: String, language: String, _ console: Console
  ) throws {
    let app = try system.app(id: appID)
    let report = try system.report(appID: appID)
    let russian = language.hasPrefix("ru")
    let title = russian ? "Поделились с вами" : "Shared with You"
    console.out("\(title) — \(app.name) (\(app.id)): \(report.highlights.count) highlights")
    for (index, highlight) in report.highlights.enumerated() {
      let name = SystemAccess.titleName(highlight.url, language: language).map { "  (\($0))" }
      console.out("\(index + 1). \(highlight.url.absoluteString)\(name ?? "")")
      let why: String
      switch highlight.rank {
      case .suggested(let kind, let date):
        why =
          "suggested: \(kind == .interacted ? "interacted with" : "viewed in detail") at \(date.iso)"
      case .pinned: why = "pinned, shared \(highlight.date.iso)"
      case .recent: why = "shared \(highlight.date.iso)"
      }
      let places = highlight.attributions.map(\.conversationTitle).joined(separator: ", ")
      console.out("   \(highlight.attributionText(language: language)) · \(why) · in \(places)")
    }
    console.out("not surfaced: \(report.filtered.count) links")
    for link in report.filtered {
      console.out(
        "   \(link.url.absoluteString) from \(link.message.sender) in \(link.conversationTitle): "
          + link.reason.description)
    }
  }
}
