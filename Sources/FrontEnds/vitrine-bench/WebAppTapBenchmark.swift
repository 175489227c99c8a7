import Foundation
import VitrineHomeScreen

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// App taps in the configuration `make run` serves (issue 25): a `vitrine serve` process of the
/// debug build (`.build/debug/vitrine`, or `VITRINE_WEB_EXECUTABLE`) on a fresh data folder,
/// driven over loopback as the page drives it. Each tap is the Vitrine app's "Drama" chip
/// (filter, then unfilter): the POST of the input, then the GET of the picture it names, at
/// 1 pixel per point (what the page asks for at 1440×900 on a 1× screen) and at 3 (a phone's
/// own scale, or a 4K window). Goal: p95 at most 100 ms.
///
/// Answers the JSON fields to add to the web suite's line (an `appTapSkipped` reason when no
/// such executable was built).
func measureAppTaps(rounds: Int = 40) async throws -> String {
  let path =
    ProcessInfo.processInfo.environment["VITRINE_WEB_EXECUTABLE"] ?? ".build/debug/vitrine"
  guard FileManager.default.isExecutableFile(atPath: path) else {
    return #","appTapSkipped":"no executable at \#(path)""#
  }
  let folder = try TemporaryFolder("vitrine-bench-apptap")
  let server = Process()
  server.executableURL = URL(fileURLWithPath: path)
  server.arguments = ["serve", "--port", "0", "--data-dir", folder.path]
  let output = Pipe()
  server.standardOutput = output
  server.standardError = FileHandle.nullDevice
  try server.run()
  defer {
    server.interrupt()
    server.waitUntilExit()
  }
  let base = try serverAddress(output.fileHandleForReading)
  let client = try await BenchClient.open(base, connections: 2)
  var state = try await client.postJSON("/api/apps/open", ["app": "vitrine"])
  var figures = ""
  for scale in [1, 3] {
    _ = try await client.get(try picture(of: state, scale: scale))
    var times: [Double] = []
    for _ in 0..<rounds {
      let chip = try center(of: "Drama", in: state)
      let start = ContinuousClock.now
      state = try await client.postJSON(
        "/api/apps/input", ["action": "tap", "x": chip.x, "y": chip.y])
      _ = try await client.get(try picture(of: state, scale: scale))
      times.append((ContinuousClock.now - start).fractionalMilliseconds)
    }
    times.sort()
    figures +=
      #","appTap\#(scale)xP50Ms":\#(rounded(percentile(times, 0.5))),"#
      + #""appTap\#(scale)xP95Ms":\#(rounded(percentile(times, 0.95)))"#
  }
  return figures + #","appTapRounds":\#(rounds),"appTapGoalP95Ms":100"#
}

/// The address `vitrine serve` prints on its first line, read within 60 seconds.
private func serverAddress(_ handle: FileHandle) throws -> URL {
  let deadline = Date().addingTimeInterval(60)
  var text = ""
  while Date() < deadline {
    let chunk = handle.availableData
    guard !chunk.isEmpty else { break }
    text += String(decoding: chunk, as: UTF8.self)
    if let range = text.range(of: #"http://[0-9.:]+/"#, options: .regularExpression),
      let url = URL(string: String(text[range]))
    {
      return url
    }
    guard text.utf8.count < 4096 else { break }
  }
  throw BenchError("vitrine serve printed no address: \(text.prefix(200))")
}

/// The picture URL of an app state at `scale` pixels per point.
private func picture(of state: [String: Any], scale: Int) throws -> String {
  guard let image = state["image"] as? String, !image.isEmpty else {
    throw BenchError("the app state names no picture")
  }
  return image + "&scale=\(scale)"
}

/// The centre of the element labelled `label` in an app state.
private func center(of label: String, in state: [String: Any]) throws -> (x: Double, y: Double) {
  guard let elements = state["elements"] as? [[String: Any]],
    let element = elements.first(where: { $0["label"] as? String == label }),
    let frame = element["frame"] as? [String: Any],
    let x = (frame["x"] as? NSNumber)?.doubleValue, let y = (frame["y"] as? NSNumber)?.doubleValue,
    let width = (frame["width"] as? NSNumber)?.doubleValue,
    let height = (frame["height"] as? NSNumber)?.doubleValue
  else { throw BenchError("the app shows no \(label)") }
  return (x + width / 2, y + height / 2)
}

extension BenchClient {
  /// POSTs `body` as JSON with the page's cookie and token; answers the JSON object.
  func postJSON(_ path: String, _ body: [String: Any]) async throws -> [String: Any] {
    var request = URLRequest(url: URL(string: path, relativeTo: base)!)
    request.httpMethod = "POST"
    request.httpBody = try JSONSerialization.data(withJSONObject: body)
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue(cookie, forHTTPHeaderField: "Cookie")
    request.setValue(token, forHTTPHeaderField: "X-CSRF-Token")
    let (data, response) = try await session.data(for: request)
    guard (response as? HTTPURLResponse)?.statusCode == 200,
      let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    else {
      throw BenchError("POST \(path) failed: \(String(decoding: data.prefix(300), as: UTF8.self))")
    }
    return object
  }
}
