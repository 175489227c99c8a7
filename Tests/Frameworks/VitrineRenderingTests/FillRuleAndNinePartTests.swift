import Foundation
import Testing
import VitrineRendering
import VitrineUI

/// Fill rules, unantialiased fills and nine-part images as drawn, pixel by pixel.
@MainActor @Suite("Fill rules and nine-part images")
struct FillRuleAndNinePartTests {
  /// Circles of radius 40 and 20 about (50, 50), drawn the same way round.
  struct Ring: Shape {
    func path(in rect: CGRect) -> Path {
      Path { path in
        path.addEllipse(in: CGRect(x: 10, y: 10, width: 80, height: 80))
        path.addEllipse(in: CGRect(x: 30, y: 30, width: 40, height: 40))
      }
    }
  }

  @Test("fill(style: eoFill) leaves the inner circle empty; the default fills it")
  func evenOddFill() throws {
    let solid = try plain(Ring().fill(Color.red).frame(width: 100, height: 100), 100, 100)
    let holed = try plain(
      Ring().fill(Color.red, style: FillStyle(eoFill: true)).frame(width: 100, height: 100), 100,
      100)
    // (50, 50) is inside both circles; (15, 50) only inside the outer one.
    #expect(solid.color(x: 50, y: 50).red == 255)
    #expect(holed.color(x: 50, y: 50).alpha == 0)
    #expect(holed.color(x: 15, y: 50).red == 255)
  }

  @Test("clipShape(_:style:) with eoFill cuts the hole out of what it clips")
  func evenOddClip() throws {
    let clipped = try plain(
      Color.blue.frame(width: 100, height: 100).clipShape(Ring(), style: FillStyle(eoFill: true)),
      100, 100)
    #expect(clipped.color(x: 50, y: 50).alpha == 0)
    #expect(clipped.color(x: 15, y: 50).blue == 255)
    #expect(clipped.color(x: 2, y: 2).alpha == 0)
  }

  @Test("an unantialiased circle has only fully covered or empty pixels")
  func unantialiased() throws {
    func partial(_ image: RasterImage) -> Int {
      image.pixels.filter {
        let alpha = $0 >> 24; return alpha > 0 && alpha < 255
      }.count
    }
    let smooth = try plain(Circle().fill(Color.red).frame(width: 31, height: 31), 31, 31)
    let hard = try plain(
      Circle().fill(Color.red, style: FillStyle(antialiased: false)).frame(width: 31, height: 31),
      31, 31)
    #expect(partial(smooth) > 0)
    #expect(partial(hard) == 0)
    #expect(hard.color(x: 15, y: 15).red == 255)
  }

  /// A 6×6 image: 2-pixel red corners, green edges, a blue 2×2 centre.
  func ninePartPNG() throws -> Data {
    var image = RasterImage(width: 6, height: 6)
    for y in 0..<6 {
      for x in 0..<6 {
        let edgeX = x < 2 || x >= 4
        let edgeY = y < 2 || y >= 4
        let color =
          edgeX && edgeY
          ? RGBA8(red: 255, green: 0, blue: 0)
          : (edgeX || edgeY
            ? RGBA8(red: 0, green: 255, blue: 0) : RGBA8(red: 0, green: 0, blue: 255))
        image.setColor(color, x: x, y: y)
      }
    }
    return try PNGEncoder.encode(image)
  }

  @Test("cap insets keep the corners at their size and stretch the edges and centre")
  func capInsets() throws {
    let data = try ninePartPNG()
    let image = try plain(
      Image(data: data).resizable(capInsets: EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
        .frame(width: 30, height: 20),
      30, 20)
    // Corners stay 2×2: (1, 1) and (28, 18) are red, (3, 3) is already the centre.
    #expect(image.color(x: 1, y: 1) == RGBA8(red: 255, green: 0, blue: 0))
    #expect(image.color(x: 28, y: 18) == RGBA8(red: 255, green: 0, blue: 0))
    #expect(image.color(x: 15, y: 10) == RGBA8(red: 0, green: 0, blue: 255))
    #expect(image.color(x: 3, y: 10).blue == 255)
    // The edges stretch along their length only: the top edge at (15, 1), the left at (1, 10).
    #expect(image.color(x: 15, y: 1) == RGBA8(red: 0, green: 255, blue: 0))
    #expect(image.color(x: 1, y: 10) == RGBA8(red: 0, green: 255, blue: 0))
    // Stretched whole, the corner would cover 30 × 2/6 = 10 points: (5, 1) would be red.
    let whole = try plain(Image(data: data).resizable().frame(width: 30, height: 20), 30, 20)
    #expect(whole.color(x: 5, y: 1).red == 255)
    #expect(image.color(x: 5, y: 1) == RGBA8(red: 0, green: 255, blue: 0))
  }

  @Test("tile mode repeats the image at its own size instead of stretching it")
  func tiles() throws {
    var stripes = RasterImage(width: 4, height: 4)
    for y in 0..<4 {
      for x in 0..<4 {
        stripes.setColor(
          x < 2 ? RGBA8(red: 255, green: 0, blue: 0) : RGBA8(red: 0, green: 0, blue: 255), x: x,
          y: y)
      }
    }
    let data = try PNGEncoder.encode(stripes)
    let tiled = try plain(
      Image(data: data).resizable(resizingMode: .tile).frame(width: 16, height: 4), 16, 4)
    // Tiles of 4 points: red at 0–1, blue at 2–3, red again at 4–5 and 12–13.
    for (x, isRed) in [(0, true), (2, false), (5, true), (7, false), (12, true), (15, false)] {
      #expect(tiled.color(x: x, y: 1).red == (isRed ? 255 : 0), "x = \(x)")
    }
    // Stretched, the left half (0–7) is red.
    let stretched = try plain(Image(data: data).resizable().frame(width: 16, height: 4), 16, 4)
    #expect(stretched.color(x: 5, y: 1).red == 255)
    #expect(stretched.color(x: 10, y: 1).blue == 255)
  }
}
