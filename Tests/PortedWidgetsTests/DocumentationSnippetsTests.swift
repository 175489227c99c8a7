import Foundation
import Testing
import VitrineTestSupport

/// Every fenced ```swift block of README.md and docs/*.md type-checks in Swift 6 mode, with
/// warnings as errors, against the built modules, as a new package's file would (issue 24:
/// "every Swift snippet in README and docs must compile, in Swift 6 mode, in a test").
///
/// An HTML comment on the line before a block says how to read it:
/// `<!-- snippet: fragment, REASON -->` skips it (a manifest excerpt, a body excerpt; the
/// reason is required), `<!-- snippet: with PATH, PATH -->` compiles it together with those
/// files (relative to the repository: the declarations it uses, such as
/// Tests/Fixtures/DocSnippets/StepsWidget.swift). A block with `@main` is compiled as a library
/// file, and so is one with `@Test` or `@Suite`; any other as a `main.swift` (top-level code
/// runs on the main actor there).
@Suite(.timeLimit(.minutes(10))) struct DocumentationSnippetsTests {
  /// One ```swift block.
  struct Snippet: CustomStringConvertible, Sendable {
    var document: String
    var line: Int
    var code: String
    /// The marker's text after `snippet:`, if the block has one.
    var marker: String?

    var description: String { "\(document):\(line)" }
  }

  static let root = PortedWidgetsTests.root

  /// The documents whose snippets must compile.
  static func documents() throws -> [String] {
    let docs = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("docs").path
    )
    .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    return ["README.md"] + docs
  }

  /// The ```swift blocks of `document`, with the marker on the line before each.
  static func snippets(in document: String) throws -> [Snippet] {
    let text = try String(
      contentsOf: root.appendingPathComponent(document), encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    var snippets: [Snippet] = []
    var index = 0
    while index < lines.count {
      guard lines[index].trimmingCharacters(in: .whitespaces) == "```swift" else {
        index += 1
        continue
      }
      let start = index
      var body: [String] = []
      index += 1
      while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
        body.append(lines[index])
        index += 1
      }
      var marker: String?
      if start > 0, let match = lines[start - 1].firstMatch(of: /<!-- snippet: (.+) -->/) {
        marker = String(match.1)
      }
      snippets.append(
        Snippet(
          document: document, line: start + 1, code: body.joined(separator: "\n"), marker: marker))
      index += 1
    }
    return snippets
  }

  static func allSnippets() throws -> [Snippet] {
    try documents().flatMap { try snippets(in: $0) }
  }

  /// The documents have snippets to check: README.md alone has eight (this test's own count
  /// when it was written), so finding none would mean the extraction broke.
  @Test func theDocumentsHaveSnippets() throws {
    #expect(try Self.snippets(in: "README.md").count >= 8)
  }

  /// A fragment says why it cannot compile; a `with` names files that exist.
  @Test func everyMarkerIsReadable() throws {
    for snippet in try Self.allSnippets() {
      guard let marker = snippet.marker else { continue }
      if marker.hasPrefix("fragment") {
        let reason = marker.dropFirst("fragment".count).trimmingCharacters(
          in: CharacterSet(charactersIn: ", "))
        #expect(!reason.isEmpty, "\(snippet): a fragment needs a reason")
      } else if marker.hasPrefix("with ") {
        for path in Self.supportFiles(marker) {
          #expect(
            FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path),
            "\(snippet): no file \(path)")
        }
      } else {
        Issue.record("\(snippet): unknown marker '\(marker)' (fragment, REASON or with PATH)")
      }
    }
  }

  /// What SwiftPM gives the compiler for Vitrine's C modules, which the built Swift modules
  /// import (a snippet importing `VitrineSnapshotTesting` loads Pango's): each module map, the
  /// wall clock's headers, and Pango's and Cairo's include folders from Vitrine's .pc file.
  static func cModuleArguments() async throws -> [String] {
    let shims = root.appendingPathComponent("Sources/Shims")
    var arguments: [String] = []
    for name in try FileManager.default.contentsOfDirectory(atPath: shims.path).sorted() {
      let map = shims.appendingPathComponent(name).appendingPathComponent("module.modulemap")
      if FileManager.default.fileExists(atPath: map.path) {
        arguments += ["-Xcc", "-fmodule-map-file=" + map.path]
      }
    }
    // `#Preview` in a snippet's files expands through Vitrine's macro plugin, as SwiftPM loads it.
    let macros = BuiltProducts.executable("VitrinePreviewMacros-tool")
    arguments += ["-load-plugin-executable", macros.path + "#VitrinePreviewMacros"]
    let wallClock = BuiltProducts.executable("CVitrineWallClock.build/module.modulemap")
    arguments += [
      "-Xcc", "-fmodule-map-file=" + wallClock.path, "-Xcc",
      "-I" + shims.appendingPathComponent("CVitrineWallClock/include").path,
    ]
    let pangoCairo = shims.appendingPathComponent("CVitrinePangoCairo/vitrine-pangocairo.pc")
    let flags = try await BuiltProducts.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["pkg-config", "--cflags", pangoCairo.path])
    guard flags.status == 0 else {
      throw Compiler.Failed(description: "pkg-config failed: \(flags.error)")
    }
    for flag in flags.output.split(separator: " ") where flag.hasPrefix("-I") {
      arguments += ["-Xcc", String(flag).trimmingCharacters(in: .whitespacesAndNewlines)]
    }
    return arguments
  }

  static func supportFiles(_ marker: String) -> [String] {
    marker.dropFirst("with ".count).split(separator: ",")
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test(arguments: try allSnippets().filter { !($0.marker?.hasPrefix("fragment") ?? false) })
  func snippetCompilesInSwift6Mode(snippet: Snippet) async throws {
    let work = try TemporaryFolder("doc-snippet")
    let isLibrary = ["@main", "@Test", "@Suite"].contains { snippet.code.contains($0) }
    let file = work.url.appendingPathComponent(isLibrary ? "Snippet.swift" : "main.swift")
    try Data(snippet.code.utf8).write(to: file)
    let support = snippet.marker.map(Self.supportFiles)?.map {
      Self.root.appendingPathComponent($0).path
    }
    var arguments = [
      "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", Compiler.builtModules,
    ]
    arguments += try await Self.cModuleArguments()
    if isLibrary { arguments.append("-parse-as-library") }
    do {
      try await Compiler.run(arguments + (support ?? []) + [file.path])
    } catch {
      Issue.record("\(snippet) does not compile:\n\(error)")
    }
  }
}
