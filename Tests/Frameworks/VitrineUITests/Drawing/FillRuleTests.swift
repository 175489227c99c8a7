import Foundation
import Testing

@testable import VitrineUI

/// `FillStyle`, `Path.contains(_:eoFill:)` and the transforms paths take, against Core
/// Graphics' and SwiftUI's documented behaviour.
@MainActor @Suite("Fill rules, containment and transforms")
struct FillRuleTests {
  /// Two circles of radius 40 and 20 about (50, 50), both drawn the same way round.
  let ring = Path { path in
    path.addEllipse(in: CGRect(x: 10, y: 10, width: 80, height: 80))
    path.addEllipse(in: CGRect(x: 30, y: 30, width: 40, height: 40))
  }

  @Test("a ring of two same-way circles: solid by non-zero winding, a hole by even-odd")
  func ringRules() {
    let center = CGPoint(x: 50, y: 50)
    // The centre is wound around twice (winding number 2, not zero) and crossed twice (even).
    #expect(ring.contains(center))
    #expect(!ring.contains(center, eoFill: true))
    // (15, 50) is inside the outer circle only: one winding, one crossing.
    #expect(ring.contains(CGPoint(x: 15, y: 50)))
    #expect(ring.contains(CGPoint(x: 15, y: 50), eoFill: true))
    // (5, 5) is outside both.
    #expect(!ring.contains(CGPoint(x: 5, y: 5)))
    #expect(!ring.contains(CGPoint(x: 5, y: 5), eoFill: true))
  }

  @Test("a square wound the other way inside a square is a hole by either rule")
  func oppositeWinding() {
    var path = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
    // Counter-clockwise on screen: winding −1 cancels the outer +1.
    path.addLines([
      CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 75), CGPoint(x: 75, y: 75), CGPoint(x: 75, y: 25),
    ])
    path.closeSubpath()
    #expect(!path.contains(CGPoint(x: 50, y: 50)))
    #expect(!path.contains(CGPoint(x: 50, y: 50), eoFill: true))
    #expect(path.contains(CGPoint(x: 10, y: 50)))
  }

  @Test("FillStyle defaults to non-zero winding, antialiased; eoFill marks the outline")
  func fillStyle() {
    let plain = FillStyle()
    #expect(!plain.isEOFilled && plain.isAntialiased)
    #expect(plain.applied(to: .circle) == .circle)
    #expect(FillStyle(eoFill: true).applied(to: .circle) == .evenOdd(.circle))
    #expect(ShapeOutline.evenOdd(.circle).description == "evenOdd(circle)")
  }

  @Test("CGAffineTransform: a point becomes (a·x + c·y + tx, b·x + d·y + ty)")
  func affineArithmetic() {
    let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    // x' = 1·10 + 3·20 + 5 = 75; y' = 2·10 + 4·20 + 6 = 106.
    #expect(CGPoint(x: 10, y: 20).applying(t) == CGPoint(x: 75, y: 106))
    // A size ignores the translation: (1·10 + 3·20, 2·10 + 4·20) = (70, 100).
    #expect(CGSize(width: 10, height: 20).applying(t) == CGSize(width: 70, height: 100))
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(!t.isIdentity)
  }

  @Test("translatedBy and scaledBy apply their step first; concatenating applies self first")
  func affineOrder() {
    // Scale by 2, then move by (10, 0): (1, 1) → (2, 2) → (12, 2).
    let scaleThenMove = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
    #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 12, y: 2))
    let same = CGAffineTransform(scaleX: 2, y: 2).concatenating(
      CGAffineTransform(translationX: 10, y: 0))
    #expect(same == scaleThenMove)
    // Move by (10, 0), then scale by 2: (1, 1) → (11, 1) → (22, 2).
    let moveThenScale = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
    #expect(CGPoint(x: 1, y: 1).applying(moveThenScale) == CGPoint(x: 22, y: 2))
  }

  @Test("a quarter-turn rotation takes +x to +y; inverted undoes a transform")
  func affineRotationAndInverse() {
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    let turned = CGPoint(x: 1, y: 0).applying(quarter)
    #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
    let t = CGAffineTransform(a: 2, b: 0, c: 1, d: 4, tx: 3, ty: -5)
    let back = CGPoint(x: 7, y: 9).applying(t).applying(t.inverted())
    #expect(abs(back.x - 7) < 1e-12 && abs(back.y - 9) < 1e-12)
    // A transform that flattens everything onto a line cannot be undone: it is kept.
    let flat = CGAffineTransform(a: 1, b: 1, c: 1, d: 1, tx: 0, ty: 0)
    #expect(flat.inverted() == flat)
  }

  @Test("CGRect.applying is the bounding box of the moved corners")
  func rectApplying() {
    let rotated = CGRect(x: 0, y: 0, width: 20, height: 10)
      .applying(CGAffineTransform(rotationAngle: .pi / 2))
    // Corners (0,0), (20,0), (0,10), (20,10) turn to (0,0), (0,20), (−10,0), (−10,20).
    #expect(abs(rotated.minX + 10) < 1e-9 && abs(rotated.width - 10) < 1e-9)
    #expect(abs(rotated.minY) < 1e-9 && abs(rotated.height - 20) < 1e-9)
  }

  @Test("addArc and addRect take a transform, applied to every point")
  func pathTransforms() {
    var moved = Path()
    moved.addRect(
      CGRect(x: 0, y: 0, width: 10, height: 10),
      transform: CGAffineTransform(translationX: 5, y: 7))
    #expect(moved.elements.first == .move(to: CGPoint(x: 5, y: 7)))
    #expect(moved.boundingRect == CGRect(x: 5, y: 7, width: 10, height: 10))

    var arc = Path()
    arc.move(to: .zero)
    arc.addArc(
      center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90),
      clockwise: false, transform: CGAffineTransform(scaleX: 2, y: 1))
    // The arc's start (10, 0) is scaled to (20, 0) and joined by a line; it ends at (0, 10).
    #expect(arc.elements[1] == .line(to: CGPoint(x: 20, y: 0)))
    #expect(abs(arc.currentPoint!.x) < 1e-9 && abs(arc.currentPoint!.y - 10) < 1e-9)
    #expect(Path(CGRect(x: 0, y: 0, width: 1, height: 1)).applying(.identity).elements.count == 5)
  }

  @Test("an arc sweeps at most one turn, so hostile angles cannot make it endless")
  func arcSweepIsBounded() {
    var path = Path()
    path.addArc(
      center: .zero, radius: 10, startAngle: .radians(0), endAngle: .radians(1e300),
      clockwise: false)
    // One full turn is four quarter curves after the move.
    #expect(path.elements.count == 5)
    var backwards = Path()
    backwards.addArc(
      center: .zero, radius: 10, startAngle: .radians(1e300), endAngle: .radians(0),
      clockwise: false)
    #expect(backwards.elements.count <= 5)
    var nonFinite = Path()
    nonFinite.addArc(
      center: .zero, radius: 10, startAngle: .radians(.nan), endAngle: .radians(1),
      clockwise: false)
    #expect(nonFinite.isEmpty)
  }

  @Test("EnvironmentValues.contentTransition is what contentTransition(_:) set above")
  func contentTransitionEnvironment() {
    let list = layout(
      VStack {
        TransitionLabel().contentTransition(.numericText())
        TransitionLabel()
      })
    #expect(list.textItem("numericText") != nil)
    #expect(list.textItem("identity") != nil)
  }
}

private struct TransitionLabel: View {
  @Environment(\.contentTransition) var transition
  var body: some View { Text("\(transition)") }
}
