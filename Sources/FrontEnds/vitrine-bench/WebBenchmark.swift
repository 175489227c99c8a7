import Foundation
import Synchronization
import VitrineHomeScreen
import VitrineWebHome

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The web home screen under 32 concurrent loopback clients: the time from a Forward tap's
/// POST to the new widget picture (the POST, then the GET of the image it names), against a
/// GET of a static file on the same server in the same run. Each client alternates the two, so
/// both are timed under the same load. Goal: the tap's p99 within 5× the static GET's p99.
func runWebBenchmark() async {
  do {
    let clients = 32
    let rounds = 20
    let folder = try TemporaryFolder("vitrine-bench-web")
    let server = try await WebHomeServer(
      configuration: WebHomeConfiguration(port: 0, dataDirectory: folder.url, variables: [:]))
    defer { server.stop() }
    let web = try await BenchClient.open(server.url, connections: clients * 2)
    let home = try await web.json("/api/home")
    guard let widgets = home["widgets"] as? [[String: Any]],
      let carousel = widgets.first(where: { $0["kind"] as? String == "recommendations" }),
      let id = carousel["id"] as? String,
      let regions = carousel["regions"] as? [[String: Any]],
      let forward = regions.first(where: { ($0["action"] as? String ?? "").contains("Forward") }),
      let index = forward["index"] as? Int, let action = forward["action"] as? String
    else { throw BenchError("the home screen shows no recommendations widget with Forward") }
    let tapBody = try JSONSerialization.data(withJSONObject: ["region": index, "action": action])

    // Warm up: fonts, caches, connections.
    for _ in 0..<5 {
      _ = try await web.tapAndFetch(id, tapBody)
      _ = try await web.get("/static/home.js")
    }
    let timings = Timings()
    let began = ContinuousClock.now
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<clients {
        group.addTask {
          for _ in 0..<rounds {
            let tap = try await web.tapAndFetch(id, tapBody)
            let start = ContinuousClock.now
            _ = try await web.get("/static/home.js")
            let file = (ContinuousClock.now - start).fractionalMilliseconds
            timings.record(tap: tap, file: file)
          }
        }
      }
      try await group.waitForAll()
    }
    let wall = (ContinuousClock.now - began).fractionalMilliseconds
    let appTaps = try await measureAppTaps()
    let (taps, statics) = timings.sorted()
    let tapP99 = percentile(taps, 0.99)
    let staticP99 = percentile(statics, 0.99)
    let ratio = staticP99 > 0 ? tapP99 / staticP99 : 0
    print(
      #"{"suite":"web","clients":\#(clients),"taps":\#(taps.count),"#
        + #""tapToImageP50Ms":\#(rounded(percentile(taps, 0.5))),"tapToImageP99Ms":\#(rounded(tapP99)),"#
        + #""staticGetP50Ms":\#(rounded(percentile(statics, 0.5))),"staticGetP99Ms":\#(rounded(staticP99)),"#
        + #""p99Ratio":\#(rounded(ratio)),"goalRatio":5,"wallMilliseconds":\#(rounded(wall))"#
        + appTaps + "}")
  } catch {
    FileHandle.standardError.write(Data("web benchmark failed: \(error)\n".utf8))
    exit(1)
  }
}

/// The times the clients measured.
private final class Timings: Sendable {
  private let values = Mutex((taps: [Double](), statics: [Double]()))

  func record(tap: Double, file: Double) {
    values.withLock {
      $0.taps.append(tap)
      $0.statics.append(file)
    }
  }

  func sorted() -> (taps: [Double], statics: [Double]) {
    values.withLock { ($0.taps.sorted(), $0.statics.sorted()) }
  }
}

/// The value below which `fraction` of the sorted `values` lie (nearest rank).
func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
  guard !sorted.isEmpty else { return 0 }
  let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
  return sorted[min(max(rank, 0), sorted.count - 1)]
}

/// A browser-like loopback client: the page's cookie and CSRF token, many connections.
final class BenchClient: Sendable {
  let base: URL
  let session: URLSession
  let cookie: String
  let token: String

  private init(base: URL, session: URLSession, cookie: String, token: String) {
    self.base = base
    self.session = session
    self.cookie = cookie
    self.token = token
  }

  static func open(_ base: URL, connections: Int) async throws -> BenchClient {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpMaximumConnectionsPerHost = connections
    configuration.httpShouldSetCookies = false
    let session = URLSession(configuration: configuration)
    let (data, response) = try await session.data(from: base)
    let setCookie =
      (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Set-Cookie") ?? ""
    let html = String(decoding: data, as: UTF8.self)
    guard let marker = html.range(of: #"name="csrf-token" content=""#) else {
      throw BenchError("the page has no CSRF token")
    }
    return BenchClient(
      base: base, session: session, cookie: String(setCookie.prefix { $0 != ";" }),
      token: String(html[marker.upperBound...].prefix { $0 != "\"" }))
  }

  func get(_ path: String) async throws -> Data {
    var request = URLRequest(url: URL(string: path, relativeTo: base)!)
    request.setValue(cookie, forHTTPHeaderField: "Cookie")
    let (data, response) = try await session.data(for: request)
    guard (response as? HTTPURLResponse)?.statusCode == 200 else {
      throw BenchError("GET \(path) failed: \(String(decoding: data, as: UTF8.self))")
    }
    return data
  }

  func json(_ path: String) async throws -> [String: Any] {
    guard let object = try JSONSerialization.jsonObject(with: try await get(path)) as? [String: Any]
    else { throw BenchError("GET \(path) is not a JSON object") }
    return object
  }

  /// POSTs a tap, then GETs the picture the answer names; answers the milliseconds taken.
  func tapAndFetch(_ id: String, _ body: Data) async throws -> Double {
    let start = ContinuousClock.now
    var request = URLRequest(url: URL(string: "/api/widgets/\(id)/tap", relativeTo: base)!)
    request.httpMethod = "POST"
    request.httpBody = body
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue(cookie, forHTTPHeaderField: "Cookie")
    request.setValue(token, forHTTPHeaderField: "X-CSRF-Token")
    let (data, response) = try await session.data(for: request)
    guard (response as? HTTPURLResponse)?.statusCode == 200,
      let state = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let image = state["image"] as? String
    else { throw BenchError("the tap failed: \(String(decoding: data, as: UTF8.self))") }
    let png = try await get(image)
    guard png.count > 8 else { throw BenchError("the picture is empty") }
    return (ContinuousClock.now - start).fractionalMilliseconds
  }
}

extension Duration {
  /// The duration in milliseconds, with fractions.
  var fractionalMilliseconds: Double {
    Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
  }
}
