import Foundation
import Testing
import VitrineHTTPServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite(.timeLimit(.minutes(5))) struct HTTPServerTests {
  func fetch(_ request: URLRequest) async throws -> (Int, Data) {
    let (data, response) = try await URLSession.shared.data(for: request)
    return ((response as! HTTPURLResponse).statusCode, data)
  }

  @Test func answersWithTheHandlersResponse() async throws {
    let server = try HTTPServer { request in
      .text(
        "\(request.method) \(request.path) q=\(request.query["q"] ?? "-") h=\(request.headers["x-test"] ?? "-")"
      )
    }
    defer { server.stop() }
    #expect(server.port != 0)
    var request = URLRequest(url: server.baseURL.appendingPathComponent("hello/world"))
    request.url = URL(string: request.url!.absoluteString + "?q=a%20b")
    request.setValue("yes", forHTTPHeaderField: "X-Test")
    let (status, body) = try await fetch(request)
    #expect(status == 200)
    #expect(String(decoding: body, as: UTF8.self) == "GET /hello/world q=a b h=yes")
  }

  @Test func receivesRequestBodies() async throws {
    let server = try HTTPServer { request in .text("\(request.body.count)") }
    defer { server.stop() }
    var request = URLRequest(url: server.baseURL)
    request.httpMethod = "POST"
    request.httpBody = Data(repeating: 7, count: 100_000)
    let (status, body) = try await fetch(request)
    #expect(status == 200)
    #expect(String(decoding: body, as: UTF8.self) == "100000")
  }

  @Test func refusesBodiesOverTheLimit() async throws {
    let server = try HTTPServer(maximumBodySize: 1000) { _ in .text("handled") }
    defer { server.stop() }
    var request = URLRequest(url: server.baseURL)
    request.httpMethod = "POST"
    request.httpBody = Data(repeating: 7, count: 5000)
    let (status, body) = try await fetch(request)
    #expect(status == 413)
    #expect(String(decoding: body, as: UTF8.self).contains("larger than 1000 bytes"))
  }

  @Test func servesConcurrentRequests() async throws {
    let server = try HTTPServer { request in
      try? await Task.sleep(for: .milliseconds(20))
      return .text(request.query["n"] ?? "")
    }
    defer { server.stop() }
    let answers = try await withThrowingTaskGroup(of: String.self) { group in
      for n in 0..<20 {
        group.addTask {
          let url = URL(string: "\(server.baseURL.absoluteString)/?n=\(n)")!
          let (_, body) = try await self.fetch(URLRequest(url: url))
          return String(decoding: body, as: UTF8.self)
        }
      }
      return try await group.reduce(into: Set<String>()) { $0.insert($1) }
    }
    #expect(answers == Set((0..<20).map(String.init)))
  }

  @Test func aTakenPortIsAClearError() throws {
    let first = try HTTPServer { _ in .text("") }
    defer { first.stop() }
    #expect(throws: HTTPServerError.self) {
      _ = try HTTPServer(port: first.port) { _ in .text("") }
    }
  }
}
