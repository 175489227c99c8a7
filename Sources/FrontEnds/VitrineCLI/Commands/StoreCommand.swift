import Foundation
import VitrineAppGroupStore

extension CommandSpec {
  /// `vitrine store`: inspects and edits the App Group store.
  static let store = CommandSpec(
    name: "store",
    summary: "inspect or edit the App Group store (list, get, set, remove, increment)",
    positionals: [
      PositionalSpec(
        name: "ACTION", help: "list | get KEY | set KEY VALUE | remove KEY | increment KEY"),
      PositionalSpec(
        name: "ARGS", help: "the key, and the value for set", optional: true, variadic: true),
    ],
    options: [
      CommonOptions.dataDir,
      .value("suite", "NAME", help: "the App Group identifier (default group.vitrine)"),
      .value("type", "TYPE", help: "for set: string (default), int, double or bool"),
      .value(
        "times", "N",
        help: "for increment: how many separate increments (default 1, at most 10,000,000)"),
      .flag("print-each", help: "for increment: print every value as soon as it is committed"),
    ],
    discussion: """
      Each increment is its own atomic read-modify-write transaction, so several processes may
      increment the same key at once and no increment is lost.
      """,
    run: { arguments, console in
      let store = try AppGroupStore(
        suiteName: arguments.value("suite") ?? "group.vitrine",
        directory: CommonOptions.dataDirectory(arguments, console))
      let action = arguments.positionals[0]
      let rest = Array(arguments.positionals.dropFirst())
      func expect(_ count: Int, _ names: String) throws {
        guard rest.count == count else { throw UsageError("'store \(action)' takes \(names)") }
      }
      switch action {
      case "list":
        try expect(0, "no arguments")
        for key in try store.keys() {
          if let (type, text) = try store.describeValue(forKey: key) {
            console.out("\(key)  (\(type))  \(text)")
          }
        }
      case "get":
        try expect(1, "KEY")
        guard let (_, text) = try store.describeValue(forKey: rest[0]) else {
          throw StoreCommandError.missingKey(rest[0], store.fileURL.path)
        }
        console.out(text)
      case "set":
        try expect(2, "KEY VALUE")
        try set(rest[1], forKey: rest[0], type: arguments.value("type") ?? "string", in: store)
      case "remove":
        try expect(1, "KEY")
        try store.removeObject(forKey: rest[0])
      case "increment":
        try expect(1, "KEY")
        let times = try CommonOptions.integer(
          arguments, "times", default: 1, in: 0...maximumIncrements)
        let key = rest[0]
        var last = try store.integer(forKey: key)
        for _ in 0..<times {
          last = try store.update(key, default: 0) { (value: inout Int) in
            let (next, overflow) = value.addingReportingOverflow(1)
            guard !overflow else {
              throw CommandFailure(
                "key '\(key)' in \(store.fileURL.path) holds \(value), the largest integer; "
                  + "it was left as it is")
            }
            value = next
            return next
          }
          if arguments.flag("print-each") { console.out(String(last)) }
        }
        if !arguments.flag("print-each") { console.out(String(last)) }
      default:
        throw UsageError("unknown store action '\(action)' (list, get, set, remove, increment)")
      }
    })

  /// The most increments one `store increment` runs.
  static let maximumIncrements = 10_000_000

  private static func set(
    _ text: String, forKey key: String, type: String, in store: AppGroupStore
  )
    throws
  {
    func parsed<T>(_ value: T?) throws -> T {
      guard let value else { throw UsageError("'\(text)' is not a valid \(type)") }
      return value
    }
    switch type {
    case "string": try store.set(text, forKey: key)
    case "int": try store.set(try parsed(Int(text)), forKey: key)
    case "double":
      let number = try parsed(Double(text))
      guard !number.isNaN else { throw UsageError("'\(text)' is not a number the store can keep") }
      try store.set(number, forKey: key)
    case "bool": try store.set(try parsed(Bool(text)), forKey: key)
    default: throw UsageError("unknown --type '\(type)' (string, int, double, bool)")
    }
  }
}

/// Why a store command failed.
enum StoreCommandError: Error, CustomStringConvertible {
  case missingKey(String, String)

  var description: String {
    switch self {
    case .missingKey(let key, let path): return "no key '\(key)' in \(path)"
    }
  }
}
