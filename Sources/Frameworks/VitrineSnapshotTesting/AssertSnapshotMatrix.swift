import Foundation
import VitrineUI
import VitrineWidgetCore

/// Checks `view` in every variant of `matrix` as an image: one reference per variant,
/// `<testName>.<variant>.png` (or `<testName>.<name>-<variant>.png`), e.g.
/// `weather.systemMedium-dark-ar_EG-rtl.png`. Each failing variant is reported on its own.
///
/// ```swift
/// @MainActor @Test func weather() {
///   assertSnapshots(of: WeatherView(entry: .sample), matrix: SnapshotMatrix(
///     locales: [Locale(identifier: "en_US"), Locale(identifier: "ar_EG")],
///     layoutDirections: [.leftToRight, .rightToLeft]))
/// }
/// ```
@MainActor
public func assertSnapshots<V: View>(
  of view: @autoclosure () throws -> V, matrix: SnapshotMatrix = SnapshotMatrix(),
  scale: Double = 2, tolerance: ImageTolerance = ImageTolerance(), named name: String? = nil,
  record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  assertSnapshots(
    of: try view(), matrix: matrix, as: { .image(variant: $0, scale: scale, tolerance: tolerance) },
    named: name, record: record, snapshotDirectory: snapshotDirectory, fileID: fileID,
    file: filePath, testName: testName, line: line, column: column)
}

/// Checks `view` in every variant of `matrix` with the strategy `strategy` makes for it
/// (``Snapshotting/image(variant:scale:tolerance:options:)``,
/// ``Snapshotting/layout(variant:options:)`` or one of your own).
@MainActor
public func assertSnapshots<V: View, Format>(
  of view: @autoclosure () throws -> V, matrix: SnapshotMatrix = SnapshotMatrix(),
  as strategy: (SnapshotVariant) -> Snapshotting<AnyView, Format>, named name: String? = nil,
  record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  let results = verifySnapshots(
    of: try view(), matrix: matrix, as: strategy, named: name, record: record,
    snapshotDirectory: snapshotDirectory, file: filePath, testName: testName)
  for (_, result) in results {
    if let message = result.failureMessage {
      SnapshotReporter.fail(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}

/// ``assertSnapshots(of:matrix:as:named:record:snapshotDirectory:fileID:file:testName:line:column:)``
/// without reporting: each variant with what its check came to, in the matrix's order.
@MainActor
public func verifySnapshots<V: View, Format>(
  of view: @autoclosure () throws -> V, matrix: SnapshotMatrix,
  as strategy: (SnapshotVariant) -> Snapshotting<AnyView, Format>, named name: String? = nil,
  record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
  artifactsDirectory: String? = nil, file filePath: StaticString = #filePath,
  testName: String = #function
) -> [(SnapshotVariant, SnapshotResult)] {
  let taken: AnyView
  do {
    taken = AnyView(try view())
  } catch {
    return [(SnapshotVariant(), .failed(message: "could not make the view to snapshot: \(error)"))]
  }
  return matrix.variants.map { variant in
    (
      variant,
      verifySnapshot(
        of: taken, as: strategy(variant),
        named: [name, variant.description].compactMap { $0 }.joined(separator: "-"),
        record: record, snapshotDirectory: snapshotDirectory,
        artifactsDirectory: artifactsDirectory, file: filePath, testName: testName)
    )
  }
}
