import Foundation
import VitrineLoopbackClient

// `vitrine-bench watch`: edit-to-new-picture under `serve --watch`, as a widget author lives it.
//
// A package of a user's (`.build/vitrine-bench-watch`, or `$VITRINE_BENCH_WATCH_PACKAGE`)
// depends on this repository by path and has one widget whose text is a constant in its own
// file. Its program runs `serve --watch`; the suite edits the constant five times and times,
// for each edit, from the write to the moment the server answers the widget's picture with
// the new text: polling the sources, `swift build` of the package (one file recompiled, the
// program linked again), the new program started, the picture drawn. The package's first build
// (all of Vitrine, once) is timed apart and is not part of the figure.

/// Runs the watch suite.
func runWatchBenchmark() async {
  do {
    try await WatchBench().run()
  } catch {
    FileHandle.standardError.write(Data("watch: \(error)\n".utf8))
    exit(1)
  }
}

private struct WatchBench {
  let repository: URL
  let package: URL

  init() throws {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    while !FileManager.default.fileExists(
      atPath: folder.appendingPathComponent("Package.swift").path)
    {
      let parent = folder.deletingLastPathComponent()
      guard parent.path != folder.path else {
        throw BenchError("cannot find the repository above \(CommandLine.arguments[0])")
      }
      folder = parent
    }
    repository = folder
    let given = ProcessInfo.processInfo.environment["VITRINE_BENCH_WATCH_PACKAGE"]
    package =
      given.map { URL(fileURLWithPath: $0, isDirectory: true) }
      ?? folder.appendingPathComponent(".build/vitrine-bench-watch", isDirectory: true)
  }

  func run() async throws {
    try writePackage()
    try writeLabel("edit 0")
    let firstBuild = try measureSeconds {
      try runToEnd(
        "/bin/sh", ["-c", "cd \"$0\" && swift build --product watch-widgets", package.path])
    }
    print(#"{"suite":"watch","first_build_s":\#(rounded(firstBuild, places: 1))}"#)
    let data = FileManager.default.temporaryDirectory
      .appendingPathComponent("vitrine-bench-watch-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let log = data.appendingPathComponent("watch.log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let server = Process()
    server.executableURL = package.appendingPathComponent(".build/debug/watch-widgets")
    server.arguments = [
      "serve", "--watch", "--port", "0", "--data-dir", data.appendingPathComponent("home").path,
      "--package", package.path,
    ]
    server.currentDirectoryURL = package
    let handle = try FileHandle(forWritingTo: log)
    server.standardOutput = handle
    server.standardError = handle
    try server.run()
    defer {
      server.interrupt()
      server.waitUntilExit()
    }
    let port = try await address(in: log)
    var previous = picture(port)
    var samples: [Double] = []
    var builds: [Double] = []
    for edit in 1...5 {
      let start = ContinuousClock.now
      try writeLabel("edit \(edit)")
      // The picture of the new build: it differs from the last one the server drew.
      while true {
        let status = watchStatus(port)
        if status.generation == edit + 1, status.state == "current" {
          let now = picture(port)
          if !now.isEmpty, now != previous {
            previous = now
            builds.append(status.buildSeconds)
            break
          }
        }
        if status.state == "failed" { throw BenchError("the build failed: \(status.output)") }
        guard ContinuousClock.now - start < .seconds(900) else {
          throw BenchError("no new picture 15 minutes after edit \(edit)")
        }
        try await Task.sleep(for: .milliseconds(20))
      }
      let elapsed = ContinuousClock.now - start
      samples.append(
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    print(
      #"{"suite":"watch","edits":\#(samples.count),"edit_to_picture_median_s":\#(rounded(median(samples), places: 2)),"#
        + #""edit_to_picture_max_s":\#(rounded(samples.max() ?? 0, places: 2)),"#
        + #""build_median_s":\#(rounded(median(builds), places: 2))}"#)
  }

  /// The package: its manifest (Vitrine by path) and its two source files, written only when
  /// they differ, so a second run starts from the first one's build.
  func writePackage() throws {
    let identity = repository.lastPathComponent.lowercased()
    let relative = relativePath(from: package, to: repository)
    let manifest = """
      // swift-tools-version: 6.0
      // Written by `vitrine-bench watch`: a widget package of a user's, depending on Vitrine by path.
      import PackageDescription

      let package = Package(
        name: "WatchBench",
        platforms: [.macOS(.v15)],
        dependencies: [.package(path: "\(relative)")],
        targets: [
          .executableTarget(
            name: "watch-widgets",
            dependencies: [
              .product(name: "WidgetKit", package: "\(identity)"),
              .product(name: "SwiftUI", package: "\(identity)"),
            ])
        ]
      )

      """
    let widgets = """
      import SwiftUI
      import WidgetKit

      struct EditEntry: TimelineEntry {
        let date: Date
      }

      struct EditProvider: TimelineProvider {
        func placeholder(in context: Context) -> EditEntry { EditEntry(date: Date()) }
        func getSnapshot(in context: Context, completion: @escaping (EditEntry) -> Void) {
          completion(EditEntry(date: Date()))
        }
        func getTimeline(in context: Context, completion: @escaping (Timeline<EditEntry>) -> Void) {
          completion(Timeline(entries: [EditEntry(date: Date())], policy: .never))
        }
      }

      struct EditWidget: Widget {
        var body: some WidgetConfiguration {
          StaticConfiguration(kind: "edit", provider: EditProvider()) { _ in
            Text(Edit.label).font(.largeTitle).containerBackground(.white, for: .widget)
          }
          .supportedFamilies([.systemSmall])
        }
      }

      @main
      struct WatchWidgets: WidgetBundle {
        var body: some Widget { EditWidget() }
      }

      """
    try writeIfChanged(manifest, to: package.appendingPathComponent("Package.swift"))
    try writeIfChanged(
      widgets, to: package.appendingPathComponent("Sources/watch-widgets/Widgets.swift"))
  }

  func writeLabel(_ label: String) throws {
    try writeIfChanged(
      "// The line `vitrine-bench watch` edits.\nenum Edit { static let label = \"\(label)\" }\n",
      to: package.appendingPathComponent("Sources/watch-widgets/Edit.swift"))
  }

  func writeIfChanged(_ text: String, to file: URL) throws {
    if (try? String(contentsOf: file, encoding: .utf8)) == text { return }
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  /// `to` relative to `from` (`../..` for the default package folder).
  func relativePath(from: URL, to: URL) -> String {
    let a = from.standardizedFileURL.pathComponents
    let b = to.standardizedFileURL.pathComponents
    var common = 0
    while common < min(a.count, b.count), a[common] == b[common] { common += 1 }
    let up = Array(repeating: "..", count: a.count - common)
    let parts = up + b[common...]
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  func runToEnd(_ executable: String, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw BenchError("\(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
    }
  }

  func measureSeconds(_ body: () throws -> Void) throws -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  /// The port the served program printed.
  func address(in log: URL) async throws -> UInt16 {
    let start = ContinuousClock.now
    while ContinuousClock.now - start < .seconds(600) {
      let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      if let found = text.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)/), let port = UInt16(found.1)
      {
        return port
      }
      try await Task.sleep(for: .milliseconds(50))
    }
    throw BenchError("serve --watch printed no address: \(log.path)")
  }

  /// The body of `GET path`, as text ("" when the server does not answer).
  func get(_ port: UInt16, _ path: String) -> String {
    guard let client = RawClient(port: port) else { return "" }
    _ = client.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    let answer = client.receive(timeout: .seconds(30))
    guard answer.hasPrefix("HTTP/1.1 200") else { return "" }
    return answer.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
  }

  /// The widget's gallery picture, as text (compared, never decoded).
  func picture(_ port: UInt16) -> String { get(port, "/gallery/edit/systemSmall.png") }

  func watchStatus(
    _ port: UInt16
  ) -> (generation: Int, state: String, buildSeconds: Double, output: String) {
    let json = try? JSONSerialization.jsonObject(with: Data(get(port, "/api/watch").utf8))
    let object = json as? [String: Any] ?? [:]
    return (
      object["generation"] as? Int ?? 0, object["state"] as? String ?? "",
      object["buildSeconds"] as? Double ?? 0, object["output"] as? String ?? ""
    )
  }
}
