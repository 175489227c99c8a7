import Foundation
import Testing
import VitrineTestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `vitrine serve` as a person runs it: a process that prints its address, answers, refuses a
/// taken port clearly, and ends with status 0 on SIGTERM.
@Suite(.timeLimit(.minutes(10))) struct ServeCommandTests {
  @Test func servesUntilSIGTERMAndExitsWithZero() async throws {
    let folder = try TemporaryFolder("vitrine-serve")
    let process = Process()
    process.executableURL = BuiltProducts.executable("vitrine")
    process.arguments = ["serve", "--port", "0", "--data-dir", folder.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    defer { if process.isRunning { process.terminate() } }
    let line = try await firstLine(of: output.fileHandleForReading)
    let address = try #require(line.split(separator: " ").first { $0.hasPrefix("http://") })
    let url = try #require(URL(string: String(address)))
    #expect(url.host == "127.0.0.1")
    let (page, response) = try await URLSession.shared.data(from: url)
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    #expect(String(decoding: page, as: UTF8.self).contains("csrf-token"))

    // The same port again is a clear error, exit status 1.
    let taken = await vitrine("serve", "--port", "\(url.port ?? 0)")
    #expect(taken.status == 1)
    #expect(taken.err.contains("cannot listen on 127.0.0.1:\(url.port ?? 0)"))

    kill(process.processIdentifier, SIGTERM)
    let status = await exitStatus(of: process)
    #expect(status == 0)
    #expect(process.terminationReason == .exit)
  }

  @Test func aPortOutOfRangeIsAUsageError() async {
    let result = await vitrine("serve", "--port", "70000")
    #expect(result.status == 2)
    #expect(result.err.contains("--port expects a number from 0 to 65535"))
  }
}

/// The first line a process prints, read on a thread of its own; fails after 60 seconds.
private func firstLine(of handle: FileHandle) async throws -> String {
  try await withCheckedThrowingContinuation { continuation in
    Thread.detachNewThread {
      var buffer = Data()
      let deadline = Date().addingTimeInterval(60)
      while Date() < deadline {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        buffer.append(chunk)
        if let newline = buffer.firstIndex(of: 0x0A) {
          continuation.resume(returning: String(decoding: buffer[..<newline], as: UTF8.self))
          return
        }
      }
      continuation.resume(
        throwing: CocoaError(
          .fileReadUnknown,
          userInfo: [NSLocalizedDescriptionKey: "vitrine serve printed no line: \(buffer)"]))
    }
  }
}

/// Waits for the process to end on a thread of its own.
private func exitStatus(of process: Process) async -> Int32 {
  await withCheckedContinuation { continuation in
    Thread.detachNewThread {
      process.waitUntilExit()
      continuation.resume(returning: process.terminationStatus)
    }
  }
}
