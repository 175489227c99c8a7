import Dispatch
import Foundation
import VitrineHomeScreen
import VitrineWebHome

#if canImport(Glibc)
  import Glibc
#endif

extension CommandSpec {
  /// `vitrine serve`: the phone's home screen in a browser.
  static let serve = CommandSpec(
    name: "serve",
    summary: "run the home screen in a browser: widgets live, the host's clock and log",
    options: [
      .value("host", "ADDRESS", help: "the IPv4 address to listen on (default 127.0.0.1)"),
      .value("port", "PORT", help: "the port (default 8080; 0 picks a free one)"),
      CommonOptions.dataDir,
    ],
    discussion: """
      Open the printed address in a browser. The phone's widgets, their order and the host's
      state live in --data-dir, so a restart shows the same home screen. The server also answers
      the recommendations API (/api/v1/recommendations, /api/v1/titles/<id>), so a widget can
      use it with VITRINE_API_URL. Ctrl-C (SIGINT) or SIGTERM stops it.
      """,
    run: { arguments, console in
      let port = try ServeOptions.port(arguments)
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
      console.out("Vitrine home screen: \(server.url.absoluteString)  (Ctrl-C stops)")
      let signal = await ServeOptions.waitForStopSignal()
      console.out("stopping (\(signal))")
      server.stop()
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

  /// Waits for SIGINT or SIGTERM (both are taken from their default handlers first, so the
  /// process ends by returning, exit status 0) and names the one that came.
  static func waitForStopSignal() async -> String {
    await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
      let once = StopSignals(continuation)
      for (number, name) in [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")] {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { once.fire(name) }
        source.resume()
        once.keep(source)
      }
    }
  }
}

/// The signal sources and the continuation resumed by the first signal.
private final class StopSignals: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<String, Never>?
  private var sources: [any DispatchSourceSignal] = []

  init(_ continuation: CheckedContinuation<String, Never>) { self.continuation = continuation }

  func keep(_ source: any DispatchSourceSignal) { lock.withLock { sources.append(source) } }

  func fire(_ name: String) {
    let waiting = lock.withLock { () -> CheckedContinuation<String, Never>? in
      defer { continuation = nil }
      return continuation
    }
    waiting?.resume(returning: name)
  }
}
