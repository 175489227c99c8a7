import Foundation
import Testing

@testable import VitrineWebHome

/// The router is a pure function of the request: these tests need no server.
@Suite("Routing without a server")
struct WebRouteTests {
  func route(_ method: String, _ path: String, host: String? = "127.0.0.1:8080") throws -> WebRoute
  {
    var headers: [String: String] = [:]
    headers["host"] = host
    return try WebRoute(
      method: method, path: path, headers: headers, hostNames: ["127.0.0.1", "localhost"])
  }

  func status(_ method: String, _ path: String, host: String? = "127.0.0.1:8080") -> Int? {
    do {
      _ = try route(method, path, host: host)
      return nil
    } catch let error as RequestError {
      return error.status
    } catch {
      return -1
    }
  }

  @Test func pagesFilesAndAPIs() throws {
    #expect(try route("GET", "/") == .page)
    #expect(try route("HEAD", "/index.html") == .page)
    #expect(try route("GET", "/static/home.js") == .staticFile("/static/home.js"))
    #expect(try route("GET", "/api/v1/titles/stalker") == .catalogAPI)
    #expect(try route("GET", "/.well-known/apple-app-site-association") == .associationFile)
    #expect(
      try route("GET", "/api/stats/total/country/france") == .statistics("/total/country/france"))
    #expect(try route("GET", "/widgets/w12.png") == .widgetImage("w12"))
    #expect(
      try route("GET", "/gallery/clock/systemSmall.png")
        == .galleryImage(kind: "clock", family: "systemSmall"))
    #expect(try route("GET", "/apps/screen.png") == .appImage)
    #expect(try route("GET", "/api/widgets/w3/configuration") == .widgetConfiguration("w3"))
    #expect(try route("GET", "/api/shared") == .shared)
  }

  @Test func changesArePostsAndNeedTheToken() throws {
    #expect(try route("POST", "/api/widgets/w1/tap") == .tap("w1"))
    #expect(try route("POST", "/api/apps/input") == .appInput)
    #expect(try route("POST", "/api/apps/messages/compose") == .compose)
    #expect(try route("POST", "/api/shared/hide") == .hideShared)
    #expect(try route("POST", "/api/apps/open").isChange)
    #expect(try !route("GET", "/api/apps/current").isChange)
    // A change asked for with GET, or a read with POST, is not found.
    #expect(status("GET", "/api/apps/open") == 404)
    #expect(status("POST", "/api/home") == 404)
  }

  @Test func refusals() {
    #expect(status("DELETE", "/") == 405)
    #expect(status("GET", "/", host: "evil.example") == 421)
    #expect(status("GET", "/api/widgets/x1") == 404)
    #expect(status("GET", "/widgets/w1.gif") == 404)
    #expect(status("GET", "/" + String(repeating: "a", count: 3000)) == 414)
    #expect(status("POST", "/") == 404)
  }

  @Test("any bytes route or are refused with a status, never a trap")
  func arbitraryInput() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("/.%?=&:aw0159-_ \u{0}\u{FFFD}é日".unicodeScalars)
    let methods = ["GET", "POST", "HEAD", "PUT", "", "get", "POST\r\n"]
    for _ in 0..<2000 {
      let length = Int.random(in: 0...40, using: &generator)
      var path = ""
      for _ in 0..<length {
        path.unicodeScalars.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)])
      }
      let method = methods[Int.random(in: 0..<methods.count, using: &generator)]
      let outcome = status(method, path)
      #expect(outcome == nil || [404, 405, 414, 421].contains(outcome!), "\(method) \(path)")
    }
  }
}
