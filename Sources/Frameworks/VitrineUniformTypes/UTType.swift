import Foundation

/// A uniform type identifier: what kind of data a file or value holds, as
/// `UniformTypeIdentifiers.UTType` (the system-declared types widgets use).
public struct UTType: Hashable, Sendable, CustomStringConvertible {
  /// The reverse-DNS identifier (`public.png`).
  public let identifier: String
  private let entry: Declaration?

  /// The type with `identifier`, if the system declares it.
  public init?(_ identifier: String) {
    guard let entry = Declaration.byIdentifier[identifier.lowercased()] else { return nil }
    self.init(entry)
  }

  /// The type whose preferred or other filename extension is `filenameExtension`
  /// (without the dot), if one is declared and conforms to `supertype`.
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    let key = filenameExtension.lowercased()
    guard let entry = Declaration.all.first(where: { $0.extensions.contains(key) }) else {
      return nil
    }
    self.init(entry)
    guard conforms(to: supertype) else { return nil }
  }

  /// The type whose MIME type is `mimeType`, if one is declared and conforms to `supertype`.
  public init?(mimeType: String, conformingTo supertype: UTType = .data) {
    let key = mimeType.lowercased()
    guard let entry = Declaration.all.first(where: { $0.mimeTypes.contains(key) }) else {
      return nil
    }
    self.init(entry)
    guard conforms(to: supertype) else { return nil }
  }

  private init(_ entry: Declaration) {
    identifier = entry.identifier
    self.entry = entry
  }

  /// The extension a file of this type gets (`png`), if any.
  public var preferredFilenameExtension: String? { entry?.extensions.first }
  /// The MIME type of this type (`image/png`), if any.
  public var preferredMIMEType: String? { entry?.mimeTypes.first }
  /// The English description (`PNG image`).
  public var localizedDescription: String? { entry?.summary }
  /// Whether the system declares this type (every value made here is).
  public var isDeclared: Bool { entry != nil }
  /// Whether it is dynamic (never, here).
  public var isDynamic: Bool { false }
  /// Whether the system declares it publicly (`public.` identifiers).
  public var isPublicType: Bool { identifier.hasPrefix("public.") }

  /// The types this type conforms to directly or through them, itself excluded.
  public var supertypes: Set<UTType> {
    var found: Set<UTType> = []
    var pending = entry?.parents ?? []
    while let next = pending.popLast() {
      guard let parent = UTType(next), found.insert(parent).inserted else { continue }
      pending.append(contentsOf: parent.entry?.parents ?? [])
    }
    return found
  }

  /// Whether this type is `type` or conforms to it (a PNG is an image, data and an item).
  public func conforms(to type: UTType) -> Bool {
    type == self || supertypes.contains(type)
  }

  /// Whether `type` conforms to this one.
  public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
  /// Whether this type conforms to `type` and is not it.
  public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

  /// The identifier.
  public var description: String { identifier }

  /// Equal when the identifiers are.
  public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
  /// Hashes the identifier.
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

  fileprivate static func declared(_ identifier: String) -> UTType {
    guard let entry = Declaration.byIdentifier[identifier] else {
      preconditionFailure("UTType table lacks \(identifier)")
    }
    return UTType(entry)
  }
}

extension UTType {
  /// `public.item`: the root of the physical hierarchy.
  public static let item = declared("public.item")
  /// `public.content`: the root of the content hierarchy.
  public static let content = declared("public.content")
  /// `public.data`: bytes.
  public static let data = declared("public.data")
  /// `public.text`.
  public static let text = declared("public.text")
  /// `public.plain-text`.
  public static let plainText = declared("public.plain-text")
  /// `public.utf8-plain-text`.
  public static let utf8PlainText = declared("public.utf8-plain-text")
  /// `public.json`.
  public static let json = declared("public.json")
  /// `public.xml`.
  public static let xml = declared("public.xml")
  /// `public.html`.
  public static let html = declared("public.html")
  /// `public.url`.
  public static let url = declared("public.url")
  /// `public.file-url`.
  public static let fileURL = declared("public.file-url")
  /// `public.image`.
  public static let image = declared("public.image")
  /// `public.png`.
  public static let png = declared("public.png")
  /// `public.jpeg`.
  public static let jpeg = declared("public.jpeg")
  /// `public.heic`.
  public static let heic = declared("public.heic")
  /// `com.compuserve.gif`.
  public static let gif = declared("com.compuserve.gif")
  /// `public.svg-image`.
  public static let svg = declared("public.svg-image")
  /// `com.adobe.pdf`.
  public static let pdf = declared("com.adobe.pdf")
  /// `public.audiovisual-content`.
  public static let audiovisualContent = declared("public.audiovisual-content")
  /// `public.movie`.
  public static let movie = declared("public.movie")
  /// `public.audio`.
  public static let audio = declared("public.audio")
  /// `public.comma-separated-values-text`.
  public static let commaSeparatedText = declared("public.comma-separated-values-text")
}

/// One system-declared type: its parents, extensions and MIME types.
private struct Declaration: Hashable, Sendable {
  let identifier: String
  let parents: [String]
  let extensions: [String]
  let mimeTypes: [String]
  let summary: String

  static let all: [Declaration] = [
    .init(identifier: "public.item", parents: [], extensions: [], mimeTypes: [], summary: "item"),
    .init(
      identifier: "public.content", parents: [], extensions: [], mimeTypes: [], summary: "content"),
    .init(
      identifier: "public.data", parents: ["public.item"], extensions: [],
      mimeTypes: ["application/octet-stream"], summary: "data"),
    .init(
      identifier: "public.text", parents: ["public.data", "public.content"], extensions: [],
      mimeTypes: [], summary: "text"),
    .init(
      identifier: "public.plain-text", parents: ["public.text"], extensions: ["txt", "text"],
      mimeTypes: ["text/plain"], summary: "plain text"),
    .init(
      identifier: "public.utf8-plain-text", parents: ["public.plain-text"], extensions: [],
      mimeTypes: [], summary: "Unicode (UTF-8) plain text"),
    .init(
      identifier: "public.json", parents: ["public.text"], extensions: ["json"],
      mimeTypes: ["application/json"], summary: "JSON"),
    .init(
      identifier: "public.xml", parents: ["public.text"], extensions: ["xml"],
      mimeTypes: ["application/xml", "text/xml"], summary: "XML"),
    .init(
      identifier: "public.html", parents: ["public.text"], extensions: ["html", "htm"],
      mimeTypes: ["text/html"], summary: "HTML"),
    .init(
      identifier: "public.comma-separated-values-text", parents: ["public.text"],
      extensions: ["csv"], mimeTypes: ["text/csv"], summary: "CSV"),
    .init(
      identifier: "public.url", parents: ["public.data"], extensions: [], mimeTypes: [],
      summary: "URL"),
    .init(
      identifier: "public.file-url", parents: ["public.url"], extensions: [], mimeTypes: [],
      summary: "file URL"),
    .init(
      identifier: "public.image", parents: ["public.data", "public.content"], extensions: [],
      mimeTypes: [], summary: "image"),
    .init(
      identifier: "public.png", parents: ["public.image"], extensions: ["png"],
      mimeTypes: ["image/png"], summary: "PNG image"),
    .init(
      identifier: "public.jpeg", parents: ["public.image"], extensions: ["jpeg", "jpg", "jpe"],
      mimeTypes: ["image/jpeg", "image/jpg"], summary: "JPEG image"),
    .init(
      identifier: "public.heic", parents: ["public.image"], extensions: ["heic"],
      mimeTypes: ["image/heic"], summary: "HEIF image"),
    .init(
      identifier: "com.compuserve.gif", parents: ["public.image"], extensions: ["gif"],
      mimeTypes: ["image/gif"], summary: "GIF image"),
    .init(
      identifier: "public.svg-image", parents: ["public.image", "public.xml"],
      extensions: ["svg"], mimeTypes: ["image/svg+xml"], summary: "SVG image"),
    .init(
      identifier: "com.adobe.pdf", parents: ["public.data", "public.composite-content"],
      extensions: ["pdf"], mimeTypes: ["application/pdf"], summary: "PDF document"),
    .init(
      identifier: "public.composite-content", parents: ["public.content"], extensions: [],
      mimeTypes: [], summary: "composite content"),
    .init(
      identifier: "public.audiovisual-content", parents: ["public.data", "public.content"],
      extensions: [], mimeTypes: [], summary: "audiovisual content"),
    .init(
      identifier: "public.movie", parents: ["public.audiovisual-content"], extensions: [],
      mimeTypes: [], summary: "movie"),
    .init(
      identifier: "public.audio", parents: ["public.audiovisual-content"], extensions: [],
      mimeTypes: [], summary: "audio"),
  ]

  static let byIdentifier: [String: Declaration] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.identifier, $0) })
}
