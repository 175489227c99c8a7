import Foundation
import Testing
import VitrineHTTPServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The server's request body limit at its edge: exactly `maximumBodySize` bytes reach the
/// handler, one more is a 413 before it.
@Suite(.timeLimit(.minutes(5))) struct BodySizeBoundaryTests {
  @Test(arguments: [-1, 0, 1]) func aPostedBody(offset: Int) async throws {
    let limit = 1_000
    let size = limit + offset
    let server = try HTTPServer(maximumBodySize: limit) { request in
      .text("\(request.body.count)")
    }
    defer { server.stop() }
    var request = URLRequest(url: server.baseURL)
    request.httpMethod = "POST"
    request.httpBody = Data(repeating: 7, count: size)
    let (body, response) = try await URLSession.shared.data(for: request)
    let status = (response as? HTTPURLResponse)?.statusCode
    if size <= limit {
      #expect(status == 200)
      #expect(String(decoding: body, as: UTF8.self) == "\(size)")
    } else {
      #expect(status == 413)
      #expect(String(decoding: body, as: UTF8.self).contains("larger than \(limit) bytes"))
    }
  }
}
