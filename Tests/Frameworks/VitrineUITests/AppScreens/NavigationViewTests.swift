import Foundation
import Testing

@testable import VitrineUI

/// `NavigationView`, `List(_:id:rowContent:)`, `navigationBarTitle`, `NavigationLink(value:)`
/// with `navigationDestination(for:)`, and the toolbar.
@MainActor
@Suite("App screens: navigation", .timeLimit(.minutes(1)))
struct NavigationViewTests {
  struct Fruit: Hashable {
    var name: String
  }

  struct Shelf: View {
    let fruits = [Fruit(name: "Apple"), Fruit(name: "Pear")]

    var body: some View {
      NavigationView {
        List(fruits, id: \.name) { fruit in
          NavigationLink(destination: Text("About \(fruit.name)").navigationTitle(fruit.name)) {
            Text(fruit.name)
          }
        }
        .navigationBarTitle(Text("Fruits"))
      }
      .navigationViewStyle(.stack)
    }
  }

  // Apple, NavigationView: "on iPhone … the navigation view displays as a stack"; a link
  // pushes its destination, and the back button (titled by the previous screen) pops it.
  @Test("NavigationView is a stack on an iPhone: a row of List(_:id:) pushes, Back pops")
  func stack() {
    let host = mount(Shelf(), width: 393, height: 600)
    #expect(host.texts == ["Fruits", "Apple", "Pear"])
    host.tap("Pear")
    #expect(host.texts == ["Fruits", "Pear", "About Pear"])
    host.tap("Fruits")
    #expect(host.texts == ["Fruits", "Apple", "Pear"])
  }

  struct ValueLinks: View {
    var body: some View {
      NavigationStack {
        List {
          NavigationLink("Seven", value: 7)
          NavigationLink("Word", value: "hello")
          NavigationLink("Nothing", value: 2.5)
        }
        .navigationDestination(for: Int.self) { number in
          Text("Number \(number)").navigationTitle("Int")
        }
        .navigationDestination(for: String.self) { word in
          Text("Word \(word)").navigationTitle("String")
        }
        .navigationTitle("Values")
      }
    }
  }

  // Apple, navigationDestination(for:destination:): a NavigationLink(value:) inside pushes
  // the view the destination closure makes for a value of that type; a link whose value's
  // type has no destination does nothing.
  @Test("NavigationLink(value:) pushes the destination registered for its value's type")
  func valueLinks() {
    let host = mount(ValueLinks(), width: 393, height: 600)
    host.tap("Seven")
    #expect(host.texts == ["Values", "Int", "Number 7"])
    host.tap("Values")
    host.tap("Word")
    #expect(host.texts == ["Values", "String", "Word hello"])
    host.tap("Values")
    host.tap("Nothing")
    #expect(host.texts == ["Values", "Seven", "Word", "Nothing"])
  }

  struct Toolbar: View {
    @State private var count = 0

    var body: some View {
      NavigationStack {
        Text("Count \(count)")
          .navigationTitle("Counter")
          .toolbar {
            ToolbarItem(placement: .navigationBarLeading) {
              Button("Reset") { count = 0 }
            }
            ToolbarItem(placement: .navigationBarTrailing) {
              Button("Add") { count += 1 }
            }
            ToolbarItem(placement: .bottomBar) {
              Button("Add ten") { count += 10 }
            }
          }
      }
    }
  }

  // Apple, ToolbarItemPlacement: navigationBarLeading/Trailing place items in the
  // navigation bar's leading and trailing edges; bottomBar in the bottom toolbar.
  @Test("toolbar items sit in the navigation bar (leading, trailing) and the bottom bar")
  func toolbar() {
    let host = mount(Toolbar(), width: 393, height: 600)
    #expect(host.texts == ["Reset", "Add", "Counter", "Count 0", "Add ten"])
    let reset = host.element("Reset")!
    let add = host.element("Add")!
    let bottom = host.element("Add ten")!
    // Both bar items are in the 44-point bar; Reset at the leading side, Add at the trailing.
    #expect(reset.frame.maxY <= 44 && add.frame.maxY <= 44)
    #expect(reset.frame.minX < 100 && add.frame.maxX > 300)
    #expect(bottom.frame.minY > 500)
    host.tap("Add")
    host.tap("Add ten")
    #expect(host.texts.contains("Count 11"))
    host.tap("Reset")
    #expect(host.texts.contains("Count 0"))
  }
}
