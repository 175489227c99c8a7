import Foundation
import Testing
import VitrineCatalog
import VitrineHTTPServer
import VitrineTestSupport

/// `vitrine timeline recommendations` against servers that misbehave on purpose, each in a
/// child process whose peak resident memory is measured: bounded memory, bounded time, no
/// crash, and the posters cache exactly as it was. Before the limits, the endless body grew
/// to 10.9 GB, the gzip bomb to 2.1 GB and a million items to 1.5 GB.
@Suite(.serialized, .timeLimit(.minutes(10))) struct HostileServerTests {
  /// One way to misbehave: what the server answers to every request.
  struct Hostility: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var answer: @Sendable (_ elsewhere: URL) -> HTTPResponse
  }

  static let megabyte = 1 << 20

  static let cases: [Hostility] = [
    Hostility(testDescription: "an endless body") { _ in
      HTTPResponse(stream: HTTPBodyStream { Data(repeating: 0x20, count: 64 << 10) })
    },
    Hostility(testDescription: "a slow drip that never ends") { _ in
      HTTPResponse(
        stream: HTTPBodyStream {
          Thread.sleep(forTimeInterval: 0.2)
          return Data(" ".utf8)
        })
    },
    Hostility(testDescription: "a gzip bomb (256 MiB of zeros)") { _ in
      HTTPResponse(
        headers: ["Content-Encoding": "gzip", "Content-Type": "application/json"],
        body: gzipBomb)
    },
    Hostility(testDescription: "a huge body (8 MiB)") { _ in
      .json(Data(repeating: 0x20, count: 8 * megabyte))
    },
    Hostility(testDescription: "a million items") { _ in
      var body = Data(#"{"items":["#.utf8)
      body.append(Data("{}".utf8))
      body.append(Data(String(repeating: ",{}", count: 999_999).utf8))
      body.append(Data("]}".utf8))
      return .json(body)
    },
    Hostility(testDescription: "malformed JSON") { _ in .json(Data(#"{"items": [{"id": "#.utf8)) },
    Hostility(testDescription: "a number where a string belongs") { _ in
      .json(title([#""year":2000"#: #""year":"2000""#]))
    },
    Hostility(testDescription: "durationMinutes near Int.max with progress 1e-17") { _ in
      .json(
        title([
          #""durationMinutes":127"#: #""durationMinutes":9223372036854775000"#,
          #""progress":0.35"#: #""progress":1e-17"#,
        ]))
    },
    Hostility(testDescription: "a redirect to another host") { elsewhere in
      HTTPResponse(
        status: 302,
        headers: [
          "Location": elsewhere.appendingPathComponent("api/v1/recommendations").absoluteString
        ])
    },
  ]

  /// A page of one real title as JSON, with pieces of its text replaced.
  static func title(_ replacements: [String: String]) -> Data {
    let page = RecommendationsPage(items: [EmbeddedCatalog.title(id: "brother-2")!])
    var json = String(decoding: (try? CatalogJSON.encode(page)) ?? Data(), as: UTF8.self)
    for (original, replacement) in replacements {
      #expect(json.contains(original), "the fixture no longer contains \(original)")
      json = json.replacingOccurrences(of: original, with: replacement)
    }
    return Data(json.utf8)
  }

  /// 256 MiB of zeros, gzip-compressed to a few hundred kilobytes.
  static let gzipBomb: Data = {
    let bomb = Gzip.compress(Data(count: 256 * megabyte), capacity: 2 * megabyte)
    precondition(bomb != nil, "the bomb did not fit")
    return bomb!
  }()

  /// Serves the embedded recommendations, or (as the other host) the same titles reversed.
  static func goodServer(host: String = "127.0.0.1", reversed: Bool = false) throws -> HTTPServer {
    try HTTPServer(host: host) { _ in
      let titles = Array(EmbeddedCatalog.recommendations.prefix(6))
      let page = RecommendationsPage(items: reversed ? titles.reversed() : titles)
      return .json((try? CatalogJSON.encode(page)) ?? Data())
    }
  }

  func timeline(
    _ data: URL, api: URL, at moment: String, certificateAuthorities: String? = nil
  ) async throws -> MeasuredRun {
    var environment = ["VITRINE_API_URL": api.absoluteString, "HOME": data.path]
    environment["VITRINE_CA_FILE"] = certificateAuthorities
    return try await MeasuredRun.run(
      BuiltProducts.executable("vitrine"),
      ["timeline", "recommendations", "--data-dir", data.path, "--at", moment, "--json"],
      environment: environment)
  }

  /// The cached posters as JSON (the fetch date aside: a stale cache's date is forgotten by
  /// rule, whatever the server does).
  func cachedPosters(_ data: URL) async throws -> String {
    let result = try await BuiltProducts.run(
      BuiltProducts.executable("vitrine"),
      ["store", "get", "recommendations.posters", "--data-dir", data.path])
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    let posters = try JSONSerialization.data(
      withJSONObject: object?["posters"] ?? [], options: [.sortedKeys])
    return String(decoding: posters, as: UTF8.self)
  }

  @Test(arguments: cases)
  func theClientStaysBounded(_ hostility: Hostility) async throws {
    _ = Self.gzipBomb  // made before any timing starts
    let data = try TemporaryFolder("hostile")
    let good = try Self.goodServer()
    defer { good.stop() }
    let primed = try await timeline(data.url, api: good.baseURL, at: "2026-11-30T09:00:00Z")
    #expect(primed.status == 0, "\(primed.error)")
    let before = try await cachedPosters(data.url)
    #expect(before.contains("brother-2"))

    let elsewhere = try Self.goodServer(host: "127.0.0.2", reversed: true)
    defer { elsewhere.stop() }
    let hostile = try HTTPServer { _ in hostility.answer(elsewhere.baseURL) }
    defer { hostile.stop() }
    // Seven hours later the cache is stale, so the widget asks the hostile server.
    let run = try await timeline(data.url, api: hostile.baseURL, at: "2026-11-30T16:00:00Z")
    let megabytes = Double(run.peakResidentBytes) / Double(Self.megabyte)
    print(
      "hostile server '\(hostility.testDescription)': exit \(run.status), "
        + "\(String(format: "%.1f", run.seconds)) s, peak \(String(format: "%.1f", megabytes)) MiB")
    #expect(run.status >= 0, "killed by signal \(-run.status): \(run.error.suffix(300))")
    #expect(run.seconds < 15)
    #expect(megabytes < 100)
    #expect(try await cachedPosters(data.url) == before)
  }

  /// The same bounds over `https`: a Python TLS server on loopback whose certificate, made for
  /// the test, the client trusts through `$VITRINE_CA_FILE` (libcurl's `CURLOPT_CAINFO`).
  @Test(arguments: [TLSTestServer.Behaviour.endless, .gzipBomb])
  func theClientStaysBoundedOverHTTPS(_ behaviour: TLSTestServer.Behaviour) async throws {
    let data = try TemporaryFolder("hostile-tls")
    let good = try Self.goodServer()
    defer { good.stop() }
    let primed = try await timeline(data.url, api: good.baseURL, at: "2026-11-30T09:00:00Z")
    #expect(primed.status == 0, "\(primed.error)")
    let before = try await cachedPosters(data.url)
    #expect(before.contains("brother-2"))

    let hostile = try TLSTestServer(behaviour)
    defer { hostile.stop() }
    let run = try await timeline(
      data.url, api: hostile.baseURL, at: "2026-11-30T16:00:00Z",
      certificateAuthorities: hostile.certificate)
    let megabytes = Double(run.peakResidentBytes) / Double(Self.megabyte)
    print(
      "hostile https server '\(behaviour)': exit \(run.status), "
        + "\(String(format: "%.1f", run.seconds)) s, peak \(String(format: "%.1f", megabytes)) MiB")
    #expect(run.status >= 0, "killed by signal \(-run.status): \(run.error.suffix(300))")
    // The answer was refused for its size, not for the certificate.
    // (`--json` puts the failure in the event log on standard output.)
    #expect(
      (run.output + run.error).contains("more than 4194304 bytes"),
      "\(run.output.suffix(300)) \(run.error.suffix(300))")
    #expect(run.seconds < 15)
    #expect(megabytes < 100)
    #expect(try await cachedPosters(data.url) == before)
  }
}
