import Foundation

/// Values a program registers at compile time in `swift5_tests` records (``PreviewRecord``'s
/// layout), read back at run time: `#Preview`s, and the command line `@main` on a widget bundle
/// runs.
///
/// Each record's accessor is asked for a value of one type; records of other kinds, and
/// Swift Testing's own, are skipped.
public enum RuntimeRecords {
  /// The values of every record of `kind` whose accessor answers for `type`, in the order of
  /// the loaded images and of the records in each.
  public static func values<Value>(of type: Value.Type, kind: UInt32) -> [Value] {
    var found: [Value] = []
    for section in RecordSections.testContentSections() {
      let count = section.count / MemoryLayout<PreviewRecord>.stride
      guard let base = section.baseAddress, count > 0 else { continue }
      let records = base.bindMemory(to: PreviewRecord.self, capacity: count)
      for index in 0..<count where records[index].kind == kind {
        let slot = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        defer { slot.deallocate() }
        let stored = withUnsafePointer(to: Value.self as Any.Type) { asked in
          records[index].accessor(UnsafeMutableRawPointer(slot), UnsafeRawPointer(asked), nil, 0)
        }
        if stored { found.append(slot.move()) }
      }
    }
    return found
  }

  /// What a record's accessor runs: writes `value` to `outValue` when the reader asks for
  /// `Value`, and says whether it did.
  public static func store<Value>(
    _ value: @autoclosure () -> Value, into outValue: UnsafeMutableRawPointer,
    asking type: UnsafeRawPointer
  ) -> Bool {
    guard type.load(as: Any.Type.self) == Value.self else { return false }
    outValue.initializeMemory(as: Value.self, to: value())
    return true
  }
}

/// Finds the `swift5_tests` section of every loaded image through the Swift runtime, as Swift
/// Testing finds its tests: no list of previews is kept anywhere, and no symbols are exported.
enum RecordSections {
  /// The layout version from which the runtime's section table has `swift5_tests`.
  static let firstVersionWithTests: UInt = 4
  /// The `swift5_tests` range's position in the table: four header words, then fourteen
  /// (start, length) ranges before it.
  static let testsRangeWord = 4 + 14 * 2

  private typealias SectionVisitor =
    @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?)
    -> Bool
  private typealias Enumerate = @convention(c) (SectionVisitor, UnsafeMutableRawPointer?) -> Void

  /// The `swift5_tests` section of each image, empty ones left out; none when the runtime does
  /// not offer `swift_enumerateAllMetadataSections` (a statically linked standard library).
  static func testContentSections() -> [UnsafeRawBufferPointer] {
    guard let handle = dlopen(nil, RTLD_NOW),
      let symbol = dlsym(handle, "swift_enumerateAllMetadataSections")
    else { return [] }
    let enumerate = unsafeBitCast(symbol, to: Enumerate.self)
    var sections: [UnsafeRawBufferPointer] = []
    withUnsafeMutablePointer(to: &sections) { list in
      enumerate(
        { table, context in
          let words = table.assumingMemoryBound(to: UInt.self)
          guard words[0] >= RecordSections.firstVersionWithTests, let context else { return true }
          let start = words[RecordSections.testsRangeWord]
          let length = words[RecordSections.testsRangeWord + 1]
          if let base = UnsafeRawPointer(bitPattern: start), length > 0 {
            context.assumingMemoryBound(to: [UnsafeRawBufferPointer].self).pointee.append(
              UnsafeRawBufferPointer(start: base, count: Int(length)))
          }
          return true
        }, UnsafeMutableRawPointer(list))
    }
    return sections
  }
}
