import Foundation

/// The package `vitrine init` writes: a widget extension as Xcode would have it, a snapshot
/// test, a CI workflow for a Linux runner and a README, depending on Vitrine by path or URL.
struct PackageTemplate {
  /// Where the new package gets Vitrine from.
  struct Dependency: Equatable {
    /// The `.package(…)` argument list (`path: "…"` or `url: "…", branch: "main"`).
    var packageArguments: String
    /// SwiftPM's identity of the dependency: the folder's or repository's last name, lowercased.
    var identity: String
    /// A Vitrine checkout to read the Debian package list from, if one is on this machine.
    var checkout: URL?

    /// `value` is `--vitrine`'s value: a URL (`https://…`, `git@…`, `file://…`) or a folder;
    /// without it, the checkout this `vitrine` executable was built in (`.build/…/vitrine`).
    init(_ value: String?, executable: String) throws {
      guard let value else {
        guard let checkout = Self.checkout(containing: executable) else {
          throw UsageError(
            "cannot tell which Vitrine this executable was built from; give --vitrine PATH|URL")
        }
        self.init(folder: checkout)
        return
      }
      if value.contains("://") || value.hasPrefix("git@") {
        var name = value.split(separator: "/").last.map(String.init) ?? ""
        if name.hasSuffix(".git") { name.removeLast(4) }
        guard !name.isEmpty, !value.contains("\"") else {
          throw UsageError("--vitrine: cannot read a repository name in '\(value)'")
        }
        self.init(
          packageArguments: "url: \"\(value)\", branch: \"main\"", identity: name.lowercased(),
          checkout: Self.checkout(containing: executable))
        return
      }
      let folder = URL(fileURLWithPath: value, isDirectory: true).standardizedFileURL
      guard
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      else {
        throw UsageError("--vitrine: no Package.swift in \(folder.path)")
      }
      self.init(folder: folder)
    }

    private init(folder: URL) {
      self.init(
        packageArguments: "path: \"\(folder.path)\"",
        identity: folder.lastPathComponent.lowercased(), checkout: folder)
    }

    private init(packageArguments: String, identity: String, checkout: URL?) {
      self.packageArguments = packageArguments
      self.identity = identity
      self.checkout = checkout
    }

    /// The nearest folder above `executable` with Vitrine's package list, if any.
    static func checkout(containing executable: String) -> URL? {
      guard !executable.isEmpty else { return nil }
      var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
        .deletingLastPathComponent()
      for _ in 0..<6 {
        if FileManager.default.fileExists(
          atPath: folder.appendingPathComponent(PackageTemplate.debianPackageList).path)
        {
          return folder
        }
        folder.deleteLastPathComponent()
      }
      return nil
    }
  }

  /// The list of Vitrine's Debian packages, relative to a checkout.
  static let debianPackageList = "scripts/debian-packages.txt"
  /// Packages on that list that only Vitrine's own browser tests use: a widget package's CI
  /// does not install them.
  static let browserTestPackages: Set<String> = ["chromium", "chromium-driver", "python3-selenium"]

  /// The module name: also the package's, the executable's and (with `Tests`) the test target's.
  let name: String
  /// Where Vitrine comes from.
  let vitrine: Dependency
  /// The Debian packages the CI workflow installs.
  let debianPackages: [String]

  /// A template for `name`, which must be a Swift identifier of at most 64 characters.
  init(name: String, vitrine: Dependency) throws {
    guard let first = name.unicodeScalars.first, name.count <= 64,
      CharacterSet.letters.contains(first) && first.isASCII,
      name.unicodeScalars.allSatisfy({
        $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_")
      })
    else {
      throw UsageError(
        "'\(name)' is not a usable name: use letters, digits and _ (a letter first, at most 64)")
    }
    self.name = name
    self.vitrine = vitrine
    var packages = ["pkg-config"]
    if let checkout = vitrine.checkout,
      let list = try? String(
        contentsOf: checkout.appendingPathComponent(Self.debianPackageList), encoding: .utf8)
    {
      packages = list.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("#") && !Self.browserTestPackages.contains($0) }
    }
    debianPackages = packages
  }

  /// Writes the package into `folder`, which must not exist or be empty, with `referenceImage`
  /// as the snapshot test's reference.
  func write(into folder: URL, referenceImage: Data) throws {
    let fileManager = FileManager.default
    if let existing = try? fileManager.contentsOfDirectory(atPath: folder.path), !existing.isEmpty {
      throw CommandFailure("\(folder.path) exists and is not empty; choose another --path")
    }
    var all = files.mapValues { Data($0.utf8) }
    all[referencePath] = referenceImage
    for (path, data) in all {
      let url = folder.appendingPathComponent(path)
      do {
        try fileManager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
      } catch {
        throw CommandFailure("cannot write \(url.path): \(error.localizedDescription)")
      }
    }
  }

  /// Where the snapshot test's reference image goes, relative to the package.
  var referencePath: String {
    "Tests/\(name)Tests/__Snapshots__/\(name)SnapshotTests/smallWidget.1.png"
  }

  /// The text files, by path relative to the package.
  var files: [String: String] {
    [
      "Package.swift": manifest,
      "Sources/\(name)/\(name).swift": widgetSource,
      "Tests/\(name)Tests/\(name)SnapshotTests.swift": testSource,
      ".github/workflows/ci.yml": workflow,
      ".gitignore": ".build/\n.swiftpm/\n",
      "README.md": readme,
    ]
  }
}
