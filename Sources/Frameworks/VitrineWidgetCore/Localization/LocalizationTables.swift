import Foundation

/// Finds translations in bundles: the String Catalogs (`<table>.xcstrings`) and strings files
/// (`<language>.lproj/<table>.strings`) among a bundle's resources, read once and kept.
///
/// **The default bundle.** On iOS a widget's strings live in its extension's main bundle. A
/// SwiftPM target keeps its resources in its own bundle (`Bundle.module`) instead, which SwiftPM
/// puts beside the executable as `<package>_<target>.resources`. So when no bundle is given
/// (`Text("key")`, `String(localized:)` with `bundle: nil`), Vitrine looks in `Bundle.main`
/// and then in every resource bundle beside the main executable, in name order: a widget
/// target's strings are found without naming `.module`, as they are on iOS.
///
/// **Languages.** A locale `ru_RU` looks for `ru-RU`, `ru_RU`, then `ru`; a key not translated
/// there falls back to the catalog's source language, then to `en.lproj`/`Base.lproj`, then to
/// the default value (the key itself unless one is given). A file that cannot be read or parsed
/// is reported once on standard error with its path and line, and then treated as empty.
public final class LocalizationTables: @unchecked Sendable {
  /// The tables of every bundle looked at so far.
  public static let shared = LocalizationTables()

  private let lock = NSLock()
  private var bundles: [String: BundleTables] = [:]
  private var defaultBundleURLs: [URL]?
  private var defaultBundleTables: [BundleTables]?
  private var reported: Set<String> = []
  /// `languages(for:)` by locale identifier, and the main bundle's resource root: both were
  /// worked out again for every `Text` laid out.
  private var languagesByLocale: [String: [String]] = [:]
  private lazy var mainRoot = Self.resourceRoot(of: .main)

  /// Creates an empty cache; the shared one is what lookups use.
  public init() {}

  /// The format string for `key` in `table` of `bundle` (the default bundles when `nil`) for
  /// `locale`, with plural forms chosen by `arguments`; `nil` when no table translates it.
  public func format(
    forKey key: String, table: String?, bundle: Bundle?, locale: Locale,
    arguments: [LocalizationArgument]
  ) -> String? {
    let tableName = table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
    lock.lock()
    defer { lock.unlock() }
    let languages = cachedLanguages(for: locale)
    let searched =
      bundle.map { [tables(at: Self.resourceRoot(of: $0), shallow: false)] } ?? defaultTables()
    for tables in searched {
      if let found = tables.format(
        forKey: key, table: tableName, languages: languages, arguments: arguments,
        report: { report($0) })
      {
        return found
      }
    }
    return nil
  }

  /// The languages to try for `locale`, most specific first: `ru-RU`, `ru_RU`, `ru`.
  static func languages(for locale: Locale) -> [String] {
    let identifier = locale.identifier
    let code =
      locale.language.languageCode?.identifier ?? StringCatalog.languageCode(of: identifier)
    var result: [String] = []
    for candidate in [
      identifier.replacingOccurrences(of: "_", with: "-"), identifier, code,
    ] where !candidate.isEmpty && !result.contains(candidate) {
      result.append(candidate)
    }
    return result
  }

  private func cachedLanguages(for locale: Locale) -> [String] {
    if let known = languagesByLocale[locale.identifier] { return known }
    let languages = Self.languages(for: locale)
    languagesByLocale[locale.identifier] = languages
    return languages
  }

  /// Where a bundle's resources are.
  static func resourceRoot(of bundle: Bundle) -> URL {
    (bundle.resourceURL ?? bundle.bundleURL).standardizedFileURL
  }

  /// The tables of the default bundles, in search order. The main bundle is read as iOS lays it
  /// out: tables at its top and in its .lproj folders (a build folder's other contents are not
  /// resources).
  private func defaultTables() -> [BundleTables] {
    if let defaultBundleTables { return defaultBundleTables }
    let found = defaultBundles().map { tables(at: $0, shallow: $0 == mainRoot) }
    defaultBundleTables = found
    return found
  }

  private func defaultBundles() -> [URL] {
    if let defaultBundleURLs { return defaultBundleURLs }
    var urls = [mainRoot]
    let directory = Bundle.main.bundleURL.standardizedFileURL
    let beside =
      (try? FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: nil)) ?? []
    for url in beside.sorted(by: { $0.lastPathComponent < $1.lastPathComponent })
    where url.pathExtension == "resources" || url.pathExtension == "bundle" {
      urls.append(url.standardizedFileURL)
    }
    defaultBundleURLs = urls
    return urls
  }

  private func tables(at root: URL, shallow: Bool) -> BundleTables {
    let key = (shallow ? "main:" : "") + root.path
    if let cached = bundles[key] { return cached }
    let tables = BundleTables(root: root, shallow: shallow)
    bundles[key] = tables
    return tables
  }

  private func report(_ error: Error) {
    let message = "\(error)"
    guard reported.insert(message).inserted else { return }
    FileHandle.standardError.write(Data("vitrine: localization: \(message)\n".utf8))
  }
}

/// The tables in one bundle's resources, parsed on first use.
private final class BundleTables {
  /// `<table>.xcstrings` files by table name.
  private var catalogFiles: [String: URL] = [:]
  /// `<language>.lproj/<table>.strings` files by table name, then language.
  private var stringsFiles: [String: [String: URL]] = [:]
  private var catalogs: [String: StringCatalog?] = [:]
  private var strings: [URL: [String: String]] = [:]

  /// How deep under the resource root files are looked for, and how many entries are listed.
  private static let maximumDepth = 4
  private static let maximumEntries = 10_000

  /// Reads the tables under `root`; `shallow` looks only at its top and its `.lproj` folders.
  init(root: URL, shallow: Bool = false) {
    var visited = 0
    scan(root, depth: 0, visited: &visited, shallow: shallow)
  }

  private func scan(_ directory: URL, depth: Int, visited: inout Int, shallow: Bool) {
    guard depth <= Self.maximumDepth else { return }
    let entries =
      (try? FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
    for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
      visited += 1
      guard visited <= Self.maximumEntries else { return }
      let isDirectory = (try? entry.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory
      let table = entry.deletingPathExtension().lastPathComponent
      if isDirectory == true {
        if !shallow || entry.pathExtension == "lproj" {
          scan(entry, depth: depth + 1, visited: &visited, shallow: false)
        }
      } else if entry.pathExtension == "xcstrings" {
        if catalogFiles[table] == nil { catalogFiles[table] = entry }
      } else if entry.pathExtension == "strings", directory.pathExtension == "lproj" {
        let language = directory.deletingPathExtension().lastPathComponent
        if stringsFiles[table, default: [:]][language] == nil {
          stringsFiles[table, default: [:]][language] = entry
        }
      }
    }
  }

  func format(
    forKey key: String, table: String, languages: [String], arguments: [LocalizationArgument],
    report: (Error) -> Void
  ) -> String? {
    if let url = catalogFiles[table], let catalog = catalog(table, url: url, report: report) {
      for language in languages where catalog.strings[key]?[language] != nil {
        return catalog.format(forKey: key, language: language, arguments: arguments)
      }
      if let found = catalog.format(
        forKey: key, language: catalog.sourceLanguage, arguments: arguments)
      {
        return found
      }
    }
    guard let files = stringsFiles[table] else { return nil }
    for language in languages + ["en", "Base"] {
      guard let url = files[language] else { continue }
      if let found = entries(url, report: report)[key] { return found }
    }
    return nil
  }

  private func catalog(_ table: String, url: URL, report: (Error) -> Void) -> StringCatalog? {
    if let cached = catalogs[table] { return cached }
    var catalog: StringCatalog?
    do {
      catalog = try StringCatalog(contentsOf: url)
    } catch {
      report(error)
    }
    catalogs[table] = catalog
    return catalog
  }

  private func entries(_ url: URL, report: (Error) -> Void) -> [String: String] {
    if let cached = strings[url] { return cached }
    var entries: [String: String] = [:]
    do {
      entries = try StringsFile(contentsOf: url).entries
    } catch {
      report(error)
    }
    strings[url] = entries
    return entries
  }
}
