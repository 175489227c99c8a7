import Foundation
import Synchronization

/// The watch loop: runs the user's program (`serve` or `previews`), polls the package's sources,
/// rebuilds the program when one changes and runs the new build — the Xcode canvas on Linux.
///
/// For `serve`, the new build serves on the same port and data folder, so the page keeps the
/// home screen (its widgets, their order, the host's state) and reloads itself when it sees
/// the new build's number at `/api/watch`. A failed build leaves the old program serving and
/// the page covers it with the compiler's errors, so an old picture never passes for current.
final class WatchSupervisor: Sendable {
  /// What to watch, build and run.
  struct Settings: Sendable {
    /// The package folder.
    var package: URL
    /// The program to run after each build (the one this process was started from).
    var executable: String
    /// The shell command that builds it, run in the package folder.
    var buildCommand: String
    /// The program's arguments for the first run, and for a served program after its port is
    /// known (see ``WatchSupervisor/childArguments(port:)``).
    var arguments: [String]
    /// Whether the program serves (runs until stopped) rather than runs to its end.
    var serves: Bool
    /// How often the sources are looked at.
    var pollInterval: Duration = .milliseconds(250)
    /// Where the logs and the status file go.
    var folder: URL
    /// The environment of the programs started.
    var environment: [String: String]
  }

  let settings: Settings
  private let stopped = Mutex(false)
  private let port = Mutex<String?>(nil)
  private let generationCount = Mutex(1)

  /// The status file the served page reads.
  var statusFile: URL { settings.folder.appendingPathComponent("status.json") }
  /// The build number of the program running now.
  var generation: Int { generationCount.withLock { $0 } }

  init(_ settings: Settings) { self.settings = settings }

  /// Asks the loop to stop: it stops the program and returns.
  func stop() { stopped.withLock { $0 = true } }

  private var isStopped: Bool { stopped.withLock { $0 } }

  /// The program's arguments with `--port` set to the port its first run printed, so every
  /// build serves at the same address.
  func childArguments() -> [String] {
    guard settings.serves, let port = port.withLock({ $0 }) else { return settings.arguments }
    var arguments: [String] = []
    var skip = false
    for argument in settings.arguments {
      if skip {
        skip = false
        continue
      }
      if argument == "--port" {
        skip = true
        continue
      }
      if argument.hasPrefix("--port=") { continue }
      arguments.append(argument)
    }
    return arguments + ["--port", port]
  }

  /// Runs until ``stop()``: the program, then a build and a new run for each change.
  func run(_ console: Console) async throws {
    let watch = SourceWatch(package: settings.package)
    var scan = try watch.scan()
    try FileManager.default.createDirectory(at: settings.folder, withIntermediateDirectories: true)
    try WatchStatus(generation: 1, state: .current).write(to: statusFile)
    console.out(
      "Watching \(settings.package.path) (\(scan.count) files); on a change: "
        + "\(settings.buildCommand). Ctrl-C stops.")
    var child = try await start(console)
    var tail = LogTail(child.log)
    while !isStopped {
      try? await Task.sleep(for: settings.pollInterval)
      forward(tail, to: console)
      let next = try watch.scan()
      var changed = SourceWatch.changes(from: scan, to: next)
      guard !changed.isEmpty else { continue }
      // An editor saves in steps: wait until the files are still for a moment.
      var settled = next
      while true {
        try? await Task.sleep(for: .milliseconds(100))
        let again = try watch.scan()
        if again == settled { break }
        settled = again
      }
      changed = SourceWatch.changes(from: scan, to: settled)
      scan = settled
      let names = changed.map { $0.replacingOccurrences(of: settings.package.path + "/", with: "") }
      var status = WatchStatus(generation: generation, state: .building, changed: names)
      try status.write(to: statusFile)
      console.out(
        "changed: \(names.prefix(5).joined(separator: ", "))\(names.count > 5 ? ", …" : ""); building"
      )
      let began = ContinuousClock.now
      let (code, output) = await build()
      let seconds = (ContinuousClock.now - began).seconds
      status.buildSeconds = seconds
      guard !isStopped else { break }
      if code == 0 {
        forward(tail, to: console)
        child.terminate()
        generationCount.withLock { $0 += 1 }
        child = try await start(console)
        tail = LogTail(child.log)
        status.generation = generation
        status.state = .current
        try status.write(to: statusFile)
        console.out(
          "built in \(seconds.formatted(.number.precision(.fractionLength(1)))) s; "
            + "running build \(generation)")
      } else {
        status.state = .failed
        status.output = WatchStatus.failureText(output)
        try status.write(to: statusFile)
        console.err("build failed (exit \(code)); still running build \(generation):")
        console.err(status.output)
      }
    }
    child.terminate()
    forward(tail, to: console)
  }

  /// Starts the program and, for a served one, waits until it prints its address.
  private func start(_ console: Console) async throws -> SpawnedProcess {
    let log = settings.folder.appendingPathComponent("run-\(generation).log")
    try? FileManager.default.removeItem(at: log)
    var environment = settings.environment
    environment[WatchStatus.environmentVariable] = statusFile.path
    var lastError: (any Error)?
    // A port the previous build held may take a moment to be free again.
    for _ in 0..<20 {
      let child = try SpawnedProcess(
        settings.executable, childArguments(), environment: environment, log: log)
      guard settings.serves else { return child }
      let deadline = ContinuousClock.now + .seconds(120)
      while ContinuousClock.now < deadline, !isStopped {
        if let status = child.exitStatus {
          lastError = WatchError(
            "the program ended (exit \(status)) before serving: "
              + ((try? String(contentsOf: log, encoding: .utf8)) ?? "").suffix(2000))
          break
        }
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        if let found = text.firstMatch(of: /https?:\/\/[^\s:\/]+:(\d+)/) {
          port.withLock { $0 = $0 ?? String(found.1) }
          return child
        }
        try? await Task.sleep(for: .milliseconds(20))
      }
      if isStopped { return child }
      try? await Task.sleep(for: .milliseconds(250))
    }
    throw lastError ?? WatchError("the program did not print its address in 120 s")
  }

  /// Runs the build command in the package folder; its exit code and output.
  private func build() async -> (Int32, String) {
    let log = settings.folder.appendingPathComponent("build.log")
    try? FileManager.default.removeItem(at: log)
    do {
      let process = try SpawnedProcess(
        "/bin/sh", ["-c", "cd \"$0\" && exec \(settings.buildCommand)", settings.package.path],
        environment: settings.environment, log: log)
      let code = await process.wait { self.isStopped }
      let data =
        (try? FileHandle(forReadingFrom: log)).flatMap { handle in
          defer { try? handle.close() }
          return try? handle.readToEnd()
        } ?? Data()
      return (code, String(decoding: data.suffix(4 * 1024 * 1024), as: UTF8.self))
    } catch {
      return (-1, "\(error)")
    }
  }

  private func forward(_ tail: LogTail, to console: Console) {
    for line in tail.newLines() { console.out(line) }
  }
}

extension Duration {
  /// The duration in seconds.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
