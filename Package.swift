// swift-tools-version: 6.0
// Vitrine: WidgetKit-style widgets, their host, views and renderer, on Linux.
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "Vitrine",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "VitrineWidgetCore", targets: ["VitrineWidgetCore"]),
    .library(name: "VitrineHost", targets: ["VitrineHost"]),
    .library(name: "VitrineAppGroupStore", targets: ["VitrineAppGroupStore"]),
    .library(name: "VitrineUI", targets: ["VitrineUI"]),
    .library(name: "VitrineRendering", targets: ["VitrineRendering"]),
    .library(name: "VitrineSnapshotTesting", targets: ["VitrineSnapshotTesting"]),
    .library(name: "VitrineHomeScreen", targets: ["VitrineHomeScreen"]),
    .library(name: "VitrineCLI", targets: ["VitrineCLI"]),
    .library(name: "VitrineAppTesting", targets: ["VitrineAppTesting"]),
    .library(name: "VitrineChips", targets: ["VitrineChips"]),
    .library(name: "VitrineCatalogApp", targets: ["VitrineCatalogApp"]),
    .executable(name: "vitrine", targets: ["vitrine"]),
    // WidgetKit's `@main` runs the command line it finds at run time: the product links it in.
    .library(name: "WidgetKit", targets: ["WidgetKit", "VitrineCLI"]),
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "AppIntents", targets: ["AppIntents"]),
    .library(name: "Intents", targets: ["Intents"]),
    .library(name: "SharedWithYou", targets: ["SharedWithYou"]),
    .library(name: "ActivityKit", targets: ["ActivityKit"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "Combine", targets: ["Combine"]),
    .library(name: "os", targets: ["os"]),
    .library(name: "OSLog", targets: ["OSLog"]),
    .library(name: "CoreLocation", targets: ["CoreLocation"]),
    .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
    .library(name: "Charts", targets: ["Charts"]),
    // A widget package outside this one applies it to its .intentdefinition files.
    .plugin(name: "IntentDefinitionPlugin", targets: ["IntentDefinitionPlugin"]),
    // ...and this one to its asset catalogs, for Xcode's asset symbols (`Color(.brand)`).
    .plugin(name: "AssetSymbolsPlugin", targets: ["AssetSymbolsPlugin"]),
  ],
  targets: [
    // MARK: C libraries from Debian packages (scripts/debian-packages.txt lists them all).
    .systemLibrary(
      name: "CVitrineSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    // Its own .pc file (beside its module map) requires Debian's cairo, harfbuzz and
    // fontconfig ones: Debian's pangocairo.pc carries -pthread, which SwiftPM refuses with a
    // warning in every build, a dependent's too. SwiftPM takes an absolute path as the name.
    .systemLibrary(
      name: "CVitrinePangoCairo",
      pkgConfig: Context.packageDirectory
        + "/Sources/Shims/CVitrinePangoCairo/vitrine-pangocairo.pc",
      providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
    .systemLibrary(
      name: "CVitrineISAL", pkgConfig: "libisal", providers: [.apt(["libisal-dev"])]),
    .systemLibrary(
      name: "CVitrineMicroHTTPD", pkgConfig: "libmicrohttpd",
      providers: [.apt(["libmicrohttpd-dev"])]),
    .systemLibrary(
      name: "CVitrineCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
    .systemLibrary(
      name: "CVitrineTurboJPEG", pkgConfig: "libturbojpeg",
      providers: [.apt(["libturbojpeg0-dev"])]),
    // Declares the few librsvg calls it makes (see its shim.h): librsvg's pkg-config flags
    // carry -pthread, which SwiftPM refuses.
    .systemLibrary(name: "CVitrineRSVG", providers: [.apt(["librsvg2-dev"])]),
    // The process's wall clock, held at a simulation's time (`vitrine simulate`).
    .target(name: "CVitrineWallClock", linkerSettings: [.linkedLibrary("dl")]),

    // MARK: The widget model, its storage and its host.
    .target(name: "VitrineWidgetCore"),
    .target(name: "VitrineIntents", dependencies: ["VitrineWidgetCore"]),
    // SiriKit's .intentdefinition files: the parser and generator, its tool and build plugin.
    .target(name: "VitrineBoundedFiles"),
    .target(name: "VitrineIntentDefinition", dependencies: ["VitrineBoundedFiles"]),
    .executableTarget(name: "intentdefinition-swift", dependencies: ["VitrineIntentDefinition"]),
    .plugin(
      name: "IntentDefinitionPlugin", capability: .buildTool(),
      dependencies: ["intentdefinition-swift"]),
    // Xcode's generated asset symbols: the catalog reader and generator, its tool and plugin.
    .target(name: "VitrineAssetSymbols"),
    .executableTarget(name: "assetsymbols-swift", dependencies: ["VitrineAssetSymbols"]),
    .plugin(
      name: "AssetSymbolsPlugin", capability: .buildTool(),
      dependencies: ["assetsymbols-swift"]),
    .testTarget(name: "VitrineAssetSymbolsTests", dependencies: ["VitrineAssetSymbols"]),
    // One SQLite connection type for both of Vitrine's SQLite stores.
    .target(name: "VitrineSQLite", dependencies: ["CVitrineSQLite"]),
    .target(name: "VitrineAppGroupStore", dependencies: ["VitrineSQLite"]),
    .target(name: "VitrineHost", dependencies: ["VitrineWidgetCore", "VitrineAppGroupStore"]),

    // MARK: Views and layout.
    .target(
      name: "VitrineUI",
      dependencies: [
        "VitrineWidgetCore", "VitrineIntents", "VitrinePreviewMacros", "VitrineAssetSymbols",
        "VitrineActivityKit",
        // `@Published`'s `$property` and `objectWillChange` are Combine publishers.
        "VitrineCombine",
      ]),
    // Swift Charts on VitrineUI's views, layout and display list.
    .target(name: "VitrineCharts", dependencies: ["VitrineUI"]),
    .testTarget(
      name: "VitrineChartsTests",
      dependencies: ["VitrineCharts", "VitrineUI", "VitrineSnapshotTesting", "VitrineWidgetCore"],
      exclude: ["__Snapshots__"]),
    // Live Activities' life cycle (ActivityKit): attributes, content, the in-process registry.
    .target(name: "VitrineActivityKit", dependencies: ["VitrineWidgetCore"]),
    .testTarget(
      name: "VitrineActivityKitTests", dependencies: ["VitrineActivityKit", "VitrineWidgetCore"]),
    // Apple's frameworks outside the widget ones that widget extensions import: Combine,
    // unified logging (os/OSLog), Core Location, uniform type identifiers.
    .target(name: "VitrineCombine"),
    .testTarget(name: "VitrineCombineTests", dependencies: ["VitrineCombine", "VitrineUI"]),
    .target(name: "VitrineLogging"),
    .testTarget(name: "VitrineLoggingTests", dependencies: ["VitrineLogging"]),
    .target(name: "VitrineLocation"),
    .testTarget(name: "VitrineLocationTests", dependencies: ["VitrineLocation"]),
    .target(name: "VitrineUniformTypes"),
    .testTarget(name: "VitrineUniformTypesTests", dependencies: ["VitrineUniformTypes"]),
    // The compiler plugin that expands `#Preview` (Foundation only: no swift-syntax).
    .macro(name: "VitrinePreviewMacros"),

    // MARK: Pixels, and snapshot testing for widget authors.
    .target(
      name: "VitrineRendering",
      dependencies: [
        "VitrineUI", "CVitrinePangoCairo", "CVitrineISAL", "CVitrineTurboJPEG", "CVitrineRSVG",
      ],
      // Optimised in debug builds too: `make run` serves the debug build, and its pixel loops
      // (the PNG encoder's row conversion, SIMD generics) ran 3.1 s per app screen unoptimised
      // against a few milliseconds optimised (issue 25; `vitrine-bench web`).
      swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
    .target(
      name: "VitrineSnapshotTesting",
      dependencies: ["VitrineRendering", "VitrineUI", "VitrineWidgetCore", "VitrineActivityKit"]),

    // MARK: HTTP on loopback, and the streaming app's catalog.
    .target(name: "VitrineHTTPServer", dependencies: ["CVitrineMicroHTTPD"]),
    .target(name: "VitrineHTTPClient", dependencies: ["CVitrineCurl"]),
    .target(name: "VitrineCatalog", dependencies: ["VitrineHTTPClient"]),
    .target(
      name: "VitrineStatistics", dependencies: ["VitrineHTTPServer", "VitrineHTTPClient"],
      resources: [
        .copy("Resources/covid19api-summary-2020-05-26.json"),
        .copy("Resources/covid19api-countries.json"),
      ]),
    .executableTarget(
      name: "vitrine-stats-server", dependencies: ["VitrineStatistics", "VitrineHTTPServer"]),

    // MARK: Shared with You: universal-link matching, the system side, the framework.
    .target(name: "VitrineAssociatedDomains", dependencies: ["VitrineBoundedFiles"]),
    .target(
      name: "VitrineSharedWithYouSystem",
      dependencies: ["VitrineAssociatedDomains", "VitrineSQLite"]),
    .target(name: "VitrineUIKit", dependencies: ["VitrineUI", "VitrineWidgetCore"]),
    .target(
      name: "VitrineSharedWithYou",
      dependencies: ["VitrineSharedWithYouSystem", "VitrineUI", "VitrineUIKit"]),

    // MARK: Widgets that ship with Vitrine.
    .target(
      name: "VitrineExampleWidgets",
      dependencies: ["VitrineWidgetCore", "VitrineUI", "VitrineAppGroupStore"],
      // Localizable.strings per language, found as an iOS widget's are (LocalizationTables).
      resources: [.copy("Resources")]),
    .target(
      name: "VitrineCountryStatsWidget",
      dependencies: [
        "WidgetKit", "SwiftUI", "Intents", "VitrineStatistics",
        // CountryStatsInstallation.swift and the generated intent code.
        "VitrineWidgetCore", "VitrineIntents",
      ],
      exclude: ["CountryStats.intentdefinition"], plugins: ["IntentDefinitionPlugin"]),
    .target(
      name: "VitrineRecommendationsWidget",
      dependencies: [
        "WidgetKit", "SwiftUI", "AppIntents", "VitrineAppGroupStore", "VitrineCatalog",
      ]),

    // MARK: Apps: the in-process driver for app tests, the chips collection, the catalog app.
    // The driver alone, for the executables: they link no test framework.
    .target(
      name: "VitrineAppDriver",
      dependencies: ["VitrineUI", "VitrineWidgetCore", "VitrineRendering"]),
    .target(
      name: "VitrineAppTesting",
      dependencies: [
        "VitrineUI", "VitrineWidgetCore", "VitrineRendering", "VitrineSnapshotTesting",
        "VitrineAppDriver",
      ]),
    .target(name: "VitrineChips", dependencies: ["VitrineUI"]),
    .target(
      name: "VitrineCatalogApp",
      dependencies: [
        "VitrineUI", "VitrineCatalog", "VitrineChips", "VitrineRecommendationsWidget",
        "VitrineSharedWithYou",
        "VitrineSharedWithYouSystem", "VitrineUIKit",
      ]),
    .target(name: "VitrineMessagesApp", dependencies: ["VitrineUI", "VitrineSharedWithYouSystem"]),
    .target(name: "VitrineSettingsApp", dependencies: ["VitrineUI", "VitrineSharedWithYouSystem"]),

    // MARK: The home screen: installed widgets, their dependencies, sessions and presentation.
    .target(
      name: "VitrineHomeScreen",
      dependencies: [
        "VitrineWidgetCore", "VitrineHost", "VitrineAppGroupStore", "VitrineUI", "VitrineRendering",
        "VitrineExampleWidgets", "VitrineRecommendationsWidget", "VitrineCountryStatsWidget",
        "VitrineStatistics",
      ]),

    // MARK: The web home screen: the phone in a browser, on HTTPServer.
    .target(
      name: "VitrineWebHome",
      dependencies: [
        "VitrineHomeScreen", "VitrineHTTPServer", "VitrineCatalog", "VitrineWidgetCore",
        "VitrineHost", "VitrineAppGroupStore",
        "VitrineUI", "VitrineRendering",
        // The apps in the web home screen.
        "VitrineAppDriver", "VitrineCatalogApp", "VitrineMessagesApp", "VitrineSettingsApp",
        "VitrineSharedWithYouSystem",
        "VitrineStatistics", "VitrineSharedWithYou",
      ],
      resources: [.copy("Static")]),

    // MARK: Front ends.
    .target(
      name: "VitrineCLI",
      dependencies: [
        "VitrineHomeScreen", "VitrineWidgetCore", "VitrineHost", "VitrineAppGroupStore",
        "VitrineUI", "VitrineRendering",
        "VitrineAssociatedDomains", "VitrineSharedWithYouSystem", "VitrineCatalog",
        "VitrineCountryStatsWidget", "VitrineWebHome",
        "VitrineAppDriver", "VitrineCatalogApp", "CVitrineWallClock",
      ]),
    .executableTarget(name: "vitrine", dependencies: ["VitrineCLI"]),
    .executableTarget(
      name: "vitrine-bench",
      dependencies: [
        "VitrineHomeScreen", "VitrineUI", "VitrineRendering", "VitrineHost",
        "VitrineRecommendationsWidget",
        "VitrineCatalog", "VitrineWebHome", "VitrineAppDriver", "VitrineCatalogApp",
        "VitrineHTTPServer", "VitrineLoopbackClient", "VitrineAssociatedDomains", "VitrineCharts",
      ]),

    // MARK: Apple's module names, so iOS files compile with their imports untouched.
    .target(
      name: "WidgetKit", dependencies: ["VitrineWidgetCore", "VitrineIntents", "VitrineUI"]),
    .target(
      name: "SwiftUI",
      dependencies: ["VitrineWidgetCore", "VitrineUI", "VitrineUIKit", "VitrineCombine"]),
    .target(name: "AppIntents", dependencies: ["VitrineWidgetCore"]),
    .target(name: "Intents", dependencies: ["VitrineIntents", "VitrineLocation"]),
    .target(name: "SharedWithYou", dependencies: ["VitrineSharedWithYou"]),
    .target(name: "ActivityKit", dependencies: ["VitrineActivityKit"]),
    // `import Testing` beside `import UIKit` loads Swift Testing's UIKit overlay by its name.
    .target(name: "UIKit", dependencies: ["VitrineUIKit", "_Testing_UIKit"]),
    .target(name: "_Testing_UIKit"),
    .target(name: "Combine", dependencies: ["VitrineCombine", "VitrineUI"]),
    .target(name: "os", dependencies: ["VitrineLogging"]),
    .target(name: "OSLog", dependencies: ["VitrineLogging"]),
    .target(name: "CoreLocation", dependencies: ["VitrineLocation"]),
    .target(name: "UniformTypeIdentifiers", dependencies: ["VitrineUniformTypes"]),
    .target(name: "Charts", dependencies: ["VitrineCharts", "VitrineUI"]),

    // MARK: Tests.
    .target(
      name: "VitrineTestSupport",
      dependencies: [
        "VitrineHomeScreen", "VitrineWidgetCore", "VitrineHost", "VitrineAppGroupStore",
        "CVitrineISAL",
      ],
      path: "Tests/VitrineTestSupport"),
    .testTarget(name: "VitrineWidgetCoreTests", dependencies: ["VitrineWidgetCore"]),
    .testTarget(name: "VitrineSQLiteTests", dependencies: ["VitrineSQLite", "VitrineTestSupport"]),
    .testTarget(
      name: "VitrineAppGroupStoreTests",
      dependencies: ["VitrineAppGroupStore", "VitrineTestSupport"]),
    .testTarget(
      name: "VitrineHostTests",
      dependencies: ["VitrineHost", "VitrineExampleWidgets", "VitrineTestSupport"]),
    .testTarget(
      name: "VitrineCLITests",
      dependencies: [
        "VitrineCLI", "VitrineUI", "VitrineTestSupport",
        // The served home screen under the watch loop (WatchLoopTests).
        "VitrineLoopbackClient",
        // The hostile recommendations servers (HostileServerTests).
        "VitrineHTTPServer", "VitrineCatalog",
        // The system store's contents after concurrent processes (ConcurrentSystemStoreTests).
        "VitrineSharedWithYouSystem",
      ]),
    .testTarget(
      name: "VitrineUITests", dependencies: ["VitrineUI"], resources: [.copy("Resources")]),
    .testTarget(name: "VitrinePreviewMacrosTests", dependencies: ["VitrineTestSupport"]),
    .testTarget(
      name: "VitrineUIKitTests",
      dependencies: [
        "VitrineUIKit", "VitrineUI", "UIKit", "VitrineRendering", "VitrineWidgetCore",
      ],
      resources: [.copy("Resources")]),
    .testTarget(name: "VitrineRenderingTests", dependencies: ["VitrineRendering", "VitrineUI"]),
    .testTarget(
      name: "VitrineSnapshotTestingTests",
      dependencies: ["VitrineSnapshotTesting", "VitrineUI", "VitrineTestSupport"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "VitrineHomeScreenTests",
      dependencies: [
        "VitrineHomeScreen", "VitrineRecommendationsWidget", "VitrineHost", "VitrineUI",
        "VitrineTestSupport",
      ]),
    .target(name: "VitrineLoopbackClient", path: "Tests/VitrineLoopbackClient"),
    .testTarget(
      name: "VitrineHTTPServerTests", dependencies: ["VitrineHTTPServer", "VitrineLoopbackClient"]),
    .testTarget(
      name: "VitrineWebHomeTests",
      dependencies: [
        "VitrineWebHome", "VitrineHomeScreen", "VitrineHTTPServer", "VitrineCatalog",
        "VitrineWidgetCore", "VitrineHost", "VitrineUI",
        "VitrineTestSupport",
      ]),
    .testTarget(
      name: "VitrineHTTPClientTests",
      dependencies: [
        "VitrineHTTPClient", "VitrineHTTPServer", "VitrineTestSupport",
      ]),
    .testTarget(
      name: "VitrineCatalogTests", dependencies: ["VitrineCatalog", "VitrineHTTPServer"]),
    .testTarget(
      name: "VitrineStatisticsTests", dependencies: ["VitrineStatistics", "VitrineHTTPServer"]),
    .testTarget(
      name: "VitrineExampleWidgetsTests",
      dependencies: ["VitrineExampleWidgets", "VitrineUI", "VitrineSnapshotTesting"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "VitrineCountryStatsWidgetTests",
      dependencies: [
        "VitrineCountryStatsWidget", "VitrineStatistics", "VitrineWidgetCore", "VitrineIntents",
        "VitrineUI", "VitrineHost",
        "VitrineSnapshotTesting", "VitrineTestSupport", "VitrineHTTPServer",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "VitrineIntentsTests", dependencies: ["VitrineIntents", "VitrineWidgetCore"]),
    .testTarget(
      name: "VitrineIntentDefinitionTests",
      dependencies: ["VitrineIntentDefinition", "VitrineTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "VitrineRecommendationsWidgetTests",
      dependencies: [
        "VitrineRecommendationsWidget", "VitrineAppGroupStore", "VitrineUI", "VitrineHost",
        "VitrineSnapshotTesting",
        "VitrineTestSupport",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(name: "VitrineAssociatedDomainsTests", dependencies: ["VitrineAssociatedDomains"]),
    .testTarget(
      name: "VitrineSharedWithYouSystemTests",
      dependencies: [
        "VitrineSharedWithYouSystem", "VitrineAppGroupStore", "VitrineCatalog",
        "VitrineTestSupport",
      ]),
    .testTarget(
      name: "VitrineSharedWithYouTests",
      dependencies: [
        "VitrineSharedWithYou", "VitrineSharedWithYouSystem", "VitrineWidgetCore", "VitrineUI",
        "VitrineSnapshotTesting", "VitrineTestSupport", "VitrineUIKit", "VitrineAppTesting",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "VitrineChipsTests",
      dependencies: ["VitrineChips", "VitrineUI", "VitrineAppTesting", "VitrineSnapshotTesting"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "VitrineCatalogAppTests",
      dependencies: [
        "VitrineCatalogApp", "VitrineCatalog", "VitrineUI", "VitrineAppTesting",
        "VitrineSnapshotTesting",
        "VitrineSharedWithYou", "VitrineSharedWithYouSystem", "VitrineUIKit", "VitrineTestSupport",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "VitrineMessagesAppTests",
      dependencies: [
        "VitrineMessagesApp", "VitrineSharedWithYouSystem", "VitrineAppTesting",
        "VitrineTestSupport",
      ]),
    .testTarget(
      name: "VitrineSettingsAppTests",
      dependencies: [
        "VitrineSettingsApp", "VitrineSharedWithYouSystem", "VitrineAppTesting",
        "VitrineTestSupport",
      ]),
    // The port corpus: widgets written as for iOS, importing only Apple's module names.
    .executableTarget(
      name: "my-widgets", dependencies: ["WidgetKit", "SwiftUI", "AppIntents", "VitrineCLI"],
      path: "Tests/Fixtures/MyWidgets"),
    // A bundle configured through SiriKit intents, unchanged iOS code in Swift 5 mode: its
    // Widget.intentdefinition sits beside Widget.swift, and the handler is found unregistered.
    .executableTarget(
      name: "siri-widgets", dependencies: ["WidgetKit", "SwiftUI", "Intents", "VitrineCLI"],
      path: "Tests/Fixtures/SiriWidgets", exclude: ["Widget.intentdefinition"],
      swiftSettings: [.swiftLanguageMode(.v5)], plugins: ["IntentDefinitionPlugin"]),
    // A bundle whose widget is behind `#if os(iOS)`, so it is empty on Linux.
    .executableTarget(
      name: "empty-widgets", dependencies: ["WidgetKit", "SwiftUI", "VitrineCLI"],
      path: "Tests/Fixtures/EmptyWidgets"),
    // The product widgets compiled as iOS code, with the test's own app layer.
    .testTarget(
      name: "PortedWidgetsTests", dependencies: ["VitrineTestSupport"],
      path: "Tests/PortedWidgetsTests"),
    // App screens written as for iOS (the seeds' app code), unchanged in Swift 5 mode, with
    // only their own missing app types supplied, driven and drawn as on an iPhone.
    .testTarget(
      name: "AppScreensCorpusTests",
      dependencies: [
        "SwiftUI", "UIKit", "SharedWithYou", "Charts", "VitrineSharedWithYouSystem",
        "VitrineSharedWithYou", "VitrineAppTesting", "VitrineSnapshotTesting",
        "VitrineTestSupport", "VitrineUI", "VitrineWidgetCore",
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // An app's own framework named `WidgetCore`, which must build beside Vitrine.
    .target(name: "WidgetCore", path: "Tests/Fixtures/AppNamedWidgetCore"),
    .testTarget(
      name: "PortCorpusTests",
      dependencies: [
        "WidgetCore",
        "WidgetKit", "SwiftUI", "AppIntents", "Intents", "SharedWithYou", "VitrineHomeScreen",
        "VitrineHost", "VitrineSnapshotTesting", "VitrineTestSupport", "VitrineCLI",
        "ActivityKit", "Charts",
        // The corpus's test harnesses (not its widgets) read layouts and display lists.
        "VitrineWidgetCore", "VitrineUI",
      ],
      exclude: ["__Snapshots__", "Charts/__Snapshots__"],
      // The widgets' String Catalog, asset catalog and the font they ship (DejaVu Serif Bold).
      resources: [.copy("Resources")],
      plugins: ["AssetSymbolsPlugin"]),
  ]
)

// MARK: Folders by tier.

/// The tier each module belongs to, which is also its folder: `Sources/<Tier>/<Module>` and
/// `Tests/<Tier>/<Module>Tests`. Test support, the port corpus and its fixtures stay in `Tests/`.
let tiers: [String: [String]] = [
  "Shims": [
    "CVitrineSQLite", "CVitrinePangoCairo", "CVitrineISAL", "CVitrineMicroHTTPD",
    "CVitrineCurl", "CVitrineTurboJPEG", "CVitrineRSVG", "CVitrineWallClock",
  ],
  "Apple": [
    "WidgetKit", "SwiftUI", "AppIntents", "Intents", "SharedWithYou",
    "ActivityKit", "UIKit", "_Testing_UIKit", "Combine", "os", "OSLog", "CoreLocation",
    "UniformTypeIdentifiers", "Charts",
  ],
  "Frameworks": [
    "VitrineWidgetCore", "VitrineIntents", "VitrineUI", "VitrineUIKit", "VitrineSharedWithYou",
    "VitrineRendering", "VitrineSnapshotTesting", "VitrineAppTesting", "VitrinePreviewMacros",
    "VitrineAssetSymbols",
    "VitrineActivityKit",
    "VitrineAppDriver", "VitrineCharts",
    "VitrineCombine", "VitrineLogging", "VitrineLocation", "VitrineUniformTypes",
  ],
  "System": [
    "VitrineSQLite", "VitrineHost", "VitrineAppGroupStore", "VitrineSharedWithYouSystem",
    "VitrineAssociatedDomains", "VitrineBoundedFiles",
    "VitrineHTTPServer", "VitrineIntentDefinition", "VitrineHomeScreen",
    "VitrineHTTPClient",
  ],
  "Apps": [
    "VitrineCatalog", "VitrineStatistics", "VitrineExampleWidgets", "VitrineRecommendationsWidget",
    "VitrineCountryStatsWidget", "VitrineChips", "VitrineCatalogApp", "VitrineMessagesApp",
    "VitrineSettingsApp",
  ],
  "FrontEnds": [
    "VitrineCLI", "VitrineWebHome", "vitrine", "vitrine-bench", "vitrine-stats-server",
    "intentdefinition-swift", "assetsymbols-swift",
  ],
]

for (tier, modules) in tiers {
  for module in modules {
    for target in package.targets where target.path == nil {
      if target.name == module {
        target.path = "Sources/\(tier)/\(module)"
      } else if target.type == .test, target.name == module + "Tests" {
        target.path = "Tests/\(tier)/\(target.name)"
      }
    }
  }
}
