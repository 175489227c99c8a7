import Foundation
import Testing
import VitrineWidgetCore

@Suite("Strings files and String Catalogs")
struct StringTablesTests {
  func strings(_ text: String) throws -> [String: String] {
    try StringsFile(data: Data(text.utf8), path: "en.lproj/Localizable.strings").entries
  }

  @Test("pairs, comments, escapes and bare words")
  func stringsFile() throws {
    let entries = try strings(
      """
      /* A comment
         over two lines. */
      "greeting" = "Hello, \\"friend\\"\\n";  // trailing comment
      bare_key = bare.value;
      "unicode" = "caf\\U00E9";
      "self";
      """)
    #expect(entries["greeting"] == "Hello, \"friend\"\n")
    #expect(entries["bare_key"] == "bare.value")
    #expect(entries["unicode"] == "café")
    #expect(entries["self"] == "self")
    #expect(entries.count == 4)
  }

  @Test("UTF-16 with a byte-order mark, as older Xcode writes them")
  func utf16() throws {
    var data = Data([0xFF, 0xFE])
    data.append("\"a\" = \"б\";".data(using: .utf16LittleEndian)!)
    let entries = try StringsFile(data: data, path: "ru.lproj/Localizable.strings").entries
    #expect(entries == ["a": "б"])
  }

  @Test("malformed files name the file and the line of what was found")
  func malformed() {
    #expect(
      throws: LocalizationError.malformed(
        path: "en.lproj/Localizable.strings", line: 4,
        reason: "expected ';' but found '\"'")
    ) {
      try strings("\"a\" = \"b\";\n\n\"c\" = \"d\"\n\"e\" = \"f\";")
    }
    #expect(
      throws: LocalizationError.malformed(
        path: "en.lproj/Localizable.strings", line: 2, reason: "a quoted string is never closed")
    ) {
      try strings("\"a\" = \"b\";\n\"c\" = \"d;\n")
    }
  }

  let catalogJSON = """
    {
      "sourceLanguage": "en",
      "version": "1.0",
      "strings": {
        "%lld steps": {
          "localizations": {
            "en": { "variations": { "plural": {
              "one": { "stringUnit": { "state": "translated", "value": "%lld step" } },
              "other": { "stringUnit": { "state": "translated", "value": "%lld steps" } } } } },
            "ru": { "variations": { "plural": {
              "one": { "stringUnit": { "state": "translated", "value": "%lld шаг" } },
              "few": { "stringUnit": { "state": "translated", "value": "%lld шага" } },
              "many": { "stringUnit": { "state": "translated", "value": "%lld шагов" } },
              "other": { "stringUnit": { "state": "translated", "value": "%lld шага" } } } } }
          }
        },
        "%@ walked %lld km": {
          "localizations": {
            "ru": {
              "stringUnit": { "state": "translated", "value": "%1$@ прошла %#@km@" },
              "substitutions": { "km": { "argNum": 2, "formatSpecifier": "lld",
                "variations": { "plural": {
                  "one": { "stringUnit": { "state": "translated", "value": "%arg километр" } },
                  "few": { "stringUnit": { "state": "translated", "value": "%arg километра" } },
                  "many": { "stringUnit": { "state": "translated", "value": "%arg километров" } },
                  "other": { "stringUnit": { "state": "translated", "value": "%arg км" } } } } } }
            }
          }
        },
        "Only a key": {}
      }
    }
    """

  @Test("a catalog chooses plural forms and substitutions by the argument")
  func catalog() throws {
    let catalog = try StringCatalog(data: Data(catalogJSON.utf8), path: "Localizable.xcstrings")
    func steps(_ count: Int64, _ language: String) -> String? {
      catalog.format(forKey: "%lld steps", language: language, arguments: [.int(count)])
    }
    #expect(steps(1, "en") == "%lld step")
    #expect(steps(7, "en") == "%lld steps")
    #expect(steps(3, "ru") == "%lld шага")
    #expect(steps(5, "ru") == "%lld шагов")
    // French is missing: the source language's forms.
    #expect(steps(1, "fr") == "%lld step")
    // The substitution's %arg becomes argument 2 in its specifier: %2$lld; 3 → few.
    let walked = catalog.format(
      forKey: "%@ walked %lld km", language: "ru", arguments: [.string("Аня"), .int(3)])
    #expect(walked == "%1$@ прошла %2$lld километра")
    #expect(
      LocalizedFormat.format(
        walked ?? "", arguments: [.string("Аня"), .int(3)], locale: Locale(identifier: "ru"))
        == "Аня прошла 3 километра")
    #expect(catalog.format(forKey: "Only a key", language: "en", arguments: []) == nil)
  }

  @Test("a catalog without an other form, or with an unknown category, is refused")
  func malformedCatalog() {
    let noOther = """
      {"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"variations": {
        "plural": {"one": {"stringUnit": {"state": "translated", "value": "x"}}}}}}}}}
      """
    #expect(
      throws: LocalizationError.malformed(
        path: "A.xcstrings", line: 0, reason: "\"k\" in en has plural forms but no \"other\"")
    ) {
      try StringCatalog(data: Data(noOther.utf8), path: "A.xcstrings")
    }
    let unknown = noOther.replacingOccurrences(of: "\"one\"", with: "\"several\"")
    #expect(throws: LocalizationError.self) {
      try StringCatalog(data: Data(unknown.utf8), path: "A.xcstrings")
    }
    #expect(
      throws: LocalizationError.malformed(
        path: "A.xcstrings", line: 0, reason: "the top level has no \"sourceLanguage\"")
    ) {
      try StringCatalog(data: Data("{\"strings\": {}}".utf8), path: "A.xcstrings")
    }
  }
}
