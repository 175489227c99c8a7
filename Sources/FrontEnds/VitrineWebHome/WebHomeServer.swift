import Foundation
import VitrineHTTPServer
import VitrineHomeScreen

/// The phone's home screen in a browser: `vitrine serve`.
///
/// ```swift
/// let server = try await WebHomeServer(
///   configuration: WebHomeConfiguration(dataDirectory: folder))
/// print(server.url)   // http://127.0.0.1:8080/
/// await server.stop()
/// ```
///
/// The widgets run in one `HomeSession` whose host store lives in the data folder, so the
/// phone's state survives restarts; its clock follows the system time until the developer
/// panel takes it over. Widgets are drawn on the server with Vitrine's renderer at the phone's
/// scale; the page shows the PNGs with transparent hit regions from the display list.
public final class WebHomeServer: Sendable {
  /// The address the page is at.
  public let url: URL

  let app: WebHomeApp
  private let server: HTTPServer
  private let ticker: Task<Void, Never>

  /// Opens the home screen in `configuration.dataDirectory` and starts listening.
  ///
  /// - Throws: ``WebHomeError/cannotListen(host:port:reason:)`` when the port is taken or the
  ///   address is not an IPv4 address; store errors naming the file.
  public init(configuration: WebHomeConfiguration) async throws {
    let app = try await WebHomeApp(
      library: configuration.library, dataDirectory: configuration.dataDirectory,
      variables: configuration.variables, streamWait: configuration.streamWait,
      listeningOn: configuration.host)
    do {
      server = try HTTPServer(
        host: configuration.host, port: configuration.port,
        maximumBodySize: configuration.maximumBodySize
      ) { request in
        await app.handle(request)
      }
    } catch {
      throw WebHomeError.cannotListen(
        host: configuration.host, port: configuration.port,
        reason: "the port is in use or the address is not an IPv4 address of this machine")
    }
    self.app = app
    url = URL(string: "http://\(configuration.host):\(server.port)/")!
    let clock = app.clock
    ticker = Task { await clock.follow() }
  }

  /// Stops the clock and the server; requests being answered finish first.
  public func stop() {
    ticker.cancel()
    app.feed.close()
    server.stop()
  }
}

/// How `vitrine serve` runs the home screen.
public struct WebHomeConfiguration: Sendable {
  /// The address to listen on (IPv4; loopback by default).
  public var host: String
  /// The port (0: any free one).
  public var port: UInt16
  /// Where the phone's state lives: the host store, the layout and the widgets' App Groups.
  public var dataDirectory: URL
  /// The process environment the widgets read settings from.
  public var variables: [String: String]
  /// The installed widgets.
  public var library: WidgetLibrary
  /// The largest request body accepted, in bytes.
  public var maximumBodySize: Int
  /// How long a Server-Sent Events request waits for an update before it ends.
  public var streamWait: Duration

  /// Creates a configuration: loopback, port 8080, the built-in widgets, 64 KiB bodies.
  public init(
    host: String = "127.0.0.1", port: UInt16 = 8080, dataDirectory: URL,
    variables: [String: String] = ProcessInfo.processInfo.environment,
    library: WidgetLibrary = .builtIn, maximumBodySize: Int = 64 * 1024,
    streamWait: Duration = .seconds(15)
  ) {
    self.host = host
    self.port = port
    self.dataDirectory = dataDirectory
    self.variables = variables
    self.library = library
    self.maximumBodySize = maximumBodySize
    self.streamWait = streamWait
  }
}
