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
    RuntimeRecords.store(
      PreviewRegistration(preview: preview, fileID: fileID, line: line), into: outValue,
      asking: type)
  }

  /// Every `#Preview` in the program and the libraries it loaded, in the order of their files
  /// and lines.
  public static var all: [PreviewRegistration] {
    RuntimeRecords.values(of: PreviewRegistration.self, kind: recordKind)
      .sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
  }
}
