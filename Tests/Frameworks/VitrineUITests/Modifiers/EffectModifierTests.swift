import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("Clipping, opacity, identity and widget modifiers")
struct EffectModifierTests {
  @Test("cornerRadius and clipShape group their content under a clip")
  func clips() {
    let list = layout(
      VStack(spacing: 0) {
        Color.red.frame(width: 20, height: 20).cornerRadius(4)
        Color.blue.frame(width: 20, height: 20).clipShape(Circle())
      })
    guard case .group(let first) = list.items[0].content,
      case .group(let second) = list.items[1].content
    else {
      Issue.record("expected clip groups")
      return
    }
    #expect(first.clip == .roundedRectangle(cornerRadius: 4, style: .circular))
    #expect(list.items[0].frame == rect(90, 80, 20, 20))
    #expect(second.clip == .circle)
    #expect(second.children.count == 1)
  }

  @Test("opacity groups the view's drawing")
  func opacity() {
    let list = layout(Color.red.frame(width: 20, height: 20).opacity(0.4))
    guard case .group(let group) = list.items[0].content else {
      Issue.record("expected a group")
      return
    }
    #expect(group.opacity == 0.4)
    #expect(group.clip == nil)
    #expect(list.items[0].frame == rect(90, 90, 20, 20))
  }

  @Test("id and transition are recorded for hosts")
  func identity() {
    let list = layout(
      VStack(spacing: 0) {
        Color.red.frame(width: 10, height: 10).id(42)
        Color.blue.frame(width: 10, height: 10)
          .transition(.opacity.combined(with: .move(edge: .bottom)))
      })
    #expect(
      list.identifiedViews == [
        IdentifiedView(id: "42", transition: nil, frame: rect(95, 90, 10, 10)),
        IdentifiedView(
          id: nil, transition: .opacity.combined(with: .move(edge: .bottom)),
          frame: rect(95, 100, 10, 10)),
      ])
    #expect(list.identifiedViews[1].transition?.description == "opacity+move(bottom)")
  }

  @Test("widgetURL: the outermost one wins")
  func widgetURL() {
    let outer = URL(string: "vitrine://outer")!
    let inner = URL(string: "vitrine://inner")!
    let list = layout(VStack { Text("a").widgetURL(inner) }.widgetURL(outer))
    #expect(list.widgetURL == outer)
    #expect(layout(Text("a")).widgetURL == nil)
  }

  @Test("containerBackground fills the whole widget, margins included, and is not content")
  func containerBackground() {
    var environment = EnvironmentValues()
    environment.widgetContentMargins = EdgeInsets(.all, 16)
    let list = layout(
      Color.red.containerBackground(.blue, for: .widget), width: 158, height: 158,
      environment: environment)
    #expect(list.containerBackground.count == 1)
    #expect(list.containerBackground[0].frame == rect(0, 0, 158, 158))
    #expect(list.frame(ofColor: .red) == rect(16, 16, 126, 126))
    #expect(list.frames(ofColor: .blue).isEmpty)
  }

  @Test("a container background given as a view")
  func containerBackgroundView() {
    let list = layout(
      Text("a").containerBackground(for: .widget) {
        LinearGradient(colors: [.white, .gray], startPoint: .top, endPoint: .bottom)
      }, width: 100, height: 50)
    #expect(list.containerBackground.first?.frame == rect(0, 0, 100, 50))
  }
}
