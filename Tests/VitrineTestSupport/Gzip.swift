import CVitrineISAL
import Foundation

/// gzip compression by ISA-L, for bodies test servers send compressed.
public enum Gzip {
  /// `data` as a gzip file at ISA-L's smallest level, or nil when it needs more than
  /// `capacity` bytes (by default, room for any input).
  public static func compress(_ data: Data, capacity: Int? = nil) -> Data? {
    let level: UInt32 = 3
    let room = capacity ?? data.count + 5 * (data.count / 65_535 + 1) + 64
    guard data.count <= Int(UInt32.max / 2), room <= Int(UInt32.max / 2) else { return nil }
    let levelBufferSize = vitrine_isal_level_buffer_size(level)
    let levelBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: Int(levelBufferSize))
    defer { levelBuffer.deallocate() }
    var input = [UInt8](data)
    var output = [UInt8](repeating: 0, count: room)
    var written: UInt32 = 0
    let status = input.withUnsafeMutableBufferPointer { input in
      output.withUnsafeMutableBufferPointer { output in
        vitrine_isal_compress(
          UInt16(IGZIP_GZIP), level, levelBuffer, levelBufferSize, input.baseAddress,
          UInt32(input.count), output.baseAddress, UInt32(output.count), &written)
      }
    }
    guard status == COMP_OK else { return nil }
    return Data(output.prefix(Int(written)))
  }
}
