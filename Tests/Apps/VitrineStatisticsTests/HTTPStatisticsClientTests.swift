import Foundation
import Synchronization
import Testing
import VitrineHTTPServer
import VitrineStatistics

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The client against the project's own server on loopback.
@Suite(.timeLimit(.minutes(5))) struct HTTPStatisticsClientTests {
  /// A server on the statistics routes, or misbehaving as `override` says.
  func server(
    _ override: @escaping @Sendable (HTTPRequest) async -> HTTPResponse? = { _ in nil }
  ) throws -> HTTPServer {
    let routes = StatisticsRoutes()
    return try HTTPServer { request in
      if let response = await override(request) { return response }
      return await routes.handler(request)
    }
  }

  @Test func theSummaryOverHTTPIsTheEmbeddedOne() async throws {
    let server = try server()
    defer { server.stop() }
    let client = HTTPStatisticsClient(baseURL: server.baseURL, timeout: 60)
    let summary = try await client.summary()
    #expect(summary == (try await EmbeddedStatistics().summary()))
    #expect(summary.global.totalConfirmed == 5_581_829)
    #expect(try await client.regionTotals(code: "RU").totals.totalConfirmed == 353_427)
  }

  @Test func countriesAndDayTotalsOverHTTP() async throws {
    let server = try server()
    defer { server.stop() }
    let client = HTTPStatisticsClient(baseURL: server.baseURL, timeout: 60)
    #expect(try await client.countries().count == 186)
    let france = try await client.dayTotals(country: "france")
    #expect(france.map(\.confirmed) == [183_067])
    await #expect(throws: StatisticsError.unknownCountry("atlantis")) {
      try await client.dayTotals(country: "atlantis")
    }
    await #expect(throws: StatisticsError.unknownCountry("../summary")) {
      try await client.dayTotals(country: "../summary")
    }
  }

  @Test func theRealFieldNamesAreOnTheWire() async throws {
    let server = try server()
    defer { server.stop() }
    let (data, _) = try await URLSession.shared.data(
      from: server.baseURL.appendingPathComponent("summary"))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let global = try #require(object["Global"] as? [String: Any])
    #expect(global["TotalConfirmed"] as? Int == 5_581_829)
    let first = try #require((object["Countries"] as? [[String: Any]])?.first)
    #expect(
      Set(first.keys) == [
        "Country", "CountryCode", "Slug", "NewConfirmed", "TotalConfirmed", "NewDeaths",
        "TotalDeaths", "NewRecovered", "TotalRecovered", "Date",
      ])
    #expect(first["Date"] as? String == "2020-05-26T07:48:23Z")
  }

  @Test func malformedAnswersNameTheField() async throws {
    let wrongType =
      #"{"Global": {"NewConfirmed": 1, "TotalConfirmed": "many", "NewDeaths": 0, "TotalDeaths": 0, "NewRecovered": 0, "TotalRecovered": 0}, "Countries": [], "Date": "2020-05-26T07:48:23Z"}"#
    let server = try server { request in
      switch request.path {
      case "/summary": return .json(Data(wrongType.utf8))
      case "/countries": return .json(Data(#"[{"Country": "France", "Slug": "france"}]"#.utf8))
      default: return .json(Data("not json".utf8))
      }
    }
    defer { server.stop() }
    let client = HTTPStatisticsClient(baseURL: server.baseURL, timeout: 60)
    await #expect(
      throws: StatisticsError.malformed(field: "Global.TotalConfirmed", reason: "expected Int")
    ) {
      try await client.summary()
    }
    await #expect(throws: StatisticsError.malformed(field: "[0].ISO2", reason: "missing")) {
      try await client.countries()
    }
    await #expect(throws: StatisticsError.malformed(field: "the top level", reason: "not JSON")) {
      try await client.dayTotals(country: "france")
    }
  }

  @Test func negativeFiguresAreRefusedByName() async throws {
    let summary = try await EmbeddedStatistics().summary()
    var broken = summary
    broken.countries[2].totals.totalDeaths = -9
    let body = try StatisticsJSON.encode(broken)
    let server = try server { _ in .json(body) }
    defer { server.stop() }
    await #expect(
      throws: StatisticsError.malformed(
        field: "Countries[2].TotalDeaths", reason: "-9 is negative")
    ) {
      try await HTTPStatisticsClient(baseURL: server.baseURL, timeout: 60).summary()
    }
  }

  @Test func aFailingServerIsAnHTTPError() async throws {
    let server = try server { _ in
      HTTPResponse(status: 503, body: Data(#"{"message": "rate limited"}"#.utf8))
    }
    defer { server.stop() }
    await #expect(throws: StatisticsError.http(status: 503, message: "rate limited")) {
      try await HTTPStatisticsClient(baseURL: server.baseURL, timeout: 60).summary()
    }
  }

  @Test func aSlowServerTimesOut() async throws {
    let answered = Mutex(false)
    let server = try server { _ in
      try? await Task.sleep(for: .seconds(1))
      answered.withLock { $0 = true }
      return nil
    }
    let client = HTTPStatisticsClient(baseURL: server.baseURL, timeout: 0.3)
    await #expect(throws: StatisticsError.timeout(seconds: 0.3)) {
      try await client.summary()
    }
    // Stopping waits for running requests while blocking its thread, and the slow handler needs
    // a thread of the (two-thread) pool to finish: let it finish first, so tests running beside
    // this one can never be left without a thread.
    while !answered.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(20)) }
    server.stop()
  }

  @Test func anAnswerOverTheLimitIsRefused() async throws {
    let server = try server()
    defer { server.stop() }
    // The summary file is 48,285 bytes as shipped; re-encoded compactly it is still over 10 kB.
    let client = HTTPStatisticsClient(
      baseURL: server.baseURL, timeout: 60, maximumResponseSize: 10_000)
    do {
      _ = try await client.summary()
      Issue.record("a large answer was accepted")
    } catch StatisticsError.tooLarge(let bytes, let limit) {
      #expect(bytes > 10_000 && limit == 10_000)
    }
  }

  @Test func anUnreachableServerIsANetworkError() async throws {
    let server = try server()
    let url = server.baseURL
    server.stop()
    do {
      _ = try await HTTPStatisticsClient(baseURL: url, timeout: 60).summary()
      Issue.record("a stopped server answered")
    } catch StatisticsError.network {
    }
  }

  @Test func unknownRoutesAndMethods() async {
    let api = EmbeddedStatistics()
    #expect(
      await StatisticsRoutes.respond(to: HTTPRequest(path: "/nowhere"), api: api).status == 404)
    #expect(
      await StatisticsRoutes.respond(to: HTTPRequest(method: "POST", path: "/summary"), api: api)
        .status == 405)
    #expect(
      await StatisticsRoutes.respond(to: HTTPRequest(path: "/summary/"), api: api).status == 200)
  }
}
