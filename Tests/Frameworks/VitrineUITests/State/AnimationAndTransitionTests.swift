import Foundation
import Testing

@testable import VitrineUI

/// Apple's documentation: `animation(_:)` (without `value:`), `Animation`'s modifiers
/// (`delay(_:)`, `speed(_:)`, `repeatCount(_:autoreverses:)`, `repeatForever(autoreverses:)`)
/// and the transitions. Vitrine draws still pictures: each is accepted, recorded by name, and
/// the picture is the final state.
@MainActor
@Suite("Animations and transitions")
struct AnimationAndTransitionTests {
  @Test("Animation's modifiers make distinct animations named after what they do")
  func animationModifiers() {
    #expect(Animation.easeIn.delay(0.5).name == "easeIn.delay(0.5)")
    #expect(Animation.linear(duration: 1).speed(2).name == "linear(duration: 1.0).speed(2.0)")
    #expect(
      Animation.default.repeatCount(3, autoreverses: false).name
        == "default.repeatCount(3, autoreverses: false)")
    #expect(Animation.spring.repeatForever().name == "spring.repeatForever(autoreverses: true)")
    #expect(Animation.easeIn.delay(1) != Animation.easeIn)
    #expect(
      Animation.spring(duration: 0.4, bounce: 0.2).name == "spring(duration: 0.4, bounce: 0.2)")
  }

  @Test("animation(_:) without a value changes nothing in the picture")
  func animationWithoutValue() {
    let plain = layout(Text("a").font(font10).offset(x: 5))
    let animated = layout(
      Text("a").font(font10).offset(x: 5).animation(.easeInOut.delay(0.2)))
    let none = layout(Text("a").font(font10).offset(x: 5).animation(nil))
    #expect(animated == plain)
    #expect(none == plain)
  }

  @Test("offset(x:y:) and the other transitions are recorded; the picture is the final state")
  func transitions() {
    #expect(AnyTransition.offset(x: 3, y: -4).description == "offset(3, -4)")
    #expect(AnyTransition.offset(y: 10) == .offset(CGSize(width: 0, height: 10)))
    #expect(AnyTransition.move(edge: .bottom).description == "move(bottom)")
    #expect(AnyTransition.push(from: .leading).description == "push(leading)")
    #expect(
      AnyTransition.asymmetric(insertion: .scale, removal: .opacity).combined(with: .slide)
        .description == "asymmetric(scale(0, 0.5, 0.5), opacity)+slide")
    #expect(AnyTransition.opacity.animation(.easeIn) == .opacity)
    let plain = layout(Text("a").font(font10))
    let transitioned = layout(
      Text("a").font(font10).transition(.offset(x: 0, y: 20).combined(with: .opacity)))
    #expect(transitioned.frame(ofText: "a") == plain.frame(ofText: "a"))
  }
}
