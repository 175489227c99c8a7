import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Why a file given from outside was not read.
public enum BoundedFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Nothing is at the path.
  case notFound
  /// Something other than a regular file is at the path (`kind` names it: "a directory").
  case notARegularFile(kind: String)
  /// The file is larger than the reader accepts.
  case tooLarge(bytes: Int, limit: Int)
  /// The system refused to open or read it (`reason` in words, such as "permission denied").
  case unreadable(reason: String)

  public var description: String {
    switch self {
    case .notFound: return "there is no such file"
    case .notARegularFile(let kind): return "it is \(kind), not a regular file"
    case .tooLarge(let bytes, let limit):
      return "it is \(bytes) bytes; at most \(limit) bytes are read"
    case .unreadable(let reason): return "it cannot be read: \(reason)"
    }
  }
}

/// Reads a file named from outside (a command-line argument, a build input) without trusting
/// it: the file is opened without blocking, must be a regular file (not a directory, a device
/// such as `/dev/zero`, or a named pipe that would block forever), and its size is checked
/// before a byte is read; at most `limit` bytes are ever read, even when it grows meanwhile.
public enum BoundedFile {
  /// The contents of the regular file at `path`, at most `limit` bytes.
  ///
  /// - Throws: ``BoundedFileError`` naming what is wrong in words.
  public static func read(_ path: String, limit: Int) throws(BoundedFileError) -> Data {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw openError(errno) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .unreadable(reason: reason(errno)) }
    let type = info.st_mode & 0o170000
    guard type == 0o100000 else { throw .notARegularFile(kind: kind(type)) }
    guard Int(info.st_size) <= limit else {
      throw .tooLarge(bytes: Int(info.st_size), limit: limit)
    }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while data.count <= limit {
      let wanted = min(chunk.count, limit + 1 - data.count)
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw .unreadable(reason: reason(errno))
      }
      if count == 0 { break }
      data.append(contentsOf: chunk[..<count])
    }
    guard data.count <= limit else { throw .tooLarge(bytes: data.count, limit: limit) }
    return data
  }

  /// What a failed `open` means.
  static func openError(_ code: Int32) -> BoundedFileError {
    switch code {
    case ENOENT: return .notFound
    case ENOTDIR: return .notFound
    case ENXIO: return .notARegularFile(kind: "a socket or a device without a reader")
    default: return .unreadable(reason: reason(code))
    }
  }

  /// The kind of file a `st_mode` type names.
  static func kind(_ type: UInt32) -> String {
    switch type {
    case 0o040000: return "a directory"
    case 0o020000: return "a character device"
    case 0o060000: return "a block device"
    case 0o010000: return "a named pipe (FIFO)"
    case 0o140000: return "a socket"
    default: return "a special file"
    }
  }

  /// The system's words for an error number, lowercased as in "permission denied".
  static func reason(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}
