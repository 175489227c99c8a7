import Foundation

/// `--watch` on `serve` and `previews`: the options, and how the command becomes a watch loop
/// over the package this program was built from.
enum WatchRun {
  /// The options `serve` and `previews` take for the watch loop.
  static let options: [OptionSpec] = [
    .flag(
      "watch",
      help: "rebuild and rerun when a source file of the package changes (see 'Watch loop')"),
    .value(
      "package", "DIR",
      help: "--watch: the package to watch and build (default: the one holding the current folder)"
    ),
    .value(
      "build-command", "COMMAND",
      help: "--watch: the shell command that builds (default: swift build --product PROGRAM)"),
  ]

  /// What `--help` says of the watch loop.
  static let discussion = """
    With --watch the command runs as a child of a watch loop that polls Package.swift and \
    Sources/ of the package (at most 10,000 files) four times a second, rebuilds this program \
    with 'swift build --product <its name>' when a file changes, and runs the new build.
    """

  /// The folder holding `Package.swift`, looked for from `start` upwards.
  static func packageFolder(from start: URL) throws -> URL {
    var folder = start.standardizedFileURL
    for _ in 0..<64 {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { break }
      folder = parent
    }
    throw UsageError(
      "--watch needs a Swift package: no Package.swift in \(start.path) or above it; "
        + "run it in your package or give --package DIR")
  }

  /// The path of the running program (`/proc/self/exe`).
  static func runningExecutable() throws -> String {
    let path = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    guard path != "/proc/self/exe" else {
      throw CommandFailure("cannot tell which program is running (/proc/self/exe)")
    }
    return path
  }

  /// `spec`'s command line as parsed, without the watch options: what the child runs.
  static func childArguments(_ spec: CommandSpec, _ arguments: ParsedArguments) -> [String] {
    var result = [spec.name] + arguments.positionals
    let watchOptions = Set(options.map(\.name))
    for option in spec.options where !watchOptions.contains(option.name) {
      if option.valueName == nil {
        if arguments.flag(option.name) { result.append("--\(option.name)") }
      } else {
        for value in arguments.all(option.name) { result += ["--\(option.name)", value] }
      }
    }
    return result
  }

  /// Runs `spec` under the watch loop until SIGINT or SIGTERM (see ``ProcessStopSignals``).
  static func run(
    _ spec: CommandSpec, _ arguments: ParsedArguments, _ console: Console,
    executable: String? = nil
  ) async throws {
    let package =
      try arguments.value("package").map {
        try packageFolder(from: URL(fileURLWithPath: $0, isDirectory: true))
      } ?? packageFolder(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    let program = try executable ?? runningExecutable()
    let product = URL(fileURLWithPath: program).lastPathComponent
    let folder = try ScratchFolder("vitrine-watch")
    defer { folder.remove() }
    let supervisor = WatchSupervisor(
      WatchSupervisor.Settings(
        package: package, executable: program,
        buildCommand: arguments.value("build-command") ?? "swift build --product \(product)",
        arguments: childArguments(spec, arguments),
        serves: spec.name == "serve", folder: folder.url, environment: console.environment))
    let stop = ProcessStopSignals()
    stop.catchSignals()
    let waiter = Task {
      let signal = await stop.next()
      guard !Task.isCancelled else { return }
      console.out("stopping (\(signal))")
      supervisor.stop()
    }
    defer { waiter.cancel() }
    do {
      try await supervisor.run(console)
    } catch let error as WatchError {
      throw CommandFailure(error.description)
    }
  }
}
