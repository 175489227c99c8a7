import Foundation
import VitrineWidgetCore

/// The record `#Preview` places in the `swift5_tests` section, laid out as Swift Testing's test
/// content record: kind, reserved, accessor, context, reserved (32 bytes on 64-bit).
///
/// The accessor writes the preview's ``PreviewRegistration`` to its first argument when the
/// second points at `PreviewRegistration.self`. Swift Testing reads the same section and skips
/// records whose kind is not its own.
public typealias PreviewRecord = (
  kind: UInt32, reserved1: UInt32,
  accessor:
    @convention(c) (
      _ outValue: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?,
      _ reserved: UInt64
    ) -> Bool,
  context: UInt, reserved2: UInt
)

/// A `#Preview` the program declares, with where it was written.
///
/// ```swift
/// for registration in PreviewRegistration.all {
///   print(registration.name, registration.source)
/// }
/// ```
public struct PreviewRegistration {
  /// The preview.
  public let preview: Preview
  /// The file that declares it, as `#fileID` spells it (`MyWidgets/MyWidgets.swift`).
  public let fileID: String
  /// The line of the `#Preview`.
  public let line: Int

  /// The kind of the records `#Preview` writes, "vprv" as four ASCII bytes.
  static let recordKind: UInt32 = 0x7670_7276

  /// Where the preview was written: the file's name and the line (`MyWidgets.swift:97`).
  public var source: String {
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return "\(file):\(line)"
  }

  /// The preview's name, or where it was written when it has none.
  public var name: String { preview.name ?? source }

  /// What a `#Preview` record's accessor runs: writes the registration to `outValue` when the
  /// caller asks for a `PreviewRegistration`, and says whether it did.
  public static func store(
    _ preview: Preview, fileID: String, line: Int, into outValue: UnsafeMutableRawPointer,
    asking type: UnsafeRawPointer
  ) -> Bool {
    guard type.load(as: Any.Type.self) == PreviewRegistration.self else { return false }
    outValue.initializeMemory(
      as: PreviewRegistration.self,
      to: PreviewRegistration(preview: preview, fileID: fileID, line: line))
    return true
  }

  /// Every `#Preview` in the program and the libraries it loaded, in the order of their files
  /// and lines.
  public static var all: [PreviewRegistration] {
    var found: [PreviewRegistration] = []
    for section in PreviewSections.testContentSections() {
      let count = section.count / MemoryLayout<PreviewRecord>.stride
      let records = section.baseAddress!.bindMemory(to: PreviewRecord.self, capacity: count)
      for index in 0..<count where records[index].kind == recordKind {
        let slot = UnsafeMutablePointer<PreviewRegistration>.allocate(capacity: 1)
        defer { slot.deallocate() }
        let stored = withUnsafePointer(to: PreviewRegistration.self as Any.Type) { type in
          records[index].accessor(UnsafeMutableRawPointer(slot), UnsafeRawPointer(type), nil, 0)
        }
        if stored { found.append(slot.move()) }
      }
    }
    return found.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
  }
}

/// Finds the `swift5_tests` section of every loaded image through the Swift runtime, as Swift
/// Testing finds its tests: no list of previews is kept anywhere, and no symbols are exported.
enum PreviewSections {
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
          guard words[0] >= PreviewSections.firstVersionWithTests, let context else { return true }
          let start = words[PreviewSections.testsRangeWord]
          let length = words[PreviewSections.testsRangeWord + 1]
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
