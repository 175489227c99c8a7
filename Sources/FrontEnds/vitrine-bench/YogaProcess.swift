// Yoga (Facebook's flexbox engine) in a child Python process, for the layout suite's
// comparison only: `scripts/yoga-layout-bench.py` builds the same tree shapes with the `poga`
// binding and times one `YGNodeCalculateLayout` per request. Vitrine never uses Yoga.
import Foundation

/// A running `scripts/yoga-layout-bench.py`, answering one timed layout per request.
final class YogaProcess {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private var buffered = Data()

  /// Starts the script with `python3` from `PATH`; throws ``Unavailable`` with the reason when
  /// the script is missing, Python will not start, or Yoga cannot be imported.
  init() throws {
    guard let script = Self.scriptURL() else {
      throw Unavailable(reason: "scripts/yoga-layout-bench.py not found")
    }
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path]
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { throw Unavailable(reason: "python3 did not start: \(error)") }
    let greeting = readLine()
    guard greeting == "ready" else {
      process.waitUntilExit()
      let reason = greeting.map { $0.hasPrefix("skipped: ") ? String($0.dropFirst(9)) : $0 }
      throw Unavailable(reason: reason ?? "the Yoga script said nothing")
    }
  }

  /// Why Yoga is not there to compare with.
  struct Unavailable: Error {
    let reason: String
  }

  /// Milliseconds Yoga took to lay out the tree of `sections` sections, text `variant`
  /// (`fixed` or `measured`); `nil` when the script gave no number.
  func layoutMilliseconds(sections: Int, variant: String) -> Double? {
    input.fileHandleForWriting.write(Data("\(sections) \(variant)\n".utf8))
    return readLine().flatMap(Double.init)
  }

  /// Ends the script (closing its input ends its loop).
  func stop() {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }

  private func readLine() -> String? {
    while true {
      if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffered[buffered.startIndex..<newline], as: UTF8.self)
        buffered.removeSubrange(buffered.startIndex...newline)
        return line
      }
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { return nil }
      buffered.append(chunk)
    }
  }

  /// The script in the current folder's `scripts/`, else beside this source file's checkout.
  private static func scriptURL() -> URL? {
    let relative = "scripts/yoga-layout-bench.py"
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      .appendingPathComponent(relative)
    let checkout = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(relative)
    return [here, checkout].first { FileManager.default.fileExists(atPath: $0.path) }
  }
}
