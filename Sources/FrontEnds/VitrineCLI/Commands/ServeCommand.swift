import Foundation
import VitrineHomeScreen
import VitrineWebHome

extension CommandSpec {
  /// `vitrine serve`: the phone's home screen in a browser.
  static let serve: CommandSpec = CommandSpec(
    name: "serve",
    summary: "run the home screen in a browser: widgets live, the host's clock and log",
    options: [
      .value("host", "ADDRESS", help: "the IPv4 address to listen on (default 127.0.0.1)"),
      .value("port", "PORT", help: "the port (default 8080; 0 picks a free one)"),
      CommonOptions.dataDir,
    ] + WatchRun.options,
    discussion: """
      Open the printed address in a browser. The phone's widgets, their order and the host's
      state live in --data-dir, so a restart shows the same home screen. The server also answers
      the recommendations API (/api/v1/recommendations, /api/v1/titles/<id>), so a widget can
      use it with VITRINE_API_URL. Ctrl-C (SIGINT) or SIGTERM stops it.

      \(WatchRun.discussion) The new build serves at the same address and data folder; the \
      page reloads itself, keeping the home screen, and shows a failed build's errors over it.
      """,
    run: { arguments, console in
      if arguments.flag("watch") {
        return try await WatchRun.run(.serve, arguments, console)
      }
      try await ServeOptions.serve(arguments, console, stop: ProcessStopSignals())
    })
}

/// `vitrine serve`'s option values and its wait for a stop signal.
enum ServeOptions {
  /// `--port`: 0 to 65535, 8080 when not given.
  static func port(_ arguments: ParsedArguments) throws -> UInt16 {
    guard let text = arguments.value("port") else { return 8080 }
    guard let port = UInt16(text) else {
      throw UsageError("--port expects a number from 0 to 65535, got '\(text)'")
    }
    return port
  }

  /// Runs the home screen until `stop` names a signal. The address is printed only once
  /// the signals are caught: a Ctrl-C as soon as it shows stops the server cleanly.
  static func serve(
    _ arguments: ParsedArguments, _ console: Console, stop: any StopRequests
  ) async throws {
    let port = try port(arguments)
    let configuration = WebHomeConfiguration(
      host: arguments.value("host") ?? "127.0.0.1", port: port,
      dataDirectory: CommonOptions.dataDirectory(arguments, console),
      variables: console.environment, library: console.widgets)
    let server: WebHomeServer
    do {
      server = try await WebHomeServer(configuration: configuration)
    } catch let error as WebHomeError {
      throw CommandFailure(error.description)
    }
    // Caught before the address is printed: a Ctrl-C the moment it shows is a clean stop.
    stop.catchSignals()
    console.out("Vitrine home screen: \(server.url.absoluteString)  (Ctrl-C stops)")
    let signal = await stop.next()
    console.out("stopping (\(signal))")
    server.stop()
  }
}
