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
    .library(name: "VitrineCLI", targets: ["VitrineCLI"]),
    .executable(name: "vitrine", targets: ["vitrine"]),
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
    .target(name: "AppGroupStore", dependencies: ["CSQLite"]),
    .target(name: "WidgetHost", dependencies: ["WidgetCore", "AppGroupStore"]),

    // MARK: Views and layout.
    .target(name: "WidgetUI", dependencies: ["WidgetCore"]),

    // MARK: Pixels, and snapshot testing for widget authors.
    .target(name: "WidgetRendering", dependencies: ["WidgetUI", "CPangoCairo", "CDeflate"]),
    .target(
      name: "WidgetSnapshotTesting", dependencies: ["WidgetRendering", "WidgetUI", "WidgetCore"]),

    // MARK: HTTP on loopback, and the streaming app's catalog.
    .target(name: "HTTPServer", dependencies: ["CMicroHTTPD"]),
    .target(name: "Catalog"),

    // MARK: Widgets that ship with Vitrine.
    .target(name: "ExampleWidgets", dependencies: ["WidgetCore", "WidgetUI"]),
    .target(
      name: "RecommendationsWidget",
      dependencies: ["WidgetCore", "WidgetUI", "AppGroupStore", "Catalog"]),

    // MARK: The command-line tool.
    .target(
      name: "VitrineCLI",
      dependencies: [
        "WidgetCore", "WidgetHost", "AppGroupStore", "ExampleWidgets", "RecommendationsWidget",
        "WidgetUI", "WidgetRendering",
      ]),
    .executableTarget(name: "vitrine", dependencies: ["VitrineCLI"]),
    .executableTarget(
      name: "vitrine-bench",
      dependencies: ["WidgetUI", "WidgetRendering", "WidgetHost", "RecommendationsWidget"]),

    // MARK: Tests.
    .target(
      name: "VitrineTestSupport", dependencies: ["WidgetCore", "WidgetHost", "AppGroupStore"],
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
      name: "WidgetSnapshotTestingTests", dependencies: ["WidgetSnapshotTesting", "WidgetUI"],
      exclude: ["__Snapshots__"]),
    .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer"]),
    .testTarget(name: "CatalogTests", dependencies: ["Catalog", "HTTPServer"]),
    .testTarget(
      name: "RecommendationsWidgetTests",
      dependencies: [
        "RecommendationsWidget", "AppGroupStore", "WidgetUI", "WidgetHost", "WidgetSnapshotTesting",
        "VitrineTestSupport",
      ],
      exclude: ["__Snapshots__"]),
  ]
)
