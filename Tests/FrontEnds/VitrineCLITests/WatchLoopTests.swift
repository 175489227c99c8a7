import Foundation
import Synchronization
import Testing
import VitrineLoopbackClient
import VitrineTestSupport

@testable import VitrineCLI

/// `serve --watch`: the sources polled, a change rebuilt and served by a new program at the
/// same address with the same home screen, a failed build shown with the compiler's errors.
@Suite(.timeLimit(.minutes(3))) struct WatchLoopTests {
  /// A package: its manifest, one source file and a build script standing in for
  /// `swift build` (a real build of a package takes minutes; what the loop does with a build's
  /// exit code and output is what is tested), which fails the way swiftc reports an unknown
  /// name when the source says BROKEN.
  func package() throws -> TemporaryFolder {
    let folder = try TemporaryFolder("watch-package")
    let sources = folder.url.appendingPathComponent("Sources/App", isDirectory: true)
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.0\n".utf8).write(
      to: folder.url.appendingPathComponent("Package.swift"))
    try Data("let label = \"one\"\n".utf8).write(to: sources.appendingPathComponent("main.swift"))
    let script = """
      if grep -q BROKEN Sources/App/main.swift; then
        echo "Compiling App main.swift"
        echo "Sources/App/main.swift:1:13: error: cannot find 'BROKEN' in scope"
        echo "let label = BROKEN"
        exit 1
      fi
      echo "Build complete!"
      """
    try Data(script.utf8).write(to: folder.url.appendingPathComponent("build.sh"))
    return folder
  }

  @Test func theSourcesArePolledForChangesAddsAndRemovals() throws {
    let folder = try package()
    let watch = SourceWatch(package: folder.url)
    let first = try watch.scan()
    #expect(first.count == 2)
    let main = folder.url.appendingPathComponent("Sources/App/main.swift")
    try Data("let label = \"two\"\n".utf8).write(to: main)
    let second = try watch.scan()
    #expect(SourceWatch.changes(from: first, to: second) == [main.path])
    let added = folder.url.appendingPathComponent("Sources/App/More.swift")
    try Data("// more\n".utf8).write(to: added)
    try FileManager.default.removeItem(at: main)
    #expect(SourceWatch.changes(from: second, to: try watch.scan()) == [added.path, main.path])
    // Outside Sources/ and Package.swift nothing is watched: build.sh changes nothing.
    try Data("exit 0\n".utf8).write(to: folder.url.appendingPathComponent("build.sh"))
    let third = try watch.scan()
    #expect(SourceWatch.changes(from: third, to: try watch.scan()) == [])
  }

  @Test func aPackageWithTooManyFilesIsRefusedWithTheCount() throws {
    let folder = try package()
    let watch = SourceWatch(package: folder.url, limit: 1)
    #expect(throws: WatchError.self) { try watch.scan() }
    do {
      _ = try watch.scan()
    } catch {
      #expect("\(error)".contains("has more than 1 files under Package.swift, Sources"))
    }
  }

  /// swiftc's `error:` lines come first, with the line after each (the code it points at).
  @Test func aFailedBuildShowsTheCompilersErrorsFirst() {
    let output =
      (0..<100).map { "line \($0)" }.joined(separator: "\n")
      + "\nA.swift:3:5: error: expected expression\n  let = 3\n"
    let text = WatchStatus.failureText(output)
    #expect(text.hasPrefix("A.swift:3:5: error: expected expression\n  let = 3\n"))
    #expect(text.contains("line 99"))
    #expect(!text.contains("line 50\n"))
  }

  /// The whole loop with the real `vitrine serve`: build 1 serves; an edit builds and serves
  /// build 2 at the same port with the same widgets; a broken edit leaves build 2 serving and
  /// says why; the fix serves build 3.
  @Test func anEditIsServedByANewBuildKeepingTheHomeScreen() async throws {
    let folder = try package()
    let data = try TemporaryFolder("watch-data")
    let work = try TemporaryFolder("watch-work")
    let lines = Mutex<[String]>([])
    let console = Console(
      out: { line in lines.withLock { $0.append(line) } },
      err: { line in lines.withLock { $0.append(line) } },
      environment: ProcessInfo.processInfo.environment.merging(
        ["VITRINE_DATA_DIR": data.path, "HOME": data.path], uniquingKeysWith: { $1 }))
    let supervisor = WatchSupervisor(
      WatchSupervisor.Settings(
        package: folder.url, executable: BuiltProducts.executable("vitrine").path,
        buildCommand: "sh build.sh",
        arguments: ["serve", "--port", "0", "--data-dir", data.path], serves: true,
        pollInterval: .milliseconds(100), folder: work.url, environment: console.environment))
    let loop = Task { try await supervisor.run(console) }
    defer { supervisor.stop() }

    func port() async throws -> UInt16 {
      for _ in 0..<1200 {
        let text = lines.withLock { $0.joined(separator: "\n") }
        if let found = text.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)/),
          let port = UInt16(found.1)
        {
          return port
        }
        try await Task.sleep(for: .milliseconds(50))
      }
      throw WatchError("no address printed: \(lines.withLock { $0 })")
    }
    let served = try await port()
    func get(_ path: String) async -> String {
      await offPool {
        guard let client = RawClient(port: served) else { return "" }
        _ = client.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        let answer = client.receive(timeout: .seconds(10))
        return answer.components(separatedBy: "\r\n\r\n").dropFirst().joined()
      }
    }
    func status() async -> WatchStatus? {
      try? JSONDecoder().decode(WatchStatus.self, from: Data(await get("/api/watch").utf8))
    }
    func waitFor(_ check: (WatchStatus) -> Bool) async throws -> WatchStatus {
      for _ in 0..<600 {
        if let now = await status(), check(now) { return now }
        try await Task.sleep(for: .milliseconds(100))
      }
      throw WatchError("the status never came: \(String(describing: await status()))")
    }
    let main = folder.url.appendingPathComponent("Sources/App/main.swift")

    let first = try await waitFor { _ in true }
    #expect(first.generation == 1)
    #expect(first.state == .current)
    // The widgets on the home screen, by id and kind, in their order.
    func widgets() async -> [String] {
      let json = try? JSONSerialization.jsonObject(with: Data(await get("/api/home").utf8))
      let list = (json as? [String: Any])?["widgets"] as? [[String: Any]] ?? []
      return list.map { "\($0["id"] ?? "?") \($0["kind"] ?? "?")" }
    }
    let home = await widgets()
    #expect(home.contains { $0.hasSuffix(" recommendations") })

    try Data("let label = \"two\"\n".utf8).write(to: main)
    let second = try await waitFor { $0.generation == 2 }
    #expect(second.state == .current)
    #expect(second.changed == ["Sources/App/main.swift"])
    // The same address, the same widgets in the same places: the home screen kept.
    #expect(await widgets() == home)

    try Data("let label = BROKEN\n".utf8).write(to: main)
    let failed = try await waitFor { $0.state == .failed }
    #expect(failed.generation == 2)
    #expect(failed.output.hasPrefix("Sources/App/main.swift:1:13: error: cannot find 'BROKEN'"))
    #expect(await widgets() == home)

    try Data("let label = \"three\"\n".utf8).write(to: main)
    let third = try await waitFor { $0.generation == 3 }
    #expect(third.state == .current)
    #expect(third.output == "")

    supervisor.stop()
    try await loop.value
    let log = lines.withLock { $0 }
    #expect(log.contains { $0.hasPrefix("build failed (exit 1); still running build 2") })
    #expect(log.contains { $0.hasSuffix("; running build 3") })
  }
}
