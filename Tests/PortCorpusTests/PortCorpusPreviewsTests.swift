import Foundation
import Testing
import VitrineCLI
import VitrineRendering
import VitrineSnapshotTesting
import VitrineTestSupport
import VitrineUI

/// The corpus widgets' `#Preview` blocks, written as Xcode's widget template writes them, are
/// found without a list and rendered by `vitrine previews` entry by entry.
@MainActor
@Suite struct PortCorpusPreviewsTests {
  /// The corpus's previews, in file and line order: the name, and the images `--render-dir`
  /// writes (one per timeline entry, `-N` numbered when there are several).
  static let expected: [(name: String, files: [String])] = [
    (
      "ActivityGaugesWidget.swift:101",
      ["ActivityGaugesWidget-swift-101-1", "ActivityGaugesWidget-swift-101-2"]
    ),
    (
      "ActivityRingsWidget.swift:92",
      ["ActivityRingsWidget-swift-92-1", "ActivityRingsWidget-swift-92-2"]
    ),
    ("Air quality", ["Air-quality-1", "Air-quality-2"]),
    ("Daylight", ["Daylight"]),
    ("Delivery notification", ["Delivery-notification-1", "Delivery-notification-2"]),
    ("Delivery island", ["Delivery-island"]),
    ("Herons", ["Herons"]),
    ("ForecastFitsWidget.swift:104", ["ForecastFitsWidget-swift-104"]),
    ("Steps chart", ["Steps-chart"]),
    ("Tea timer", ["Tea-timer-1", "Tea-timer-2"]),
    ("TrainingStatsWidget.swift:87", ["TrainingStatsWidget-swift-87"]),
    ("Tea goal", ["Tea-goal"]),
  ]

  var corpus: [PreviewRegistration] {
    PreviewRegistration.all.filter { $0.fileID.hasPrefix("PortCorpusTests/") }
  }

  @Test func everyPreviewIsFoundWithItsName() {
    #expect(corpus.map(\.name) == Self.expected.map(\.name))
  }

  @Test func vitrinePreviewsRendersEachEntry() async throws {
    let folder = try TemporaryFolder("corpus-previews")
    let status = await VitrineCommandLine.main(
      ["previews", "--render-dir", folder.url.path, "--scale", "2"], widgets: [], previews: [])
    #expect(status == 0)
    for (_, files) in Self.expected {
      for file in files {
        let url = folder.url.appendingPathComponent(file + ".png")
        let image = try RasterImage.decodePNG(Data(contentsOf: url))
        assertSnapshot(of: image, as: .image(), named: file)
      }
    }
  }
}
