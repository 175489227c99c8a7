import Foundation

/// The file a command writes its picture to (`-o FILE`): written whole, with an error that says
/// which folder is missing or what is in the way.
enum OutputFile {
  /// Writes `data` to `path`, replacing a file there.
  /// - Throws: ``CommandFailure`` naming the path and, when that is the cause, the missing
  ///   folder, a folder where the file should go, or a file where a folder should be.
  static func write(_ data: Data, to path: String) throws {
    let file = URL(fileURLWithPath: path)
    let folder = file.deletingLastPathComponent()
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
      throw CommandFailure(
        "cannot write \(path): the folder \(folder.path) does not exist (create it first)")
    }
    guard isFolder.boolValue else {
      throw CommandFailure("cannot write \(path): \(folder.path) is a file, not a folder")
    }
    if FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder),
      isFolder.boolValue
    {
      throw CommandFailure("cannot write \(path): it is a folder")
    }
    do {
      try data.write(to: file)
    } catch {
      let reason =
        FileManager.default.isWritableFile(atPath: folder.path)
        ? error.localizedDescription : "the folder \(folder.path) is not writable"
      throw CommandFailure("cannot write \(path): \(reason)")
    }
  }
}
