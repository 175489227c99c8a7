import Foundation
import Testing
import VitrineSnapshotTesting
import VitrineUI

/// Every `#Preview` of the corpus checked by one call, each entry of each widget preview in
/// light and dark, at the preview's own family: what a widget author's test target does with
/// `assertPreviewSnapshots(module:)`.
@MainActor
@Suite struct PortCorpusPreviewMatrixTests {
  @Test func everyPreviewInLightAndDark() async {
    await assertPreviewSnapshots(
      module: "PortCorpusTests",
      matrix: SnapshotMatrix(families: [.systemSmall], colorSchemes: [.light, .dark]))
  }

  /// A module with no `#Preview` is a failure, not a test that checks nothing.
  @Test func aModuleWithoutPreviewsFails() async {
    let results = await verifyPreviewSnapshots(module: "NoSuchModule")
    #expect(results.count == 1)
    #expect(
      results.first?.failureMessage?.contains("no #Preview found in module NoSuchModule") == true)
  }
}
