import Foundation
import Testing
import VitrineSnapshotTesting
import VitrineUI
import VitrineWidgetCore

/// The corpus widgets compiled as written for iOS, rendered through their configurations as
/// the host gets them, and compared with the references under `__Snapshots__`.
@MainActor
@Suite("Port corpus: widgets written as for iOS")
struct PortCorpusSnapshotTests {
  /// The view `widget`'s configuration shows for `entry`, erased.
  func view<W: Widget, Entry: TimelineEntry>(of widget: W, entry: Entry) throws -> AnyView {
    let content = try #require(widget.descriptors[0].content(entry) as? any View)
    return AnyView(content)
  }

  @Test("Tea Timer: the countdown 65 s into a 3-minute steep")
  func teaTimer() throws {
    let context = TimelineProviderContext(family: .systemSmall)
    let entry = TeaTimerProvider().placeholder(in: context)
    // The host's clock stands 65 s after the start: 180 − 65 = 115 s left, "1:55", and the
    // bar is 115 / 180 ≈ 64% full.
    let view = try view(of: TeaTimerWidget(), entry: entry)
      .environment(\.now, entry.date.addingTimeInterval(65))
    assertSnapshot(of: view, as: .image(widget: .systemSmall))
    assertSnapshot(of: view, as: .layout(widget: .systemSmall), named: "layout")
  }

  @Test("Air Quality: the open ring on the circular family, the bar on the rectangular one")
  func airQuality() throws {
    let entry = AirQualityProvider().placeholder(
      in: TimelineProviderContext(family: .accessoryCircular))
    let view = try view(of: AirQualityWidget(), entry: entry)
    assertSnapshot(of: view, as: .image(widget: .accessoryCircular, scale: 3), named: "circular")
    assertSnapshot(
      of: view, as: .image(widget: .accessoryRectangular, scale: 3), named: "rectangular")
    assertSnapshot(of: view, as: .layout(widget: .accessoryCircular), named: "circular-layout")
  }

  @Test("Forecast: five hours when medium, three when small")
  func forecast() throws {
    let entry = ForecastProvider().placeholder(in: TimelineProviderContext(family: .systemSmall))
    let view = try view(of: ForecastWidget(), entry: entry)
    assertSnapshot(of: view, as: .image(widget: .systemSmall), named: "small")
    assertSnapshot(of: view, as: .image(widget: .systemMedium), named: "medium")
    assertSnapshot(of: view, as: .layout(widget: .systemSmall), named: "small-layout")
  }

  @Test("Activity: capacity rings when small, linear gauges when medium, in dark mode")
  func activity() throws {
    let entry = ActivityProvider().placeholder(in: TimelineProviderContext(family: .systemSmall))
    let view = try view(of: ActivityWidget(), entry: entry)
    assertSnapshot(of: view, as: .image(widget: .systemSmall, colorScheme: .dark), named: "small")
    assertSnapshot(
      of: view, as: .image(widget: .systemMedium, colorScheme: .dark), named: "medium")
  }

  @Test("Sleep Score: an even-odd ring track and a transformed arc for 82 of 100")
  func sleepScore() throws {
    let entry = SleepProvider().placeholder(in: TimelineProviderContext(family: .systemSmall))
    let view = try view(of: SleepScoreWidget(), entry: entry)
    assertSnapshot(of: view, as: .image(widget: .systemSmall), named: "small")
    assertSnapshot(of: view, as: .image(widget: .systemSmall, colorScheme: .dark), named: "dark")
  }

  @Test("Plant Care: an image and a colour named by generated asset symbols")
  func plantCare() throws {
    let entry = PlantProvider().placeholder(in: TimelineProviderContext(family: .systemSmall))
    let view = try view(of: PlantCareWidget(), entry: entry)
    assertSnapshot(of: view, as: .image(widget: .systemSmall), named: "small")
    assertSnapshot(of: view, as: .image(widget: .systemSmall, colorScheme: .dark), named: "dark")
    assertSnapshot(of: view, as: .layout(widget: .systemSmall), named: "small-layout")
  }

  @Test("Training: a Grid of figures in columns, with a divider spanning them")
  func training() throws {
    let entry = TrainingProvider().placeholder(in: TimelineProviderContext(family: .systemMedium))
    let view = try view(of: TrainingWidget(), entry: entry)
    assertSnapshot(of: view, as: .image(widget: .systemMedium), named: "medium")
    assertSnapshot(of: view, as: .layout(widget: .systemMedium), named: "medium-layout")
  }
}
