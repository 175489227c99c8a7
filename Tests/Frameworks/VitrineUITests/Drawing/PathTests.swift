import Foundation
import Testing

@testable import VitrineUI

/// `Path`, `Angle`, `trim` and HSB colours against SwiftUI's documented behaviour.
@MainActor
@Suite("Path and drawing")
struct PathTests {
  private func close(_ a: CGPoint?, _ b: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
  }

  @Test("Angle converts degrees and radians: 180° is π")
  func angle() {
    #expect(Angle.degrees(180).radians == .pi)
    #expect(abs(Angle.radians(.pi / 2).degrees - 90) < 1e-12)
    #expect(Angle.degrees(30) + .degrees(60) == .degrees(90))
  }

  @Test(
    "addArc with clockwise false sweeps towards increasing angles: 0° to 90° ends below the centre")
  func arcCounterclockwiseFlag() {
    var path = Path()
    path.addArc(
      center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90),
      clockwise: false)
    // Starts at (50 + 10, 50), one quarter curve, ends at (50, 50 + 10): y points down.
    #expect(path.elements.first == .move(to: CGPoint(x: 60, y: 50)))
    #expect(path.elements.count == 2)
    #expect(close(path.currentPoint, CGPoint(x: 50, y: 60)))
  }

  @Test("addArc with clockwise true goes the other way round: 0° to 90° is three quarter turns")
  func arcClockwiseFlag() {
    var path = Path()
    path.addArc(
      center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
    // 0° down to −270°: three quarter-turn curves, passing (0, −10) first.
    #expect(path.elements.count == 4)
    if case .curve(let end, _, _) = path.elements[1] {
      #expect(close(end, CGPoint(x: 0, y: -10)))
    } else {
      Issue.record("expected a curve, got \(path.elements[1])")
    }
    #expect(close(path.currentPoint, CGPoint(x: 0, y: 10)))
  }

  @Test("addArc after a point draws a line to the arc's start")
  func arcLineIn() {
    var path = Path()
    path.move(to: .zero)
    path.addArc(
      center: CGPoint(x: 20, y: 0), radius: 5, startAngle: .degrees(180), endAngle: .degrees(0),
      clockwise: false)
    guard case .line(let start) = path.elements[1] else {
      Issue.record("expected a line, got \(path.elements[1])")
      return
    }
    #expect(close(start, CGPoint(x: 15, y: 0)))
  }

  @Test("a rectangle path is four lines and a close; its bounding rect is the rectangle")
  func rect() {
    let path = Path(CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(path.elements.count == 5)
    #expect(path.elements.last == .closeSubpath)
    #expect(path.boundingRect == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test("an ellipse starts at its rightmost point")
  func ellipseStart() {
    let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(path.elements.first == .move(to: CGPoint(x: 40, y: 10)))
    #expect(path.elements.last == .closeSubpath)
  }

  @Test("trim of a 100-point line from 0.25 to 0.75 keeps points 25 to 75")
  func trimLine() {
    var path = Path()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 100, y: 0))
    let trimmed = path.trimmedPath(from: 0.25, to: 0.75)
    #expect(trimmed.elements == [.move(to: CGPoint(x: 25, y: 0)), .line(to: CGPoint(x: 75, y: 0))])
    #expect(path.trimmedPath(from: 0.5, to: 0.5).isEmpty)
    #expect(path.trimmedPath(from: 0, to: 1) == path)
  }

  @Test("trim across a corner: an L of 10 + 10 points trimmed to the middle half")
  func trimCorner() {
    var path = Path()
    path.addLines([.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
    // Total 20: from 5 to 15 is (5, 0) → (10, 0) → (10, 5).
    let trimmed = path.trimmedPath(from: 0.25, to: 0.75)
    #expect(
      trimmed.elements == [
        .move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 10, y: 0)),
        .line(to: CGPoint(x: 10, y: 5)),
      ])
  }

  @Test("a circle trimmed to a quarter ends at its bottom: it starts at 3 o'clock, clockwise")
  func trimCircle() {
    let path = Circle().trim(from: 0, to: 0.25).path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(path.elements.first == .move(to: CGPoint(x: 20, y: 10)))
    #expect(close(path.currentPoint, CGPoint(x: 10, y: 20), within: 0.05))
  }

  @Test("a custom shape's outline becomes its path for the frame in the display list")
  func customShapeInDisplayList() {
    struct Triangle: Shape {
      func path(in rect: CGRect) -> Path {
        Path { p in
          p.move(to: CGPoint(x: rect.midX, y: rect.minY))
          p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
          p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
          p.closeSubpath()
        }
      }
    }
    let list = WidgetLayout.displayList(
      for: Triangle().fill(Color.red).frame(width: 40, height: 20),
      in: CGSize(width: 100, height: 100), environment: EnvironmentValues(),
      measurer: FixedAdvanceTextMeasurer())
    let outlines = list.items.compactMap { item -> ShapeOutline? in
      if case .shape(let shape) = item.content { return shape.outline }
      return nil
    }
    #expect(outlines.last?.description == "path(M20 0 L40 20 L0 20 Z)")
  }

  @Test("Color(hue:saturation:brightness:) is HSB: hue 1/3 full is green, 0 saturation is grey")
  func hsb() {
    let green = Color(hue: 1.0 / 3, saturation: 1, brightness: 1).resolve(in: .light)
    #expect(abs(green.red) < 1e-9 && abs(green.green - 1) < 1e-9 && abs(green.blue) < 1e-9)
    let grey = Color(hue: 0.7, saturation: 0, brightness: 0.5).resolve(in: .light)
    #expect(grey.red == 0.5 && grey.green == 0.5 && grey.blue == 0.5)
    // Hue 0.5 (cyan), saturation 0.5, brightness 0.8: (0.8 × 0.5, 0.8, 0.8) = (0.4, 0.8, 0.8).
    let cyan = Color(hue: 0.5, saturation: 0.5, brightness: 0.8).resolve(in: .light)
    #expect(abs(cyan.red - 0.4) < 1e-9 && abs(cyan.green - 0.8) < 1e-9)
  }

  @Test("rotationEffect and scaleEffect draw a transformed group without moving the frame")
  func effectsDoNotChangeLayout() {
    let view = Rectangle().fill(Color.red).frame(width: 40, height: 20)
      .rotationEffect(.degrees(90)).scaleEffect(2, anchor: .topLeading)
    let list = WidgetLayout.displayList(
      for: view, in: CGSize(width: 100, height: 100), environment: EnvironmentValues(),
      measurer: FixedAdvanceTextMeasurer())
    let text = list.dump()
    #expect(text.contains("transform=rotate 90° at (0.5, 0.5)"))
    #expect(text.contains("transform=scale 2×2 at (0, 0)"))
    // The rectangle is still centred: (100 − 40) / 2 = 30, (100 − 20) / 2 = 40.
    #expect(text.contains("shape rectangle fill #FF3B30 (30, 40, 40, 20)"))
    let transform = DrawingTransform(rotation: .degrees(90))
    let frame = CGRect(x: 0, y: 0, width: 40, height: 20)
    // Rotating (40, 10) by 90° about (20, 10) gives (20, 30).
    #expect(close(transform.apply(to: CGPoint(x: 40, y: 10), in: frame), CGPoint(x: 20, y: 30)))
  }
}
