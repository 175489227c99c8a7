import Foundation
import VitrineAssociatedDomains

extension CommandSpec {
  /// `vitrine aasa`: checks a URL against an `apple-app-site-association` file.
  static let aasa = CommandSpec(
    name: "aasa",
    summary: "check a URL against an apple-app-site-association file",
    positionals: [
      PositionalSpec(name: "ACTION", help: "check"),
      PositionalSpec(name: "FILE", help: "the apple-app-site-association file"),
      PositionalSpec(name: "URL", help: "the URL to check"),
    ],
    options: [
      .value("app", "APP-ID", help: "only this app's verdict (default every app in the file)")
    ],
    discussion: """
      Prints, for each app the file names, whether it opens the URL as a universal link and
      which rule decided (its key path, patterns and comment). Exits with 1 when the file is
      refused (over 128 KB, not JSON, or of the wrong shape; the message names the key).
      """,
    run: { arguments, console in
      guard arguments.positionals[0] == "check" else {
        throw UsageError("unknown aasa action '\(arguments.positionals[0])' (check)")
      }
      let text = arguments.positionals[2]
      guard let url = URLNormalization.url(fromText: text), CommandSpec.hasScheme(url),
        url.host?.isEmpty == false || !["http", "https"].contains(url.scheme?.lowercased())
      else {
        throw UsageError("'\(text)' is not a URL (such as https://example.com/path)")
      }
      let path = arguments.positionals[1]
      let file: AASAFile
      do {
        file = try AASAFile(contentsOf: URL(fileURLWithPath: path))
      } catch let error as AASAError {
        throw CommandFailure("\(path): \(error)")
      }
      let verdicts =
        arguments.value("app").map { [file.verdict(for: url, appID: $0)] }
        ?? file.verdicts(for: url)
      if verdicts.isEmpty { console.out("the file names no apps") }
      for verdict in verdicts {
        console.out("\(verdict.opens ? "opens" : "does not open"): \(verdict)")
      }
    })

  /// Whether `url` starts with a scheme as RFC 3986 writes one: a letter, then letters, digits,
  /// `+`, `-` or `.`.
  static func hasScheme(_ url: URL) -> Bool {
    guard let scheme = url.scheme, let first = scheme.unicodeScalars.first,
      first.isASCII, first.properties.isAlphabetic
    else { return false }
    return scheme.unicodeScalars.allSatisfy {
      $0.isASCII
        && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
          || "+-.".unicodeScalars.contains($0))
    }
  }
}
