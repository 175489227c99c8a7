import Foundation
import Testing
import VitrineWidgetCore

@testable import VitrineUI

private struct Badge: View {
  let count: Int
  let isFeatured: Bool

  var body: some View {
    HStack(spacing: 0) {
      if isFeatured {
        Color.red.frame(width: 10, height: 10)
      } else {
        Color.blue.frame(width: 10, height: 10)
      }
      if count > 0 {
        Color.green.frame(width: 10, height: 10)
      }
      ForEach(0..<count, id: \.self) { _ in
        Color.yellow.frame(width: 5, height: 5)
      }
    }
  }
}

private struct FamilyLabel: View {
  @Environment(\.widgetFamily) var family
  @Environment(\.colorScheme) var colorScheme

  var body: some View {
    Text("\(family) \(colorScheme)")
  }
}

private struct Card: ViewModifier {
  func body(content: Content) -> some View {
    content.padding(5).background(Color.gray)
  }
}

private struct Item: Identifiable {
  let id: Int
  let name: String
}

private struct ShelfKey: EnvironmentKey {
  static let defaultValue = "none"
}

extension EnvironmentValues {
  fileprivate var shelf: String {
    get { self[ShelfKey.self] }
    set { self[ShelfKey.self] = newValue }
  }
}

private struct ShelfLabel: View {
  @Environment(\.shelf) var shelf
  var body: some View { Text(shelf) }
}

@MainActor
@Suite("ViewBuilder, composite views and the environment")
struct ViewBuilderTests {
  @Test("if/else, optional content and ForEach build the children they say")
  func builderBranches() {
    let featured = layout(Badge(count: 2, isFeatured: true))
    #expect(featured.frames(ofColor: .red).count == 1)
    #expect(featured.frames(ofColor: .blue).isEmpty)
    #expect(featured.frames(ofColor: .green).count == 1)
    #expect(featured.frames(ofColor: .yellow).count == 2)
    // 10 + 10 + 5 + 5 = 30 wide, centered.
    #expect(featured.frame(ofColor: .red) == rect(85, 95, 10, 10))
    let plain = layout(Badge(count: 0, isFeatured: false))
    #expect(plain.frames(ofColor: .blue) == [rect(95, 95, 10, 10)])
    #expect(plain.frames(ofColor: .green).isEmpty)
  }

  @Test("switch in a builder")
  func switchStatement() {
    func view(_ family: WidgetFamily) -> some View {
      Group {
        switch family {
        case .systemSmall: Text("small")
        case .systemMedium: Text("medium")
        default: Text("other")
        }
      }
    }
    #expect(layout(view(.systemMedium)).textItem("medium") != nil)
    #expect(layout(view(.systemLarge)).textItem("other") != nil)
  }

  @Test("ForEach over identifiable elements")
  func forEachIdentifiable() {
    let items = [Item(id: 1, name: "one"), Item(id: 2, name: "two")]
    let list = layout(VStack { ForEach(items) { Text($0.name) } })
    #expect(list.textItem("one") != nil)
    #expect(list.textItem("two") != nil)
  }

  @Test("a modifier on a Group applies to each of its views")
  func groupModifierDistributes() {
    let list = layout(
      HStack(spacing: 0) {
        Group {
          Color.red.frame(width: 10, height: 10)
          Color.blue.frame(width: 10, height: 10)
        }.padding(5)
      })
    // Each color padded separately: 20 + 20 = 40 wide.
    #expect(list.frame(ofColor: .red) == rect(85, 95, 10, 10))
    #expect(list.frame(ofColor: .blue) == rect(105, 95, 10, 10))
  }

  @Test("AnyView, EmptyView and several top-level views")
  func erasureAndRoots() {
    let erased = AnyView(AnyView(Color.red.frame(width: 10, height: 10)))
    #expect(layout(erased).frame(ofColor: .red) == rect(95, 95, 10, 10))
    #expect(layout(EmptyView()).items.isEmpty)
    // Several root views stack vertically: 10 + 8 + 10 = 28 high.
    let roots = layout(
      Group {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 10, height: 10)
      })
    #expect(roots.frame(ofColor: .red) == rect(95, 86, 10, 10))
    #expect(roots.frame(ofColor: .blue) == rect(95, 104, 10, 10))
  }

  @Test("a custom ViewModifier's body wraps the content")
  func customModifier() {
    let list = layout(Color.red.frame(width: 10, height: 10).modifier(Card()))
    #expect(list.frame(ofColor: .gray) == rect(90, 90, 20, 20))
    #expect(list.frame(ofColor: .red) == rect(95, 95, 10, 10))
  }

  @Test("@Environment reads the values of the environment the view is laid out in")
  func environmentPropertyWrapper() {
    var environment = EnvironmentValues()
    environment.widgetFamily = .systemMedium
    environment.colorScheme = .dark
    let list = layout(FamilyLabel(), environment: environment)
    #expect(list.textItem("systemMedium dark") != nil)
    #expect(layout(FamilyLabel()).textItem("systemSmall light") != nil)
  }

  @Test("environment(_:_:) sets built-in and custom keys for the subtree only")
  func environmentModifier() {
    let list = layout(
      VStack {
        ShelfLabel().environment(\.shelf, "top")
        ShelfLabel()
        FamilyLabel().environment(\.widgetFamily, .systemLarge)
      })
    #expect(list.textItem("top") != nil)
    #expect(list.textItem("none") != nil)
    #expect(list.textItem("systemLarge light") != nil)
  }
}
