import Foundation

/// The compiler's side of a macro plugin: messages on standard input and output, each an 8-byte
/// little-endian length followed by that many bytes of JSON.
struct PluginChannel {
  /// The largest message accepted; a macro's source text is far smaller.
  static let maximumLength: UInt64 = 64 << 20

  /// The next message as a JSON object, or `nil` when the compiler closed the pipe or sent
  /// something that is not a message (the plugin then ends, and the compiler reports it).
  func receive() -> [String: Any]? {
    guard let header = read(8) else { return nil }
    let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
    guard length <= Self.maximumLength, let body = read(Int(length)) else { return nil }
    return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
  }

  /// Writes `message` as one framed JSON message.
  func send(_ message: [String: Any]) {
    guard let json = try? JSONSerialization.data(withJSONObject: message) else { return }
    var header = Data(count: 8)
    header.withUnsafeMutableBytes {
      $0.storeBytes(of: UInt64(json.count).littleEndian, as: UInt64.self)
    }
    FileHandle.standardOutput.write(header + json)
  }

  private func read(_ count: Int) -> Data? {
    var data = Data()
    while data.count < count {
      let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
      if chunk.isEmpty { return nil }
      data.append(chunk)
    }
    return data
  }
}
