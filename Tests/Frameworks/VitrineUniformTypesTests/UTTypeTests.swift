import Testing
import VitrineUniformTypes

@Suite("UTType (Apple's UniformTypeIdentifiers documentation)")
struct UTTypeTests {
  @Test("system types have Apple's identifiers, extensions and MIME types")
  func declared() {
    #expect(UTType.png.identifier == "public.png")
    #expect(UTType.png.preferredFilenameExtension == "png")
    #expect(UTType.png.preferredMIMEType == "image/png")
    #expect(UTType.jpeg.identifier == "public.jpeg")
    #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
    #expect(UTType.heic.identifier == "public.heic")
    #expect(UTType.plainText.identifier == "public.plain-text")
    #expect(UTType.plainText.preferredFilenameExtension == "txt")
    #expect(UTType.json.identifier == "public.json")
    #expect(UTType.url.identifier == "public.url")
    #expect(UTType.url.preferredFilenameExtension == nil)
    #expect(UTType.pdf.identifier == "com.adobe.pdf")
  }

  @Test("conformance follows the hierarchy: a PNG is an image, data and an item, not text")
  func conformance() {
    #expect(UTType.png.conforms(to: .image))
    #expect(UTType.png.conforms(to: .data))
    #expect(UTType.png.conforms(to: .item))
    #expect(UTType.png.conforms(to: .content))
    #expect(UTType.png.conforms(to: .png))
    #expect(!UTType.png.conforms(to: .text))
    #expect(UTType.json.conforms(to: .text))
    #expect(UTType.utf8PlainText.conforms(to: .plainText))
    #expect(UTType.fileURL.conforms(to: .url))
    #expect(UTType.image.isSupertype(of: .jpeg))
    #expect(UTType.jpeg.isSubtype(of: .image))
    #expect(!UTType.image.isSubtype(of: .image))
    #expect(UTType.png.supertypes.contains(.data))
  }

  @Test("lookup by identifier, extension and MIME type")
  func lookup() {
    #expect(UTType("public.png") == .png)
    #expect(UTType("PUBLIC.PNG") == .png)
    #expect(UTType("com.example.unknown") == nil)
    #expect(UTType(filenameExtension: "JPG") == .jpeg)
    #expect(UTType(filenameExtension: "json") == .json)
    #expect(UTType(filenameExtension: "png", conformingTo: .text) == nil)
    #expect(UTType(filenameExtension: "nope") == nil)
    #expect(UTType(mimeType: "image/png") == .png)
    #expect(UTType(mimeType: "text/plain") == .plainText)
  }
}
