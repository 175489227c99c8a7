import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A command's throwaway folder under the system's temporary folder that does not outlive its
/// process: removed when the value goes away, on SIGINT, SIGTERM and SIGHUP (the process then
/// ends by that signal, as it would have), and, after a kill -9 that leaves no chance to clean
/// up, by the next command's sweep.
///
/// The folder is `<prefix>-<pid>-<UUID>` and holds a `.lock` file its process keeps locked
/// (`flock`) while it lives. The kernel drops the lock when the process ends however it ends,
/// so a sweep that can take the lock knows the owner is gone, across PID reuse and PID
/// namespaces alike. Only folders of the same user, with a lock file, are swept. The folder is
/// made under a hidden name and renamed once locked, so a sweep never sees it unlocked.
final class ScratchFolder: @unchecked Sendable {
  /// The folder.
  let url: URL
  private let lockDescriptor: Int32
  private let removed = NSLock()
  private var isRemoved = false

  /// Sweeps the folders `prefix` names whose processes are gone, then makes a new one.
  init(_ prefix: String) throws {
    let base = FileManager.default.temporaryDirectory
    Self.sweep(prefix: prefix, in: base)
    let name = "\(prefix)-\(getpid())-\(UUID().uuidString)"
    let staging = base.appendingPathComponent("." + name, isDirectory: true)
    url = base.appendingPathComponent(name, isDirectory: true)
    try FileManager.default.createDirectory(
      at: staging, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let descriptor = open(
      staging.appendingPathComponent(Self.lockName).path,
      O_CREAT | O_RDWR | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      if descriptor >= 0 { close(descriptor) }
      try? FileManager.default.removeItem(at: staging)
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: staging.path])
    }
    lockDescriptor = descriptor
    guard rename(staging.path, url.path) == 0 else {
      close(descriptor)
      try? FileManager.default.removeItem(at: staging)
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
    ScratchFolderSignals.shared.register(self)
  }

  deinit { remove() }

  /// Deletes the folder and everything in it (once).
  func remove() {
    let first = removed.withLock { () -> Bool in
      defer { isRemoved = true }
      return !isRemoved
    }
    guard first else { return }
    ScratchFolderSignals.shared.unregister(self)
    Self.delete(url)
    close(lockDescriptor)
  }

  /// The lock file's name.
  static let lockName = ".lock"

  /// Moves `folder` out of the way (so nothing more is made in it by path), then deletes it.
  static func delete(_ folder: URL) {
    let dying = folder.deletingLastPathComponent()
      .appendingPathComponent(".\(folder.lastPathComponent)-removing-\(UUID().uuidString)")
    let target = rename(folder.path, dying.path) == 0 ? dying : folder
    for _ in 0..<3 {
      if (try? FileManager.default.removeItem(at: target)) != nil { return }
    }
  }

  /// Deletes the folders in `base` named `<prefix>-…` (or left hidden, `.<prefix>-…`) that
  /// belong to this user and whose lock no process holds any more.
  static func sweep(prefix: String, in base: URL) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: base.path) else {
      return
    }
    for name in names where name.hasPrefix(prefix + "-") || name.hasPrefix("." + prefix + "-") {
      let folder = base.appendingPathComponent(name, isDirectory: true)
      var status = stat()
      guard lstat(folder.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
        status.st_uid == getuid()
      else { continue }
      let descriptor = open(
        folder.appendingPathComponent(lockName).path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
      guard descriptor >= 0 else { continue }
      defer { close(descriptor) }
      // Taken at once only when no living process holds it.
      guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { continue }
      try? FileManager.default.removeItem(at: folder)
    }
  }
}

/// The scratch folders alive in this process, and the signal handlers that remove them.
///
/// While one is registered, SIGINT, SIGTERM and SIGHUP are taken from their default handlers
/// and delivered through dispatch sources; a signal deletes every registered folder and then
/// ends the process by that same signal. When the last folder is removed the handlers go and
/// the signals' previous dispositions come back.
final class ScratchFolderSignals: @unchecked Sendable {
  static let shared = ScratchFolderSignals()

  private static let signals = [SIGINT, SIGTERM, SIGHUP]
  private let lock = NSLock()
  private var folders: [ObjectIdentifier: URL] = [:]
  private var sources: [any DispatchSourceSignal] = []
  private var previous: [Int32: sighandler_t?] = [:]

  func register(_ folder: ScratchFolder) {
    lock.withLock {
      folders[ObjectIdentifier(folder)] = folder.url
      guard sources.isEmpty else { return }
      for number in Self.signals {
        previous[number] = signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { [weak self] in self?.received(number) }
        source.resume()
        sources.append(source)
      }
    }
  }

  func unregister(_ folder: ScratchFolder) {
    lock.withLock {
      folders.removeValue(forKey: ObjectIdentifier(folder))
      guard folders.isEmpty, !sources.isEmpty else { return }
      for source in sources { source.cancel() }
      sources = []
      for (number, handler) in previous { signal(number, handler ?? SIG_DFL) }
      previous = [:]
    }
  }

  /// Deletes every folder, then ends the process by `number` with its default action.
  private func received(_ number: Int32) {
    let urls = lock.withLock { Array(folders.values) }
    for url in urls { ScratchFolder.delete(url) }
    // Dispatch's threads block signals: unblocked on this one and raised here, the default
    // action ends the process at once.
    signal(number, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, number)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(number)
    // Should the signal still be held back, end as a shell reports a death by it.
    _exit(128 + number)
  }
}
