import Foundation

/// Writes the records that let an unchanged `@main` widget bundle find what Info.plist files
/// name on iOS: the intent classes of a definition, and the intents extension's principal class
/// (`class IntentHandler: INExtension`), found in the target's sources.
public enum RuntimeRegistration {
  /// The largest source file searched for a principal class.
  public static let maximumSourceBytes = 1 << 20

  /// The classes `source` declares as subclasses of `INExtension` (`class IntentHandler:
  /// INExtension, …`), in order; comments are not read.
  public static func extensionClasses(in source: String) -> [String] {
    var found: [String] = []
    for line in source.split(whereSeparator: \.isNewline) {
      let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
      let words = code.split { $0.isWhitespace || $0 == ":" || $0 == "," || $0 == "{" }
      guard let index = words.firstIndex(of: "class"), index + 2 < words.count,
        words[index + 2] == "INExtension"
      else { continue }
      let name = String(words[index + 1])
      if name.first.map({ $0.isLetter || $0 == "_" }) == true,
        name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !found.contains(name)
      {
        found.append(name)
      }
    }
    return found
  }

  /// The principal classes declared in the files at `paths`; files that cannot be read or are
  /// larger than ``maximumSourceBytes`` are skipped.
  public static func extensionClasses(inFiles paths: [String]) -> [String] {
    var found: [String] = []
    for path in paths {
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        let size = attributes[.size] as? NSNumber, size.intValue <= maximumSourceBytes,
        let text = try? String(contentsOfFile: path, encoding: .utf8)
      else { continue }
      for name in extensionClasses(in: text) where !found.contains(name) { found.append(name) }
    }
    return found
  }

  /// Swift registering the intent classes of `model` and the principal classes `extensions`.
  public static func source(for model: IntentDefinitionModel, extensions: [String]) -> String {
    var lines = [
      "",
      "// What Info.plist files name on iOS, registered for `@main` on a widget bundle.",
    ]
    for (index, intent) in model.intents.enumerated() {
      lines += [
        "@section(\"swift5_tests\") @used",
        "private let intentClassRecord\(index): INRuntimeRecord = (",
        "  0x7669_6E74, 0,",
        "  { outValue, type, _, _ in",
        "    INIntentClassRecord.store(\(intent.className).self, into: outValue, asking: type)",
        "  }, 0, 0)",
      ]
    }
    for (index, name) in extensions.enumerated() {
      lines += [
        "@section(\"swift5_tests\") @used",
        "private let intentsExtensionRecord\(index): INRuntimeRecord = (",
        "  0x7669_6E78, 0,",
        "  { outValue, type, _, _ in",
        "    INExtensionFactory.store({ \(name)() }, into: outValue, asking: type)",
        "  }, 0, 0)",
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
