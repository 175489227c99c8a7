/// The texts of the files `vitrine init` writes.
extension PackageTemplate {
  var manifest: String {
    let product = { (module: String) in
      ".product(name: \"\(module)\", package: \"\(vitrine.identity)\")"
    }
    return """
      // swift-tools-version: 6.0
      // \(name): a widget extension that builds, previews and snapshot-tests on Linux (Vitrine).
      import PackageDescription

      let package = Package(
        name: "\(name)",
        platforms: [.macOS(.v15)],
        dependencies: [
          // Vitrine's package identity is "\(vitrine.identity)" (its folder's or repository's name).
          .package(\(vitrine.packageArguments))
        ],
        targets: [
          // The widget extension: its files import Apple's module names only, as in Xcode.
          // `@main` on its WidgetBundle makes the executable Vitrine's command line over it.
          .executableTarget(
            name: "\(name)",
            dependencies: [
              \(product("WidgetKit")),
              \(product("SwiftUI")),
              \(product("AppIntents")),
            ]),
          .testTarget(
            name: "\(name)Tests",
            dependencies: [
              "\(name)",
              \(product("WidgetKit")),
              \(product("VitrineSnapshotTesting")),
            ],
            // Reference images, read by path rather than as resources.
            exclude: ["__Snapshots__"]),
        ]
      )

      """
  }

  var widgetSource: String {
    """
    import AppIntents
    import SwiftUI
    import WidgetKit

    /// What a person can set when editing the widget.
    struct GreetingIntent: WidgetConfigurationIntent {
      static var title: LocalizedStringResource { "Greeting" }
      static var description: IntentDescription { "Whom the widget greets." }

      @Parameter(title: "Name", default: "World")
      var name: String
    }

    struct \(name)Entry: TimelineEntry {
      let date: Date
      let name: String
      /// Which of the timeline's hourly entries this is, from 1.
      let hour: Int
    }

    struct \(name)Provider: AppIntentTimelineProvider {
      func placeholder(in context: Context) -> \(name)Entry {
        \(name)Entry(date: Date(), name: "World", hour: 1)
      }

      func snapshot(for configuration: GreetingIntent, in context: Context) async -> \(name)Entry {
        \(name)Entry(date: Date(), name: configuration.name, hour: 1)
      }

      /// An entry now and one each hour for three hours; then a new timeline.
      func timeline(for configuration: GreetingIntent, in context: Context) async
        -> Timeline<\(name)Entry>
      {
        let now = Date()
        let entries = (0..<4).map { offset in
          \(name)Entry(
            date: now.addingTimeInterval(Double(offset) * 3600), name: configuration.name,
            hour: offset + 1)
        }
        return Timeline(entries: entries, policy: .atEnd)
      }
    }

    struct \(name)EntryView: View {
      var entry: \(name)Entry

      var body: some View {
        VStack(alignment: .leading, spacing: 6) {
          Text("Hello, \\(entry.name)!")
            .font(.headline)
          Spacer()
          Text("\\(entry.hour)")
            .font(.system(size: 44, weight: .bold))
          Text("entry of the timeline")
            .font(.caption)
            .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(.fill.tertiary, for: .widget)
      }
    }

    struct \(name)Widget: Widget {
      var body: some WidgetConfiguration {
        AppIntentConfiguration(
          kind: "\(name)Widget", intent: GreetingIntent.self, provider: \(name)Provider()
        ) { entry in
          \(name)EntryView(entry: entry)
        }
        .configurationDisplayName("Greeting")
        .description("Says hello, and counts the hours of its timeline.")
        .supportedFamilies([.systemSmall, .systemMedium])
      }
    }

    @main
    struct \(name)Bundle: WidgetBundle {
      var body: some Widget {
        \(name)Widget()
      }
    }

    """
  }

  var testSource: String {
    """
    import Foundation
    import Testing
    import VitrineSnapshotTesting
    import WidgetKit

    @testable import \(name)

    // Drawing a view runs on the main actor, as in SwiftUI: snapshot tests are @MainActor.
    @MainActor
    struct \(name)SnapshotTests {
      /// The reference is __Snapshots__/\(name)SnapshotTests/smallWidget.1.png; a missing one
      /// is recorded (and the test fails once); VITRINE_RECORD_SNAPSHOTS=all records again.
      @Test func smallWidget() {
        let entry = \(name)Entry(date: Date(timeIntervalSince1970: 0), name: "World", hour: 3)
        assertSnapshot(of: \(name)EntryView(entry: entry), as: .image(widget: .systemSmall))
      }
    }

    struct \(name)ProviderTests {
      /// Four entries an hour apart, then a new timeline (`.atEnd`).
      @Test func timelineHasFourHourlyEntries() async {
        let intent = GreetingIntent()
        intent.name = "Ada"
        let timeline = await \(name)Provider().timeline(
          for: intent, in: TimelineProviderContext(family: .systemSmall))
        #expect(timeline.entries.map(\\.hour) == [1, 2, 3, 4])
        #expect(timeline.entries.map(\\.name) == ["Ada", "Ada", "Ada", "Ada"])
        let gaps = zip(timeline.entries.dropFirst(), timeline.entries).map {
          $0.date.timeIntervalSince($1.date)
        }
        #expect(gaps == [3600, 3600, 3600])  // 60 min × 60 s
      }
    }

    """
  }

  var workflow: String {
    let reach =
      vitrine.packageArguments.hasPrefix("path:")
      ? """
      # Package.swift depends on Vitrine by a folder of the machine that made it: the runner
      # has no such folder, so depend on Vitrine's repository URL before pushing.

      """ : ""
    return """
      # Builds the widget and runs its snapshot tests on a Linux runner, as on a developer's machine.
      \(reach)name: ci
      on: [push, pull_request]
      jobs:
        test:
          runs-on: ubuntu-latest
          container: swift:6.3-bookworm
          steps:
            - uses: actions/checkout@v4
            # The Debian packages Vitrine builds and draws with (its scripts/debian-packages.txt,
            # without the browser its own web tests use).
            - name: Vitrine's Debian packages
              run: |
                apt-get update -qq
                DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \\
                  \(debianPackages.joined(separator: " "))
            - run: swift build --build-tests
            # References are compared, never recorded, on CI.
            - run: swift test --skip-build
              env:
                VITRINE_RECORD_SNAPSHOTS: never

      """
  }

  var readme: String {
    """
    # \(name)

    A widget extension written as for iOS (WidgetKit, SwiftUI, AppIntents) that builds, runs and
    is snapshot-tested on Linux with Vitrine.

    ```sh
    swift build && swift test                      # the snapshot test compares with __Snapshots__
    swift run \(name) kinds                         # the widget's kind, families, parameters
    swift run \(name) render \(name)Widget --family systemSmall -o widget.png
    swift run \(name) simulate \(name)Widget         # a simulated day of reloads
    VITRINE_RECORD_SNAPSHOTS=all swift test        # records the references again
    ```

    Linux needs Vitrine's Debian packages: \(debianPackages.joined(separator: ", ")) (see
    .github/workflows/ci.yml).

    """
  }
}
