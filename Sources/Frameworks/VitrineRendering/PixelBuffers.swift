import Synchronization

/// Pixel buffers kept between renders to PNG, so a render clears a buffer it already has
/// instead of asking for a fresh zero-filled one (whose pages the kernel would have to fault in
/// and zero again).
///
/// A buffer serves one render at a time; renders on several threads at once each take their
/// own. Only buffers up to ``largestKept`` pixels are kept, at most ``keptCount`` of them.
final class PixelBuffers: Sendable {
  /// The buffers every renderer shares.
  static let shared = PixelBuffers()

  /// The most pixels a kept buffer holds: a large widget at 3× is about 1.1 M.
  static let largestKept = 4 << 20
  /// How many idle buffers are kept.
  static let keptCount = 4

  private let idle = Mutex<[PixelBuffer]>([])

  /// Runs `body` with `count` transparent (zero) pixels, in a kept buffer when one is large
  /// enough.
  func withCleared<T>(
    count: Int, _ body: (UnsafeMutableBufferPointer<UInt32>) throws -> T
  ) rethrows -> T {
    let buffer =
      idle.withLock { buffers in
        buffers.firstIndex { $0.pixels.count >= count }.map { buffers.remove(at: $0) }
      } ?? PixelBuffer(count: count)
    defer {
      if buffer.pixels.count <= Self.largestKept {
        idle.withLock { buffers in
          if buffers.count < Self.keptCount { buffers.append(buffer) }
        }
      }
    }
    let pixels = UnsafeMutableBufferPointer(rebasing: buffer.pixels[0..<count])
    pixels.update(repeating: 0)
    return try body(pixels)
  }
}

/// Memory for pixels, owned by one render at a time.
private final class PixelBuffer: @unchecked Sendable {
  let pixels: UnsafeMutableBufferPointer<UInt32>

  init(count: Int) {
    pixels = .allocate(capacity: count)
  }

  deinit { pixels.deallocate() }
}
