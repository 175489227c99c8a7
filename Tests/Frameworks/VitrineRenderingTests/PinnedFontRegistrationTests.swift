import CVitrinePangoCairo
import Foundation
import Testing

@testable import VitrineRendering

/// The pinned fonts come in through their folders' fontconfig caches, and only they do.
@Suite("Pinned font registration")
struct PinnedFontRegistrationTests {
  /// The Debian set's files, in the order the font system adds them.
  let pinned: [URL] = {
    let files = FontFiles.debian
    return files.text + files.emoji + files.symbols + files.scripts + files.fallback
  }()

  /// A configuration with `cacheFolder` as its first (writable) cache folder, so a test's own
  /// folders are cached there and not in the system's cache.
  func configuration(cacheFolder: URL? = nil, selecting files: [URL]) throws -> OpaquePointer {
    let config = try #require(FcConfigCreate())
    if let cacheFolder {
      let xml = "<fontconfig><cachedir>\(cacheFolder.path)</cachedir></fontconfig>"
      #expect(FcConfigParseAndLoadFromMemory(config, xml, 1) != 0)
    }
    let selection = PinnedFontRegistration.selectionXML(for: files)
    #expect(FcConfigParseAndLoadFromMemory(config, selection, 1) != 0)
    return config
  }

  @Test("exactly the 25 pinned files come in: Inter Display and Noto Mono stay out")
  func onlyPinnedFiles() throws {
    let config = try configuration(selecting: pinned)
    defer { FcConfigDestroy(config) }
    try PinnedFontRegistration.register(pinned, in: config)
    let registered = PinnedFontRegistration.registeredFiles(in: config)
    // 9 weights of Inter × upright and italic, plus emoji, icons, Noto Sans Arabic and Hebrew
    // (regular and bold each) and fallback: 18 + 3 + 4.
    #expect(registered.count == 25)
    #expect(registered == Set(pinned.map(\.path)))
    #expect(!registered.contains { $0.contains("InterDisplay") || $0.contains("NotoMono") })
  }

  @Test("the folders are listed once each, in the order they first appear")
  func foldersInOrder() {
    let folders = PinnedFontRegistration.folders(of: pinned).map(\.folder)
    #expect(
      folders == [
        "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/noto",
        "/usr/share/fonts/truetype/material-design-icons-iconfont",
        "/usr/share/fonts-droid-fallback/truetype",
      ])
    #expect(PinnedFontRegistration.folders(of: pinned).first?.files.count == 18)
  }

  @Test("the selection rejects each folder, accepts each file, and escapes XML")
  func selectionXML() {
    let files = [
      URL(fileURLWithPath: "/fonts/A&B/One.otf"), URL(fileURLWithPath: "/fonts/A&B/Two.otf"),
    ]
    let xml = PinnedFontRegistration.selectionXML(for: files)
    #expect(xml.components(separatedBy: "<glob>/fonts/A&amp;B/*</glob>").count == 2)
    #expect(xml.contains("<glob>/fonts/A&amp;B/One.otf</glob>"))
    #expect(xml.contains("<glob>/fonts/A&amp;B/Two.otf</glob>"))
    #expect(xml.contains("<cachedir>/var/cache/fontconfig</cachedir>"))
  }

  @Test("a pinned file fontconfig cannot read is refused by name")
  func unreadableFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vitrine-pinned-\(UUID().uuidString)")
    let fonts = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let broken = fonts.appendingPathComponent("Broken.otf")
    try Data("not a font".utf8).write(to: broken)
    let config = try configuration(
      cacheFolder: folder.appendingPathComponent("cache"), selecting: [broken])
    defer { FcConfigDestroy(config) }
    #expect(throws: FontSystemError.unusableFontFile(broken.path)) {
      try PinnedFontRegistration.register([broken], in: config)
    }
  }
}
