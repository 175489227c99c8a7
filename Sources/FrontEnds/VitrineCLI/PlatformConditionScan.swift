import Foundation

/// Finds widget declarations that `#if os(iOS)` compiles out on Linux, in the Swift sources of
/// the package a widget executable was built from.
///
/// `os(iOS)` is false on Linux, so a widget (or bundle) declared inside such a block is not in
/// the program, silently; a bundle can even end up empty. The scan reads the sources as text:
/// it tracks `#if`/`#elseif`/`#else`/`#endif` and reports every `struct`/`class` conforming to
/// `Widget`, `WidgetBundle` or `ControlWidget` whose enclosing branch requires iOS (a
/// condition naming `os(iOS)` but not `os(Linux)` or `canImport`, or the `#else` of `!os(iOS)`).
/// At most ``maximumFiles`` files of at most ``maximumFileBytes`` each are read.
enum PlatformConditionScan {
  /// A widget declaration behind an iOS-only condition.
  struct Finding: Equatable, CustomStringConvertible {
    /// The file, as found.
    var file: String
    /// The declaration's line, from 1.
    var line: Int
    /// The declared type's name.
    var name: String

    var description: String {
      "\(file):\(line): warning: '\(name)' is inside '#if os(iOS)', which is false on Linux, "
        + "so it is not compiled"
    }
  }

  /// The most files read.
  static let maximumFiles = 2_000
  /// The largest file read.
  static let maximumFileBytes = 1 << 20
  /// The fix the documentation gives.
  static let fix =
    "fix: write '#if os(iOS) || os(Linux)' or '#if canImport(UIKit)' (Vitrine provides a UIKit "
    + "module), or drop the condition; see README, 'Porting a widget'"

  /// The declarations behind iOS-only conditions in `text`.
  static func findings(in text: String, file: String) -> [Finding] {
    // One entry per open #if: whether the branch being read requires iOS.
    var stack: [(requiresIOS: Bool, conditionNamedIOS: Bool, negated: Bool)] = []
    var found: [Finding] = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("#if ") || line.hasPrefix("#elseif ") {
        let condition = String(line.drop(while: { $0 != " " }))
        let names = condition.contains("os(iOS)")
        let negated = condition.contains("!os(iOS)")
        let other = condition.contains("os(Linux)") || condition.contains("canImport")
        let requires = names && !negated && !other
        if line.hasPrefix("#if ") {
          stack.append((requires, names, negated))
        } else if !stack.isEmpty {
          stack[stack.count - 1] = (requires, names, negated)
        }
      } else if line.hasPrefix("#else") {
        if let top = stack.last {
          // The #else of `#if !os(iOS)` is iOS only.
          stack[stack.count - 1].requiresIOS = top.conditionNamedIOS && top.negated
        }
      } else if line.hasPrefix("#endif") {
        _ = stack.popLast()
      } else if stack.contains(where: \.requiresIOS), let name = widgetDeclaration(line) {
        found.append(Finding(file: file, line: index + 1, name: name))
      }
    }
    return found
  }

  /// The type name when `line` declares a widget, a bundle or a control.
  static func widgetDeclaration(_ line: String) -> String? {
    let words = line.split { $0.isWhitespace || $0 == ":" || $0 == "," || $0 == "{" }
    guard let index = words.firstIndex(where: { $0 == "struct" || $0 == "class" }),
      index + 1 < words.count
    else { return nil }
    let conformances = words[(index + 2)...]
    let widgetish = ["Widget", "WidgetBundle", "ControlWidget"]
    guard conformances.contains(where: { widgetish.contains(String($0)) }) else { return nil }
    return String(words[index + 1])
  }

  /// The Swift files of the package this program was built from: the sources of the target
  /// named like the executable when there is one, else every target's; none when the program
  /// is not inside a package's `.build` folder.
  static func packageSources(executable: URL) -> [URL] {
    var folder = executable.standardizedFileURL.deletingLastPathComponent()
    var root: URL?
    while folder.path != "/" {
      if folder.lastPathComponent == ".build" {
        root = folder.deletingLastPathComponent()
        break
      }
      folder.deleteLastPathComponent()
    }
    guard let root else { return [] }
    let sources = root.appendingPathComponent("Sources")
    let own = sources.appendingPathComponent(executable.lastPathComponent)
    let start = FileManager.default.fileExists(atPath: own.path) ? own : sources
    guard
      let walk = FileManager.default.enumerator(
        at: start, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return [] }
    var files: [URL] = []
    for case let url as URL in walk where url.pathExtension == "swift" {
      files.append(url)
      if files.count == maximumFiles { break }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The findings in `files`, skipping files that cannot be read or are too large.
  static func findings(inFiles files: [URL], relativeTo base: String) -> [Finding] {
    files.flatMap { url -> [Finding] in
      guard let size = (try? url.resourceValues(forKeys: [.fileSizeKey]))?.fileSize,
        size <= maximumFileBytes, let text = try? String(contentsOf: url, encoding: .utf8)
      else { return [] }
      let path =
        url.path.hasPrefix(base + "/") ? String(url.path.dropFirst(base.count + 1)) : url.path
      return findings(in: text, file: path)
    }
  }
}
