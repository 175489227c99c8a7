import Foundation
import Testing
import VitrineRendering
import VitrineSnapshotTesting
import VitrineTestSupport

@MainActor
@Suite("Image snapshots: tolerance, failures and artifacts")
struct ImageSnapshotTests {
  /// Records `image` as the reference `check.shot.png` in `folder`.
  func record(_ image: RasterImage, in folder: TemporaryFolder) {
    let result = verifySnapshot(
      of: image, as: .image(), named: "shot", record: .all, snapshotDirectory: folder.path,
      testName: "check")
    guard case .recorded = result else {
      Issue.record("expected a recording, got \(result)")
      return
    }
  }

  func check(
    _ image: RasterImage, as strategy: Snapshotting<RasterImage, RasterImage> = .image(),
    in folder: TemporaryFolder, artifacts: TemporaryFolder, record: SnapshotRecordMode = .never
  ) -> SnapshotResult {
    verifySnapshot(
      of: image, as: strategy, named: "shot", record: record, snapshotDirectory: folder.path,
      artifactsDirectory: artifacts.path, testName: "check")
  }

  @Test("the same pixels match")
  func samePixelsMatch() throws {
    let folder = try TemporaryFolder()
    let artifacts = try TemporaryFolder()
    record(rampImage(), in: folder)
    let result = check(rampImage(), in: folder, artifacts: artifacts)
    #expect(result == .matched(reference: folder.url.appendingPathComponent("check.shot.png")))
    #expect(artifacts.contents().isEmpty)
  }

  @Test("one changed pixel fails, with both paths, the actual image and a diff image")
  func onePixelFails() throws {
    let folder = try TemporaryFolder()
    let artifacts = try TemporaryFolder()
    record(rampImage(), in: folder)
    var changed = rampImage()
    changed.setColor(RGBA8(red: 255, green: 255, blue: 255), x: 7, y: 3)
    let result = check(changed, in: folder, artifacts: artifacts)
    let message = try #require(result.failureMessage)
    guard case .failed = result else {
      Issue.record("expected a failure, got \(result)")
      return
    }
    #expect(message.contains("1 of 200 pixels differ"))
    #expect(message.contains(folder.url.appendingPathComponent("check.shot.png").path))
    #expect(message.contains(artifacts.url.appendingPathComponent("check.shot.png").path))
    #expect(artifacts.contents() == ["check.shot.diff.png", "check.shot.png"])
    let actual = try RasterImage.decodePNG(
      Data(contentsOf: artifacts.url.appendingPathComponent("check.shot.png")))
    #expect(actual == changed)
    let diff = try RasterImage.decodePNG(
      Data(contentsOf: artifacts.url.appendingPathComponent("check.shot.diff.png")))
    #expect(diff.color(x: 7, y: 3) == RGBA8(red: 255, green: 0, blue: 200))
    #expect(diff.color(x: 8, y: 3) != RGBA8(red: 255, green: 0, blue: 200))
    // The reference was left alone.
    let reference = try RasterImage.decodePNG(
      Data(contentsOf: folder.url.appendingPathComponent("check.shot.png")))
    #expect(reference == rampImage())
  }

  @Test("a change inside the channel tolerance passes; one just outside fails")
  func channelTolerance() throws {
    let folder = try TemporaryFolder()
    let artifacts = try TemporaryFolder()
    record(rampImage(), in: folder)
    var nudged = rampImage()
    for x in 0..<20 {
      var color = nudged.color(x: x, y: 5)
      color.green += 3
      nudged.setColor(color, x: x, y: 5)
    }
    #expect(
      check(nudged, as: .image(channelTolerance: 3), in: folder, artifacts: artifacts)
        .failureMessage == nil)
    #expect(
      check(nudged, as: .image(channelTolerance: 2), in: folder, artifacts: artifacts)
        .failureMessage != nil)
    #expect(
      check(nudged, as: .image(perceptualPrecision: 0.95), in: folder, artifacts: artifacts)
        .failureMessage == nil)
  }

  @Test("a fraction of differing pixels inside the precision passes")
  func precision() throws {
    let folder = try TemporaryFolder()
    let artifacts = try TemporaryFolder()
    record(rampImage(), in: folder)
    var changed = rampImage()
    changed.setColor(RGBA8(red: 0, green: 0, blue: 0), x: 0, y: 0)
    changed.setColor(RGBA8(red: 0, green: 0, blue: 0), x: 1, y: 0)
    // 2 of 200 pixels is 1%.
    #expect(
      check(changed, as: .image(precision: 0.99), in: folder, artifacts: artifacts).failureMessage
        == nil)
    #expect(
      check(changed, as: .image(precision: 0.995), in: folder, artifacts: artifacts).failureMessage
        != nil)
  }

  @Test("an image of another size fails and says both sizes")
  func otherSize() throws {
    let folder = try TemporaryFolder()
    let artifacts = try TemporaryFolder()
    record(rampImage(), in: folder)
    let message = check(RasterImage(width: 21, height: 10), in: folder, artifacts: artifacts)
      .failureMessage
    #expect(message?.contains("21×10") == true && message?.contains("20×10") == true)
  }

  @Test(
    "a missing reference is recorded in the modes that record, and only in them",
    arguments: SnapshotRecordMode.allCases)
  func missingReference(mode: SnapshotRecordMode) throws {
    let folder = try TemporaryFolder()
    let artifacts = try TemporaryFolder()
    let result = check(rampImage(), in: folder, artifacts: artifacts, record: mode)
    let reference = folder.url.appendingPathComponent("check.shot.png")
    switch mode {
    case .all, .missing, .failed:
      guard case .recorded(let path, let message) = result else {
        Issue.record("\(mode): expected a recording, got \(result)")
        return
      }
      #expect(path == reference)
      #expect(message.contains("Recorded snapshot check.shot.png"))
      #expect(try RasterImage.decodePNG(Data(contentsOf: reference)) == rampImage())
    case .never:
      guard case .failed(let message) = result else {
        Issue.record("never: expected a failure, got \(result)")
        return
      }
      #expect(message.contains("No reference"))
      #expect(message.contains(reference.path))
      #expect(!FileManager.default.fileExists(atPath: reference.path))
      #expect(folder.contents().isEmpty)
      #expect(artifacts.contents() == ["check.shot.png"])
    }
  }

  @Test("record mode 'failed' overwrites a failing reference and still fails")
  func failedModeOverwrites() throws {
    let folder = try TemporaryFolder()
    let artifacts = try TemporaryFolder()
    record(rampImage(), in: folder)
    let blank = RasterImage(width: 20, height: 10)
    let result = check(blank, in: folder, artifacts: artifacts, record: .failed)
    #expect(result.failureMessage?.contains("overwritten") == true)
    let reference = try RasterImage.decodePNG(
      Data(contentsOf: folder.url.appendingPathComponent("check.shot.png")))
    #expect(reference == blank)
    #expect(check(blank, in: folder, artifacts: artifacts).failureMessage == nil)
  }

  @Test("record mode 'all' rewrites a matching reference too")
  func allModeRecordsAlways() throws {
    let folder = try TemporaryFolder()
    let artifacts = try TemporaryFolder()
    record(rampImage(), in: folder)
    guard case .recorded = check(rampImage(), in: folder, artifacts: artifacts, record: .all) else {
      Issue.record("expected a recording")
      return
    }
  }

  @Test("the record mode comes from VITRINE_RECORD_SNAPSHOTS, missing by default")
  func recordModeFromEnvironment() {
    #expect(SnapshotRecordMode.from(environment: [:]) == .missing)
    #expect(SnapshotRecordMode.from(environment: ["VITRINE_RECORD_SNAPSHOTS": "never"]) == .never)
    #expect(SnapshotRecordMode.from(environment: ["VITRINE_RECORD_SNAPSHOTS": "ALL"]) == .all)
    #expect(SnapshotRecordMode.from(environment: ["VITRINE_RECORD_SNAPSHOTS": "failed"]) == .failed)
    #expect(SnapshotRecordMode.from(environment: ["VITRINE_RECORD_SNAPSHOTS": "bogus"]) == .never)
  }

  @Test("unnamed snapshots are numbered in the order a test takes them")
  func numbering() throws {
    let folder = try TemporaryFolder()
    for _ in 0..<2 {
      _ = verifySnapshot(
        of: rampImage(), as: .image(), record: .all, snapshotDirectory: folder.path)
    }
    #expect(folder.contents() == ["numbering.1.png", "numbering.2.png"])
  }

  @Test("assertSnapshot reports a mismatch as an issue of the running test")
  func reportsToSwiftTesting() throws {
    let folder = try TemporaryFolder()
    record(rampImage(), in: folder)
    withKnownIssue {
      assertSnapshot(
        of: RasterImage(width: 20, height: 10), as: .image(), named: "shot", record: .never,
        snapshotDirectory: folder.path, testName: "check")
    } matching: { issue in
      issue.description.contains("does not match its reference")
    }
  }
}
