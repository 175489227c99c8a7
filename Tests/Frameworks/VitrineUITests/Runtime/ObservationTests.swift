import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("Observable objects, bindings and the environment", .timeLimit(.minutes(5)))
struct ObservationTests {
  final class Library: ObservableObject {
    @Published var count = 0
    var unobserved = 0
  }

  struct StateObjectView: View {
    @StateObject var library = Library()
    var body: some View {
      VStack {
        Button("add \(library.count)") { library.count += 1 }
        Child(library: library)
      }
    }
  }

  struct Child: View {
    @ObservedObject var library: Library
    var body: some View { Text("child \(library.count)") }
  }

  @Test("a @StateObject is made once and @Published changes re-render its observers")
  func stateObject() {
    let host = mount(StateObjectView())
    host.tap("add 0")
    host.tap("add 1")
    #expect(host.texts == ["add 2", "child 2"])
  }

  struct EnvironmentReader: View {
    @EnvironmentObject var library: Library
    var body: some View { Button("env \(library.count)") { library.count += 10 } }
  }

  @Test("@EnvironmentObject reads the object a view above put in the environment")
  func environmentObject() {
    let library = Library()
    let host = mount(EnvironmentReader().environmentObject(library))
    host.tap("env 0")
    #expect(host.texts == ["env 10"])
    library.count = 3
    #expect(host.texts == ["env 3"])
  }

  @Observable final class Model {
    var name = "first"
  }

  struct ObservableView: View {
    let model: Model
    var body: some View {
      VStack {
        Text("name \(model.name)")
        Editor(model: model)
      }
    }
  }

  struct Editor: View {
    @Bindable var model: Model
    var body: some View { Field(text: $model.name) }
  }

  struct Field: View {
    @Binding var text: String
    var body: some View { Button("rename") { text = "second" } }
  }

  @Test("@Observable changes re-render the views that read them; @Bindable gives bindings")
  func observable() {
    let model = Model()
    let host = mount(ObservableView(model: model))
    #expect(host.texts == ["name first", "rename"])
    host.tap("rename")
    #expect(host.texts == ["name second", "rename"])
    model.name = "third"
    #expect(host.texts == ["name third", "rename"])
  }

  @Test("Binding.constant ignores writes; a key-path binding writes through")
  func bindings() {
    let constant = Binding.constant(5)
    constant.wrappedValue = 6
    #expect(constant.wrappedValue == 5)
    var storage = (a: 1, b: 2)
    let whole = Binding(get: { storage }, set: { storage = $0 })
    struct Pair { var a: Int }
    var pair = Pair(a: 1)
    let pairBinding = Binding(get: { pair }, set: { pair = $0 })
    pairBinding.a.wrappedValue = 7
    #expect(pair.a == 7)
    whole.wrappedValue = (3, 4)
    #expect(storage.a == 3)
  }

  @Test("Toggle flips its binding and reports its value")
  func toggle() {
    struct Settings: View {
      @State var on = false
      var body: some View {
        VStack {
          Toggle("Wi-Fi", isOn: $on)
          Text(on ? "is on" : "is off")
        }
      }
    }
    let host = mount(Settings())
    #expect(host.displayList.accessibilityElements.first?.value == "0")
    host.tap("Wi-Fi")
    #expect(host.texts == ["Wi-Fi", "is on"])
    #expect(host.displayList.accessibilityElements.first?.value == "1")
  }
}
