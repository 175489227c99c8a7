// swift-tools-version: 6.0
// Vitrine: WidgetKit-style widgets, their host, views and renderer, on Linux.
import PackageDescription

let package = Package(
  name: "Vitrine",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "WidgetCore", targets: ["WidgetCore"]),
    .library(name: "WidgetHost", targets: ["WidgetHost"]),
    .library(name: "AppGroupStore", targets: ["AppGroupStore"]),
    .library(name: "WidgetUI", targets: ["WidgetUI"]),
    .library(name: "WidgetRendering", targets: ["WidgetRendering"]),
    .library(name: "WidgetSnapshotTesting", targets: ["WidgetSnapshotTesting"]),
    .library(name: "HomeScreen", targets: ["HomeScreen"]),
    .library(name: "VitrineCLI", targets: ["VitrineCLI"]),
    .library(name: "AppTesting", targets: ["AppTesting"]),
    .library(name: "Chips", targets: ["Chips"]),
    .library(name: "CatalogApp", targets: ["CatalogApp"]),
    .executable(name: "vitrine", targets: ["vitrine"]),
    .library(name: "WidgetKit", targets: ["WidgetKit"]),
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "AppIntents", targets: ["AppIntents"]),
    .library(name: "Intents", targets: ["Intents"]),
    .library(name: "SharedWithYou", targets: ["SharedWithYou"]),
  ],
  targets: [
    // MARK: C libraries from Debian packages (scripts/debian-packages.txt lists them all).
    .systemLibrary(
      name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(
      name: "CPangoCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
    .systemLibrary(
      name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
    .systemLibrary(
      name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),

    // MARK: The widget model, its storage and its host.
    .target(name: "WidgetCore"),
    .target(name: "WidgetIntents", dependencies: ["WidgetCore"]),
    // SiriKit's .intentdefinition files: the parser and generator, its tool and build plugin.
    .target(name: "IntentDefinition"),
    .executableTarget(name: "intentdefinition-swift", dependencies: ["IntentDefinition"]),
    .plugin(
      name: "IntentDefinitionPlugin", capability: .buildTool(),
      dependencies: ["intentdefinition-swift"]),
    .target(name: "AppGroupStore", dependencies: ["CSQLite"]),
    .target(name: "WidgetHost", dependencies: ["WidgetCore", "AppGroupStore"]),

    // MARK: Views and layout.
    .target(name: "WidgetUI", dependencies: ["WidgetCore", "WidgetIntents"]),

    // MARK: Pixels, and snapshot testing for widget authors.
    .target(name: "WidgetRendering", dependencies: ["WidgetUI", "CPangoCairo", "CDeflate"]),
    .target(
      name: "WidgetSnapshotTesting", dependencies: ["WidgetRendering", "WidgetUI", "WidgetCore"]),

    // MARK: HTTP on loopback, and the streaming app's catalog.
    .target(name: "HTTPServer", dependencies: ["CMicroHTTPD"]),
    .target(name: "Catalog"),
    .target(
      name: "Statistics", dependencies: ["HTTPServer"],
      resources: [
        .copy("Resources/covid19api-summary-2020-05-26.json"),
        .copy("Resources/covid19api-countries.json"),
      ]),
    .executableTarget(name: "vitrine-stats-server", dependencies: ["Statistics", "HTTPServer"]),

    // MARK: Shared with You: universal-link matching, the system side, the framework.
    .target(name: "AssociatedDomains"),
    .target(name: "SharedWithYouSystem", dependencies: ["AssociatedDomains", "CSQLite"]),
    .target(name: "UIKitBridge", dependencies: ["WidgetUI"]),
    .target(
      name: "SharedWithYouKit", dependencies: ["SharedWithYouSystem", "WidgetUI", "UIKitBridge"]),

    // MARK: Widgets that ship with Vitrine.
    .target(name: "ExampleWidgets", dependencies: ["WidgetCore", "WidgetUI"]),
    .target(
      name: "CountryStatsWidget",
      dependencies: ["WidgetCore", "WidgetUI", "WidgetIntents", "Statistics"],
      exclude: ["CountryStats.intentdefinition"], plugins: ["IntentDefinitionPlugin"]),
    .target(
      name: "RecommendationsWidget",
      dependencies: ["WidgetCore", "WidgetUI", "AppGroupStore", "Catalog"]),

    // MARK: Apps: the in-process driver for app tests, the chips collection, the catalog app.
    .target(
      name: "AppTesting",
      dependencies: ["WidgetUI", "WidgetCore", "WidgetRendering", "WidgetSnapshotTesting"]),
    .target(name: "Chips", dependencies: ["WidgetUI"]),
    .target(
      name: "CatalogApp",
      dependencies: [
        "WidgetUI", "Catalog", "Chips", "RecommendationsWidget", "SharedWithYouKit",
        "SharedWithYouSystem", "UIKitBridge",
      ]),
    .target(name: "MessagesApp", dependencies: ["WidgetUI", "SharedWithYouSystem"]),
    .target(name: "SettingsApp", dependencies: ["WidgetUI", "SharedWithYouSystem"]),

    // MARK: The home screen: installed widgets, their dependencies, sessions and presentation.
    .target(
      name: "HomeScreen",
      dependencies: [
        "WidgetCore", "WidgetHost", "AppGroupStore", "WidgetUI", "WidgetRendering",
        "ExampleWidgets", "RecommendationsWidget", "CountryStatsWidget", "Statistics",
      ]),

    // MARK: The web home screen: the phone in a browser, on HTTPServer.
    .target(
      name: "WebHome",
      dependencies: [
        "HomeScreen", "HTTPServer", "Catalog", "WidgetCore", "WidgetHost", "AppGroupStore",
        "WidgetUI", "WidgetRendering",
        // The apps in the web home screen.
        "AppTesting", "CatalogApp", "MessagesApp", "SettingsApp", "SharedWithYouSystem",
        "Statistics", "SharedWithYouKit",
      ],
      resources: [.copy("Static")]),

    // MARK: Front ends.
    .target(
      name: "VitrineCLI",
      dependencies: [
        "HomeScreen", "WidgetCore", "WidgetHost", "AppGroupStore", "WidgetUI", "WidgetRendering",
        "AssociatedDomains", "SharedWithYouSystem", "Catalog", "CountryStatsWidget", "WebHome",
        "AppTesting", "CatalogApp",
      ]),
    .executableTarget(name: "vitrine", dependencies: ["VitrineCLI"]),
    .executableTarget(
      name: "vitrine-bench",
      dependencies: [
        "HomeScreen", "WidgetUI", "WidgetRendering", "WidgetHost", "RecommendationsWidget",
        "Catalog", "WebHome", "AppTesting", "CatalogApp",
      ]),

    // MARK: Apple's module names, so iOS files compile with their imports untouched.
    .target(
      name: "WidgetKit", dependencies: ["WidgetCore", "WidgetIntents", "WidgetUI", "VitrineCLI"]),
    .target(name: "SwiftUI", dependencies: ["WidgetCore", "WidgetUI"]),
    .target(name: "AppIntents", dependencies: ["WidgetCore"]),
    .target(name: "Intents", dependencies: ["WidgetIntents"]),
    .target(name: "SharedWithYou", dependencies: ["SharedWithYouKit"]),

    // MARK: Tests.
    .target(
      name: "VitrineTestSupport",
      dependencies: ["HomeScreen", "WidgetCore", "WidgetHost", "AppGroupStore"],
      path: "Tests/VitrineTestSupport"),
    .testTarget(name: "WidgetCoreTests", dependencies: ["WidgetCore"]),
    .testTarget(name: "AppGroupStoreTests", dependencies: ["AppGroupStore", "VitrineTestSupport"]),
    .testTarget(
      name: "WidgetHostTests", dependencies: ["WidgetHost", "ExampleWidgets", "VitrineTestSupport"]),
    .testTarget(
      name: "VitrineCLITests",
      dependencies: [
        "VitrineCLI", "WidgetUI", "VitrineTestSupport",
        // The hostile recommendations servers (HostileServerTests).
        "HTTPServer", "Catalog", "CDeflate",
      ]),
    .testTarget(name: "WidgetUITests", dependencies: ["WidgetUI"]),
    .testTarget(name: "WidgetRenderingTests", dependencies: ["WidgetRendering", "WidgetUI"]),
    .testTarget(
      name: "WidgetSnapshotTestingTests",
      dependencies: ["WidgetSnapshotTesting", "WidgetUI", "VitrineTestSupport"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "HomeScreenTests",
      dependencies: [
        "HomeScreen", "RecommendationsWidget", "WidgetHost", "WidgetUI", "VitrineTestSupport",
      ]),
    .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer"]),
    .testTarget(
      name: "WebHomeTests",
      dependencies: [
        "WebHome", "HomeScreen", "HTTPServer", "Catalog", "WidgetCore", "WidgetHost",
        "VitrineTestSupport",
      ]),
    .testTarget(name: "CatalogTests", dependencies: ["Catalog", "HTTPServer"]),
    .testTarget(name: "StatisticsTests", dependencies: ["Statistics", "HTTPServer"]),
    .testTarget(
      name: "CountryStatsWidgetTests",
      dependencies: [
        "CountryStatsWidget", "Statistics", "WidgetCore", "WidgetIntents", "WidgetUI", "WidgetHost",
        "WidgetSnapshotTesting", "VitrineTestSupport", "HTTPServer",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(name: "WidgetIntentsTests", dependencies: ["WidgetIntents", "WidgetCore"]),
    .testTarget(
      name: "IntentDefinitionTests", dependencies: ["IntentDefinition", "VitrineTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "RecommendationsWidgetTests",
      dependencies: [
        "RecommendationsWidget", "AppGroupStore", "WidgetUI", "WidgetHost", "WidgetSnapshotTesting",
        "VitrineTestSupport",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(name: "AssociatedDomainsTests", dependencies: ["AssociatedDomains"]),
    .testTarget(
      name: "SharedWithYouSystemTests",
      dependencies: ["SharedWithYouSystem", "AppGroupStore", "Catalog", "VitrineTestSupport"]),
    .testTarget(
      name: "SharedWithYouKitTests",
      dependencies: [
        "SharedWithYouKit", "SharedWithYouSystem", "WidgetCore", "WidgetUI",
        "WidgetSnapshotTesting", "VitrineTestSupport", "UIKitBridge", "AppTesting",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "ChipsTests",
      dependencies: ["Chips", "WidgetUI", "AppTesting", "WidgetSnapshotTesting"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "CatalogAppTests",
      dependencies: [
        "CatalogApp", "Catalog", "WidgetUI", "AppTesting", "WidgetSnapshotTesting",
        "SharedWithYouKit", "SharedWithYouSystem", "UIKitBridge", "VitrineTestSupport",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "MessagesAppTests",
      dependencies: ["MessagesApp", "SharedWithYouSystem", "AppTesting", "VitrineTestSupport"]),
    .testTarget(
      name: "SettingsAppTests",
      dependencies: ["SettingsApp", "SharedWithYouSystem", "AppTesting", "VitrineTestSupport"]),
    // The port corpus: widgets written as for iOS, importing only Apple's module names.
    .executableTarget(
      name: "my-widgets", dependencies: ["WidgetKit", "SwiftUI", "AppIntents"],
      path: "Tests/Fixtures/MyWidgets"),
    .testTarget(
      name: "PortCorpusTests",
      dependencies: [
        "WidgetKit", "SwiftUI", "AppIntents", "Intents", "SharedWithYou", "HomeScreen",
        "WidgetHost", "WidgetSnapshotTesting", "VitrineTestSupport", "VitrineCLI",
        // Corpus widgets not yet switched to Apple's module names.
        "WidgetCore", "WidgetUI",
      ],
      exclude: ["__Snapshots__"]),
  ]
)
