import Foundation
import Testing
import VitrineRendering
import VitrineUI
import VitrineWidgetCore

@MainActor
@Suite("Images")
struct ImageRenderingTests {
  @Test("a PNG is decoded by Cairo and scaled to its frame")
  func png() throws {
    let data = try solidPNG(width: 4, height: 4, color: RGBA8(red: 0, green: 200, blue: 0))
    let view = Image(data: data).resizable().frame(width: 40, height: 20)
    let image = try plain(view, 40, 20)
    #expect(image.color(x: 2, y: 2) == RGBA8(red: 0, green: 200, blue: 0))
    #expect(image.color(x: 38, y: 18) == RGBA8(red: 0, green: 200, blue: 0))
  }

  @Test("aspect fill clipped to its frame covers it; aspect fit leaves bands")
  func aspect() throws {
    let data = try solidPNG(width: 20, height: 10, color: RGBA8(red: 0, green: 0, blue: 255))
    let filled = try plain(
      Image(data: data).resizable().aspectRatio(contentMode: .fill).frame(width: 40, height: 40)
        .clipped(),
      40, 40)
    #expect(filled.color(x: 20, y: 2).blue == 255)
    #expect(filled.color(x: 0, y: 20).blue == 255)
    let fitted = try plain(
      Image(data: data).resizable().aspectRatio(contentMode: .fit).frame(width: 40, height: 40), 40,
      40)
    #expect(fitted.color(x: 20, y: 2).alpha == 0)
    #expect(fitted.color(x: 20, y: 20).blue == 255)
  }

  @Test("a WebP is refused with an error that names the format")
  func webp() throws {
    let webp = Data(Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8 ".utf8) + [0, 0, 0, 0])
    let view = Image(data: webp).resizable().frame(width: 20, height: 20)
    do {
      _ = try renderer.rasterize(
        view, target: WidgetRenderTarget(scale: 1, size: CGSize(width: 20, height: 20)))
      Issue.record("a WebP was drawn")
    } catch let error as RenderError {
      guard case .unsupportedImageFormat(.webp, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(error.description.contains("WEBP"))
      #expect(!error.showsPlaceholder)
    }
  }

  @Test("broken JPEG bytes are an error with libjpeg-turbo's reason, not a crash")
  func brokenJPEG() throws {
    // A frame header saying 16 × 16, then no image data.
    let jpeg = Data(
      [0xFF, 0xD8, 0xFF, 0xC0, 0, 11, 8, 0, 16, 0, 16, 1, 1, 0x11, 0, 0xFF, 0xD9])
    let view = Image(data: jpeg).resizable().frame(width: 20, height: 20)
    do {
      _ = try renderer.rasterize(
        view, target: WidgetRenderTarget(scale: 1, size: CGSize(width: 20, height: 20)))
      Issue.record("a broken JPEG was drawn")
    } catch let error as RenderError {
      guard case .undecodableImage(_, let reason) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(!reason.isEmpty)
    }
  }

  @Test("broken PNG bytes are an error, not a crash")
  func brokenPNG() throws {
    var bytes = try solidPNG(width: 4, height: 4, color: RGBA8(red: 1, green: 2, blue: 3))
    bytes.removeLast(20)
    let view = Image(data: bytes).resizable().frame(width: 20, height: 20)
    #expect(throws: RenderError.self) {
      try renderer.rasterize(
        view, target: WidgetRenderTarget(scale: 1, size: CGSize(width: 20, height: 20)))
    }
  }

  @Test(
    "an image with more pixels than the widget is refused, and the widget shows its placeholder")
  func tooLarge() throws {
    // A small widget on a 3x screen has 474 × 474 = 224,676 pixels; 500 × 500 is more.
    let data = try solidPNG(width: 500, height: 500, color: RGBA8(red: 9, green: 9, blue: 9))
    let view = Image(data: data).resizable()
    let target = WidgetRenderTarget(family: .systemSmall)
    do {
      _ = try renderer.render(view, target: target, as: .png)
      Issue.record("a too-large image was drawn")
    } catch let error as RenderError {
      guard case .imageTooLarge(_, 500, 500, let limit) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(limit == 474 * 474)
      #expect(error.showsPlaceholder)
      #expect(error.description.contains("placeholder"))
    }
    let fits = try solidPNG(width: 400, height: 400, color: RGBA8(red: 9, green: 9, blue: 9))
    _ = try renderer.render(Image(data: fits).resizable(), target: target, as: .png)
  }

  @Test("a template image is filled with its tint")
  func template() throws {
    let data = try solidPNG(width: 4, height: 4, color: RGBA8(red: 0, green: 0, blue: 0))
    let view = Image(data: data).renderingMode(.template).resizable().frame(width: 10, height: 10)
      .foregroundStyle(Color.red)
    let image = try plain(view, 10, 10)
    #expect(image.color(x: 5, y: 5) == RGBA8(red: 255, green: 59, blue: 48))
  }
}
