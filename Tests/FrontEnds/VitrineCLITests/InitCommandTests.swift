import Foundation
import Testing
import VitrineTestSupport

@testable import VitrineCLI

/// `vitrine init`: the files it writes and the mistakes it refuses (issue 24: "a template
/// writes a package with a widget extension target importing only Apple's modules, an `@main`
/// bundle, a snapshot test target, and a CI file for a Linux runner"). That the package builds
/// and passes its tests is scripts/template-test.sh's end-to-end run, in `make test`.
@Suite(.timeLimit(.minutes(5))) struct InitCommandTests {
  static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func writesTheWidgetItsTestTheReferenceAndTheCIFile() async throws {
    let work = try TemporaryFolder("init-package")
    let folder = work.url.appendingPathComponent("Hello")
    let result = await vitrine(
      "init", "Hello", "--vitrine", Self.checkout.path, "--path", folder.path)
    #expect(result.status == 0, "\(result.err)")
    let names = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
      .filter { !$0.hasSuffix("/") }
    let expected = [
      "Package.swift", "README.md", ".gitignore", ".github/workflows/ci.yml",
      "Sources/Hello/Hello.swift", "Tests/HelloTests/HelloSnapshotTests.swift",
      "Tests/HelloTests/__Snapshots__/HelloSnapshotTests/smallWidget.1.png",
    ]
    for name in expected {
      #expect(names.contains(name), "\(name) is missing from \(names.sorted())")
    }
    // The widget's file imports Apple's module names only, and its bundle is @main.
    let widget = try String(
      contentsOf: folder.appendingPathComponent("Sources/Hello/Hello.swift"), encoding: .utf8)
    let imports = widget.split(separator: "\n").filter { $0.hasPrefix("import ") }
    #expect(imports == ["import AppIntents", "import SwiftUI", "import WidgetKit"])
    #expect(widget.contains("@main\nstruct HelloBundle: WidgetBundle"))
    // The manifest names the checkout by path and its identity, its folder's name lowercased.
    let manifest = try String(
      contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
    let identity = Self.checkout.lastPathComponent.lowercased()
    #expect(manifest.contains(".package(path: \"\(Self.checkout.path)\")"))
    #expect(
      manifest.contains(".product(name: \"VitrineSnapshotTesting\", package: \"\(identity)\")"))
    // The CI file installs the Debian packages Vitrine's list names, not the browser's.
    let workflow = try String(
      contentsOf: folder.appendingPathComponent(".github/workflows/ci.yml"), encoding: .utf8)
    #expect(workflow.contains("libpango1.0-dev"))
    #expect(workflow.contains("fonts-inter"))
    #expect(!workflow.contains("chromium"))
    // The reference is a PNG of the small family at 2×: 158 × 158 points on the standard
    // device (Apple's size table for a 393 × 852 screen) → 316 × 316 pixels.
    let png = try Data(
      contentsOf: folder.appendingPathComponent(
        "Tests/HelloTests/__Snapshots__/HelloSnapshotTests/smallWidget.1.png"))
    #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 316 && height == 316)
  }

  @Test func aURLIsDependedOnAtItsMainBranchWithTheRepositorysName() throws {
    let dependency = try PackageTemplate.Dependency(
      "https://example.com/people/Vitrine.git", executable: "")
    #expect(
      dependency.packageArguments
        == "url: \"https://example.com/people/Vitrine.git\", branch: \"main\"")
    #expect(dependency.identity == "vitrine")
  }

  @Test(arguments: [
    "", "9Lives", "my-widgets", "Wid gets", "Ünïcode", String(repeating: "A", count: 65),
  ])
  func aNameThatIsNotASwiftIdentifierIsRefused(name: String) async throws {
    let work = try TemporaryFolder("init-bad-name")
    let result = await vitrine(
      "init", name, "--vitrine", Self.checkout.path, "--path",
      work.url.appendingPathComponent("out").path)
    #expect(result.status == 2)
    #expect(result.err.contains("is not a usable name"), "\(result.err)")
    #expect(!FileManager.default.fileExists(atPath: work.url.appendingPathComponent("out").path))
  }

  @Test func aFolderThatIsNotEmptyIsLeftAlone() async throws {
    let work = try TemporaryFolder("init-not-empty")
    let mine = work.url.appendingPathComponent("notes.txt")
    try Data("mine".utf8).write(to: mine)
    let result = await vitrine(
      "init", "Hello", "--vitrine", Self.checkout.path, "--path", work.url.path)
    #expect(result.status == 1)
    #expect(result.err.contains("exists and is not empty"), "\(result.err)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: work.url.path) == ["notes.txt"])
  }

  @Test func aFolderWithoutAPackageIsNotAVitrine() async throws {
    let work = try TemporaryFolder("init-no-package")
    let result = await vitrine(
      "init", "Hello", "--vitrine", work.url.path, "--path",
      work.url.appendingPathComponent("out").path)
    #expect(result.status == 2)
    #expect(result.err.contains("no Package.swift in \(work.url.standardizedFileURL.path)"))
  }
}
