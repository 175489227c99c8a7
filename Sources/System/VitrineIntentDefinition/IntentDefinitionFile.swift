import Foundation
import VitrineBoundedFiles

extension IntentDefinitionParser {
  /// Reads and parses the `.intentdefinition` file at `path`: a regular file of at most
  /// ``maximumSize`` bytes, checked before it is read (a directory, a device such as
  /// `/dev/zero`, a named pipe or a 1 GB file is refused without reading it).
  public static func parse(contentsOf path: String) throws -> IntentDefinitionModel {
    let data: Data
    do {
      data = try BoundedFile.read(path, limit: maximumSize)
    } catch {
      throw IntentDefinitionError(key: "the file", error.description)
    }
    return try parse(data)
  }
}
