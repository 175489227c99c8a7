import Foundation
import VitrineUI
import VitrineWidgetCore

/// Checks every `#Preview` of `module` (every one in the program when `nil`) as images, each
/// in every variant of `matrix` at the preview's own family or size: one reference per
/// preview, timeline entry and variant, `<testName>.<preview>-<entry>-<variant>.png`.
///
/// A widget preview draws each entry of its timeline at the entry's date, with the widget's
/// content margins, as `vitrine previews` does; Live Activity previews are left to the
/// activity strategies. Finding no preview in `module` is a failure.
///
/// ```swift
/// @MainActor @Test func previews() async {
///   await assertPreviewSnapshots(module: "MyWidgets")
/// }
/// ```
@MainActor
public func assertPreviewSnapshots(
  module: String?, matrix: SnapshotMatrix = SnapshotMatrix(families: [.systemSmall]),
  scale: Double = 2, tolerance: ImageTolerance = ImageTolerance(),
  record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) async {
  let results = await verifyPreviewSnapshots(
    module: module, matrix: matrix, scale: scale, tolerance: tolerance, record: record,
    snapshotDirectory: snapshotDirectory, file: filePath, testName: testName)
  for result in results {
    if let message = result.failureMessage {
      SnapshotReporter.fail(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}

/// ``assertPreviewSnapshots(module:matrix:scale:tolerance:record:snapshotDirectory:fileID:file:testName:line:column:)``
/// without reporting: what each check came to.
@MainActor
public func verifyPreviewSnapshots(
  module: String?, matrix: SnapshotMatrix = SnapshotMatrix(families: [.systemSmall]),
  scale: Double = 2, tolerance: ImageTolerance = ImageTolerance(),
  record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
  artifactsDirectory: String? = nil, file filePath: StaticString = #filePath,
  testName: String = #function
) async -> [SnapshotResult] {
  let registrations = PreviewRegistration.all.filter { registration in
    module.map { registration.fileID.hasPrefix("\($0)/") } ?? true
  }
  guard !registrations.isEmpty else {
    return [
      .failed(
        message: "no #Preview found in \(module.map { "module \($0)" } ?? "the program"); "
          + "is the module linked into the test target?")
    ]
  }
  let device = matrix.layouts.first?.device ?? .standard
  var results: [SnapshotResult] = []
  for registration in registrations {
    let items: [PreviewItem]
    do {
      items = try await registration.items()
    } catch {
      results.append(
        .failed(message: "#Preview \(registration.name) (\(registration.source)): \(error)"))
      continue
    }
    // A Live Activity preview is drawn by `Snapshotting.image(activity:)`, not as a widget.
    for item in items where item.activity == nil {
      let layout = SnapshotLayout(family: item.family, device: device, size: item.size)
      let options = SnapshotRenderOptions(
        contentMarginsDisabled: item.contentMarginsDisabled, now: item.date)
      let name = [registration.name, item.entry.map(String.init)].compactMap { $0 }
        .joined(separator: "-")
      let checked = verifySnapshots(
        of: item.view, matrix: matrix.with(layouts: [layout]),
        as: { .image(variant: $0, scale: scale, tolerance: tolerance, options: options) },
        named: name, record: record, snapshotDirectory: snapshotDirectory,
        artifactsDirectory: artifactsDirectory, file: filePath, testName: testName)
      results += checked.map(\.1)
    }
  }
  return results
}
