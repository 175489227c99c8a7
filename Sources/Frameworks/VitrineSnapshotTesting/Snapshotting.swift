import Foundation
import VitrineWidgetCore

/// A way to snapshot a value: how to turn it into a comparable format, how that format is
/// stored, and how two of them are compared.
///
/// Strategies are plain values; build new ones from existing ones with ``pullback(_:)``.
/// Widget strategies (``image(widget:device:colorScheme:redacted:scale:precision:perceptualPrecision:channelTolerance:)``,
/// ``accessibility(widget:device:colorScheme:redacted:text:)``, ``layout(widget:device:colorScheme:redacted:text:)``)
/// know the widget size they lay out at, so `assertSnapshot(of:as:layouts:)` can check several
/// sizes with one strategy.
public struct Snapshotting<Value, Format> {
  /// The reference file's extension: `png`, `txt`.
  public var pathExtension: String
  /// How the format is stored and compared.
  public var diffing: Diffing<Format>
  /// Takes the snapshot of a value, on the main actor (widget strategies lay views out).
  public var snapshot: @MainActor (Value) throws -> Format
  /// The same strategy at another layout; `nil` for strategies without one.
  public var relayout: ((SnapshotLayout) -> Snapshotting<Value, Format>)?

  /// Creates a strategy.
  public init(
    pathExtension: String, diffing: Diffing<Format>,
    snapshot: @escaping @MainActor (Value) throws -> Format,
    relayout: ((SnapshotLayout) -> Snapshotting<Value, Format>)? = nil
  ) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.snapshot = snapshot
    self.relayout = relayout
  }

  /// This strategy for values of another type, converted by `transform` first.
  public func pullback<NewValue>(
    _ transform: @escaping @MainActor (NewValue) throws -> Value
  ) -> Snapshotting<NewValue, Format> {
    let snapshot = self.snapshot
    return Snapshotting<NewValue, Format>(
      pathExtension: pathExtension, diffing: diffing,
      snapshot: { try snapshot(transform($0)) },
      relayout: relayout.map { relayout in { relayout($0).pullback(transform) } })
  }
}

/// How a snapshot format is written, read and compared.
public struct Diffing<Format> {
  /// The bytes of the reference file.
  public var toData: (Format) throws -> Data
  /// The format read back from a reference file.
  public var fromData: (Data) throws -> Format
  /// `nil` when `actual` matches `reference`, else what differs.
  public var compare: (_ reference: Format, _ actual: Format) -> SnapshotDifference?

  /// Creates a diffing.
  public init(
    toData: @escaping (Format) throws -> Data, fromData: @escaping (Data) throws -> Format,
    compare: @escaping (_ reference: Format, _ actual: Format) -> SnapshotDifference?
  ) {
    self.toData = toData
    self.fromData = fromData
    self.compare = compare
  }
}

/// What differs between a reference and an actual snapshot.
public struct SnapshotDifference: Sendable {
  /// One paragraph on what differs (counts, a line diff).
  public var message: String
  /// Files that show the difference, written next to the actual snapshot: a name suffix
  /// (`diff`) and the file's extension and bytes.
  public var attachments: [Attachment]

  /// A file that shows the difference.
  public struct Attachment: Sendable {
    /// The suffix added to the snapshot's name: `diff`.
    public var name: String
    /// The file extension: `png`.
    public var pathExtension: String
    /// The bytes.
    public var data: Data

    /// Creates an attachment.
    public init(name: String, pathExtension: String, data: Data) {
      self.name = name
      self.pathExtension = pathExtension
      self.data = data
    }
  }

  /// Creates a difference.
  public init(message: String, attachments: [Attachment] = []) {
    self.message = message
    self.attachments = attachments
  }
}

/// The size a widget view is laid out at: a family on a device screen, or a fixed size.
public struct SnapshotLayout: Sendable, Hashable, CustomStringConvertible {
  /// The family; with ``size`` set it still decides margins and chrome.
  public var family: WidgetFamily
  /// The screen.
  public var device: WidgetDevice
  /// A size in points replacing the family's size on the device.
  public var size: CGSize?

  /// Creates a layout.
  public init(family: WidgetFamily, device: WidgetDevice = .standard, size: CGSize? = nil) {
    self.family = family
    self.device = device
    self.size = size
  }

  /// A family on a device.
  public static func widget(
    _ family: WidgetFamily, device: WidgetDevice = .standard
  )
    -> SnapshotLayout
  {
    SnapshotLayout(family: family, device: device)
  }

  /// A fixed size in points, laid out as a small home-screen widget of that size.
  public static func fixed(width: CGFloat, height: CGFloat) -> SnapshotLayout {
    SnapshotLayout(family: .systemSmall, size: CGSize(width: width, height: height))
  }

  /// A small home-screen widget on the standard screen.
  public static let systemSmall = widget(.systemSmall)
  /// A medium home-screen widget on the standard screen.
  public static let systemMedium = widget(.systemMedium)
  /// A large home-screen widget on the standard screen.
  public static let systemLarge = widget(.systemLarge)
  /// A circular lock-screen widget.
  public static let accessoryCircular = widget(.accessoryCircular)
  /// A rectangular lock-screen widget.
  public static let accessoryRectangular = widget(.accessoryRectangular)
  /// An inline lock-screen widget.
  public static let accessoryInline = widget(.accessoryInline)

  /// The name used in reference file names: `systemSmall`, `systemSmall-iphone-430x932`,
  /// `320x200`.
  public var description: String {
    if let size {
      return "\(Int(size.width.rounded()))x\(Int(size.height.rounded()))"
    }
    return device == .standard ? family.rawValue : "\(family.rawValue)-\(device.id)"
  }
}
