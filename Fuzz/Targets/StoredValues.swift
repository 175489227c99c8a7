// Fuzz target: the App Group store's stored-value decoding. The first byte picks the stored
// type tag and the SQLite kind of the value, the rest is the value; it is read as every type
// the widgets read.
import Foundation
import VitrineSQLite

struct Position: Codable { var index: Int; var direction: String }
struct Cache: Codable { var fetchedAt: Date?; var posters: [Position] }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoredValues(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  guard count > 0 else { return 0 }
  let data = Data(bytes: bytes + 1, count: count - 1)
  let tags = ["int", "double", "bool", "string", "data", "json", "other"]
  let tag = tags[Int(bytes[0] & 0x07) % tags.count]
  let text = String(decoding: data, as: UTF8.self)
  let number = data.prefix(8).reduce(Int64(0)) { $0 << 8 | Int64($1) }
  let value: SQLiteValue
  switch bytes[0] >> 4 {
  case 0: value = .null
  case 1: value = .integer(number)
  case 2: value = .real(Double(bitPattern: UInt64(bitPattern: number)))
  case 3: value = .blob(data)
  default: value = .text(text)
  }
  func read<T: Decodable>(_ type: T.Type) {
    _ = try? StoredValue.decode(T.self, type: tag, value: value, key: "k", path: "/fuzz")
  }
  read(Int.self)
  read(Double.self)
  read(Bool.self)
  read(String.self)
  read(Data.self)
  read(Position.self)
  read(Cache.self)
  _ = StoredValue.describe(value, type: tag)
  return 0
}
