import VitrineSnapshotTesting
import VitrineUI
import XCTest

/// assertSnapshot works from XCTest too: failures go to XCTFail.
final class XCTestSupportTests: XCTestCase {
  func testLayoutSnapshotFromXCTest() {
    XCTAssertTrue(Thread.isMainThread)
    // XCTest runs a test method on the main thread, the main actor's, where views are laid
    // out; the compiler cannot see that through XCTest's nonisolated test methods.
    MainActor.assumeIsolated {
      assertSnapshot(of: SampleWidget(), as: .layout())
    }
  }
}
