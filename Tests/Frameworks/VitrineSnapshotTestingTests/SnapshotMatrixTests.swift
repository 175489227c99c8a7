import Foundation
import Testing
import VitrineSnapshotTesting
import VitrineTestSupport
import VitrineUI

/// A view that prints what the matrix set in its environment.
private struct EnvironmentEcho: View {
  @Environment(\.dynamicTypeSize) private var size
  @Environment(\.layoutDirection) private var direction
  @Environment(\.locale) private var locale
  @Environment(\.colorScheme) private var scheme

  var body: some View {
    Text(verbatim: "\(size) \(direction) \(locale.identifier) \(scheme.rawValue)")
  }
}

/// The snapshot matrix: one call over families × light/dark × locales × Dynamic Type sizes ×
/// layout directions, as Paparazzi's and Roborazzi's parameterized snapshots do.
@MainActor
@Suite("Snapshot matrix")
struct SnapshotMatrixTests {
  /// The default matrix: the three home-screen families (WidgetKit's systemSmall, systemMedium,
  /// systemLarge) in light and dark: 3 × 2 = 6 variants, named by layout and scheme only.
  @Test func theDefaultMatrixIsThreeFamiliesInLightAndDark() {
    let names = SnapshotMatrix().variants.map(\.description)
    #expect(
      names == [
        "systemSmall-light", "systemSmall-dark", "systemMedium-light", "systemMedium-dark",
        "systemLarge-light", "systemLarge-dark",
      ])
  }

  /// Every axis multiplies: 3 families × 2 schemes × 2 locales × 2 sizes × 2 directions = 48,
  /// and a value other than the default is named.
  @Test func everyAxisMultipliesAndNamesItsNonDefaultValues() {
    let matrix = SnapshotMatrix(
      locales: [Locale(identifier: "en_US"), Locale(identifier: "ar_EG")],
      dynamicTypeSizes: [.large, .accessibility3], layoutDirections: [.leftToRight, .rightToLeft])
    let names = matrix.variants.map(\.description)
    #expect(names.count == 3 * 2 * 2 * 2 * 2)
    #expect(Set(names).count == 48)
    #expect(names.contains("systemMedium-dark-ar_EG-accessibility3-rtl"))
    #expect(names.contains("systemSmall-light"))
  }

  /// Dynamic Type size and layout direction reach the view through its environment (SwiftUI's
  /// `dynamicTypeSize` and `layoutDirection` keys); locale and scheme through the renderer.
  @Test func theAxesReachTheViewsEnvironment() throws {
    let folder = try TemporaryFolder("matrix-environment")
    let matrix = SnapshotMatrix(
      families: [.systemSmall], colorSchemes: [.dark], locales: [Locale(identifier: "ar_EG")],
      dynamicTypeSizes: [.accessibility3], layoutDirections: [.rightToLeft])
    let results = verifySnapshots(
      of: EnvironmentEcho(), matrix: matrix, as: { .layout(variant: $0) }, record: .all,
      snapshotDirectory: folder.path, testName: "echo")
    #expect(results.count == 1)
    let text = try String(
      contentsOf: folder.url.appendingPathComponent(
        "echo.systemSmall-dark-ar_EG-accessibility3-rtl.txt"), encoding: .utf8)
    #expect(text.contains("accessibility3 rightToLeft ar_EG dark"))
  }

  /// A run records each variant, then matches each; a changed view fails only the variants
  /// whose pixels changed, with a diff.
  @Test func recordThenMatchThenFail() throws {
    let folder = try TemporaryFolder("matrix-run")
    let artifacts = try TemporaryFolder("matrix-artifacts")
    let matrix = SnapshotMatrix(families: [.systemSmall, .systemMedium])
    func run(_ view: some View, _ mode: SnapshotRecordMode) -> [SnapshotResult] {
      verifySnapshots(
        of: view, matrix: matrix, as: { .image(variant: $0, scale: 1) }, record: mode,
        snapshotDirectory: folder.path, artifactsDirectory: artifacts.path, testName: "sample"
      ).map(\.1)
    }
    let recorded = run(SampleWidget(), .missing)
    #expect(recorded.allSatisfy { if case .recorded = $0 { true } else { false } })
    #expect(
      folder.contents() == [
        "sample.systemMedium-dark.png", "sample.systemMedium-light.png",
        "sample.systemSmall-dark.png", "sample.systemSmall-light.png",
      ])
    #expect(
      run(SampleWidget(), .never).allSatisfy { if case .matched = $0 { true } else { false } })
    let changed = run(Text("Changed"), .never)
    #expect(changed.count == 4)
    #expect(changed.allSatisfy { $0.failureMessage?.contains("does not match") == true })
    #expect(artifacts.exists("sample.systemSmall-dark.diff.png"))
  }

  /// `withSnapshotTesting(record:)` scopes the record mode to its closure (as
  /// swift-snapshot-testing's does): inside, an existing reference is written over; outside,
  /// the same check compares again. A check's own `record:` still wins.
  @Test func withSnapshotTestingScopesTheRecordMode() throws {
    let folder = try TemporaryFolder("matrix-scope")
    func check(_ record: SnapshotRecordMode? = nil) -> SnapshotResult {
      verifySnapshot(
        of: "hello", as: .lines, named: "scoped", record: record, snapshotDirectory: folder.path,
        testName: "scope")
    }
    _ = check(.all)
    let inside = withSnapshotTesting(record: .all) { check() }
    #expect({ if case .recorded = inside { true } else { false } }())
    let nested = withSnapshotTesting(record: .all) {
      withSnapshotTesting(record: .never) { check() }
    }
    #expect(nested == .matched(reference: folder.url.appendingPathComponent("scope.scoped.txt")))
    let own = withSnapshotTesting(record: .all) { check(.never) }
    #expect({ if case .matched = own { true } else { false } }())
    #expect({ if case .matched = check(.never) { true } else { false } }())
  }

  /// The README's call: `assertSnapshots(of:matrix:)` over locales, Dynamic Type sizes and
  /// directions, against references recorded just before (so nothing is reported).
  @Test func assertSnapshotsChecksEveryVariant() throws {
    let folder = try TemporaryFolder("matrix-assert")
    let matrix = SnapshotMatrix(
      families: [.systemSmall], colorSchemes: [.light],
      locales: [Locale(identifier: "en_US"), Locale(identifier: "ar_EG")],
      dynamicTypeSizes: [.large, .accessibility3], layoutDirections: [.leftToRight, .rightToLeft])
    _ = verifySnapshots(
      of: Text("21°"), matrix: matrix, as: { .image(variant: $0, scale: 1) }, record: .all,
      snapshotDirectory: folder.path, testName: "readme")
    #expect(folder.contents().count == 2 * 2 * 2)
    assertSnapshots(
      of: Text("21°"), matrix: matrix, scale: 1, record: .never, snapshotDirectory: folder.path,
      testName: "readme")
  }

  /// The asynchronous `withSnapshotTesting(record:)` reaches a check after an `await`.
  @Test func theAsyncScopeReachesAnAwaitedCheck() async throws {
    let folder = try TemporaryFolder("matrix-async-scope")
    _ = verifySnapshot(
      of: "x", as: .lines, named: "a", record: .all, snapshotDirectory: folder.path,
      testName: "async")
    let result = await withSnapshotTesting(record: .all) {
      await Task.yield()
      return verifySnapshot(
        of: "x", as: .lines, named: "a", snapshotDirectory: folder.path, testName: "async")
    }
    #expect({ if case .recorded = result { true } else { false } }())
  }

  /// The report: failures first, each image with reference, actual, diff and a slider; JUnit
  /// XML counting every snapshot and failing the failed and recorded ones.
  @Test func theReportPutsFailuresFirstAndWritesJUnit() throws {
    let folder = try TemporaryFolder("matrix-report-refs")
    let artifacts = try TemporaryFolder("matrix-report-artifacts")
    let report = try TemporaryFolder("matrix-report")
    let matrix = SnapshotMatrix(families: [.systemSmall], colorSchemes: [.light])
    func run(_ view: some View, _ mode: SnapshotRecordMode) {
      _ = verifySnapshots(
        of: view, matrix: matrix, as: { .image(variant: $0, scale: 1) }, record: mode,
        snapshotDirectory: folder.path, artifactsDirectory: artifacts.path, testName: "report")
    }
    let before = SnapshotReport.shared.entries.count
    run(SampleWidget(), .missing)
    run(SampleWidget(), .never)
    run(Text("Changed"), .never)
    let mine = Array(SnapshotReport.shared.entries.dropFirst(before)).filter {
      $0.name == "report.systemSmall-light.png"
    }
    #expect(mine.map(\.status) == [.recorded, .matched, .failed])
    let failed = try #require(mine.last)
    #expect(failed.diff?.lastPathComponent == "report.systemSmall-light.diff.png")

    try SnapshotReport.shared.write(to: report.url)
    let html = try String(
      contentsOf: report.url.appendingPathComponent("index.html"), encoding: .utf8)
    let firstFailed = try #require(html.range(of: "<section class=\"failed\""))
    if let firstMatched = html.range(of: "<section class=\"matched\"") {
      #expect(firstFailed.lowerBound < firstMatched.lowerBound)
    }
    #expect(html.contains("type=\"range\""))
    #expect(html.contains("alt=\"diff\""))
    let junit = try String(
      contentsOf: report.url.appendingPathComponent("junit.xml"), encoding: .utf8)
    let all = SnapshotReport.shared.entries
    let failures = all.filter { $0.status != .matched }.count
    #expect(
      junit.contains(
        "<testsuite name=\"snapshots\" tests=\"\(all.count)\" failures=\"\(failures)\">"))
    #expect(junit.contains("<failure type=\"failed\""))
  }
}
