import VitrineSnapshotTesting
import VitrineUI
import XCTest

/// assertSnapshot works from XCTest too: failures go to XCTFail.
final class XCTestSupportTests: XCTestCase {
  func testLayoutSnapshotFromXCTest() {
    assertSnapshot(of: SampleWidget(), as: .layout())
  }
}
