import Foundation
import Testing
import VitrineTestSupport

/// The chart corpus compiles unchanged in Swift 5 mode as well as in the Swift 6 mode of this
/// test target (issue 23): the compiler type-checks its files with `-swift-version 5` against
/// the modules `swift build --build-tests` made. Only type-checking, so it costs a few
/// seconds of one compiler process.
@Suite("Port corpus: the chart corpus in Swift 5 mode")
struct ChartCorpusLanguageModeTests {
  /// The repository's root, from this file's path (`Tests/PortCorpusTests/Charts/…`).
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The Swift compiler on `PATH`, as `make test` finds `swift` itself.
  static func compiler() -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    return path.split(separator: ":").lazy
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  @Test(
    "`import Charts` type-checks the corpus with -swift-version 5, without a diagnostic",
    .timeLimit(.minutes(2)))
  func swift5() async throws {
    let swiftc = try #require(Self.compiler(), "no swiftc on PATH")
    let modules = BuiltProducts.executable("Modules")
    #expect(FileManager.default.fileExists(atPath: modules.path), "build the tests first")
    let shims = Self.root.appendingPathComponent("Sources/Shims")
    let maps = try FileManager.default.contentsOfDirectory(atPath: shims.path).sorted()
      .map { shims.appendingPathComponent($0).appendingPathComponent("module.modulemap") }
      .filter { FileManager.default.fileExists(atPath: $0.path) }
    let corpus = Self.root.appendingPathComponent("Tests/PortCorpusTests/Charts")
    let cache = FileManager.default.temporaryDirectory
      .appendingPathComponent("vitrine-charts-swift5-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: cache) }
    let arguments =
      ["-typecheck", "-swift-version", "5", "-I", modules.path, "-module-cache-path", cache.path]
      + maps.flatMap { ["-Xcc", "-fmodule-map-file=\($0.path)"] }
      + ["ChartCorpusData.swift", "ChartCorpusViews.swift"].map {
        corpus.appendingPathComponent($0).path
      }
    let result = try await BuiltProducts.run(swiftc, arguments)
    #expect(result.status == 0)
    // No warning either: the corpus is what a port would compile, as written.
    #expect(result.error.isEmpty, "\(result.error)")
  }
}
