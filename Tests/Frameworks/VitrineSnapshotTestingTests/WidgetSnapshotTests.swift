import Foundation
import Testing
import VitrineSnapshotTesting
import VitrineUI

/// Snapshots of a sample widget against references checked in under `__Snapshots__`.
@MainActor
@Suite("Widget snapshots")
struct WidgetSnapshotTests {
  @Test("the sample widget at two sizes, in light and dark")
  func sampleImages() {
    assertSnapshot(of: SampleWidget(), as: .image(), layouts: [.systemSmall, .systemMedium])
    assertSnapshot(of: SampleWidget(), as: .image(colorScheme: .dark), named: "dark")
  }

  @Test("the sample widget redacted as a placeholder")
  func placeholder() {
    assertSnapshot(of: SampleWidget(), as: .image(redacted: .placeholder))
  }

  @Test("the sample widget's accessibility tree")
  func accessibility() {
    assertSnapshot(of: SampleWidget(), as: .accessibility())
  }

  @Test("the sample widget's layout, independent of fonts")
  func layout() {
    assertSnapshot(
      of: SampleWidget(), as: .layout(), layouts: [.systemSmall, .accessoryRectangular])
  }

  @Test("a strategy without a layout cannot be used with layouts:")
  func noLayout() {
    let results = verifySnapshots(of: "text", as: .lines, layouts: [.systemSmall])
    #expect(results.first?.failureMessage?.contains("no layout") == true)
  }
}
