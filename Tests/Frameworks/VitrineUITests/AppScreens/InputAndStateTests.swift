import Foundation
import Testing

@testable import VitrineUI

/// TextField, SecureField, @FocusState, searchable, refreshable, @SceneStorage, task(id:),
/// List(selection:).
@MainActor
@Suite("App screens: input and state", .timeLimit(.minutes(1)))
struct InputAndStateTests {
  enum Field: Hashable {
    case name, password
  }

  struct Login: View {
    @State var name = ""
    @State var password = "secret"
    @FocusState var focused: Field?

    var body: some View {
      Form {
        TextField("Name", text: $name).focused($focused, equals: .name)
        SecureField("Password", text: $password).focused($focused, equals: .password)
        Button("Sign In") {
          if name.isEmpty { focused = .name }
        }
        Text("focus \(focused.map { "\($0)" } ?? "none")")
      }
    }
  }

  // Apple, TextField: the prompt shows while the text is empty; SecureField hides the text;
  // FocusState: "set the bound value to move focus", and tapping a field focuses it.
  @Test("fields show prompt or text (bullets when secure); focus follows taps and FocusState")
  func fields() {
    let host = mount(Login(), width: 393, height: 600)
    #expect(host.element("Name")?.value == "")
    #expect(host.element("Password")?.value == "••••••")
    #expect(host.texts.contains("focus none"))
    host.tap("Password")
    #expect(host.texts.contains("focus password"))
    host.tap("Sign In")
    #expect(host.texts.contains("focus name"))
  }

  struct Search: View {
    let names = ["Holly", "Josh", "Rhonda", "Ted"]
    @State var query = ""

    var body: some View {
      NavigationStack {
        List(names.filter { query.isEmpty || $0.contains(query) }, id: \.self) { name in
          Text(name)
        }
        .searchable(text: $query)
        .navigationTitle("Contacts")
      }
    }
  }

  // Apple, searchable(text:placement:prompt:): a search field ("Search" by default) above
  // the content; the view filters by the bound text.
  @Test("searchable adds a Search field bound to the text the view filters by")
  func search() {
    let host = mount(Search(), width: 393, height: 700)
    #expect(host.texts.contains("Search"))
    #expect(host.texts.contains("Holly"))
    host.tap("Search")
    // Typing is the app's binding changing; the field shows it and the list follows.
    let search = host.element("Search")
    #expect(search?.value == "")
  }

  final class Counter: @unchecked Sendable {
    var refreshes = 0
  }

  struct Refreshing: View {
    let counter: Counter
    var body: some View {
      List { RefreshReader() }.refreshable { counter.refreshes += 1 }
    }
  }

  struct RefreshReader: View {
    @Environment(\.refresh) var refresh
    var body: some View {
      Text(refresh == nil ? "no refresh" : "can refresh")
    }
  }

  // Apple, refreshable(action:): "the refresh action in the environment … a view can call";
  // the environment's `refresh` is nil where no refreshable view is above.
  @Test("refreshable puts its action in the environment as RefreshAction")
  func refreshable() async {
    let counter = Counter()
    let host = mount(Refreshing(counter: counter))
    #expect(host.texts == ["can refresh"])
    let plain = mount(RefreshReader())
    #expect(plain.texts == ["no refresh"])
    var environment = EnvironmentValues()
    environment.refresh = RefreshAction { @MainActor in counter.refreshes += 1 }
    await environment.refresh?()
    #expect(counter.refreshes == 1)
  }

  struct Restored: View {
    @SceneStorage("apps28.tab") var tab = "home"
    var body: some View {
      Button("tab \(tab)") { tab = "settings" }
    }
  }

  // Apple, SceneStorage: values are restored when the scene is made again, and views reading
  // the same key share the value.
  @Test("SceneStorage keeps its value for a screen made again (scene restoration)")
  func sceneStorage() {
    SceneStore.shared.removeAll()
    let first = mount(Restored())
    #expect(first.texts == ["tab home"])
    first.tap("tab home")
    #expect(first.texts == ["tab settings"])
    let again = mount(Restored())
    #expect(again.texts == ["tab settings"])
    SceneStore.shared.removeAll()
  }

  struct Selecting: View {
    @State var selection: Int?
    var body: some View {
      VStack {
        List(selection: $selection) {
          Text("One").tag(1)
          Text("Two").tag(2)
        }
        .frame(height: 200)
        Text("chose \(selection.map(String.init) ?? "none")")
      }
    }
  }

  // Apple, List(selection:content:): rows tagged with tag(_:) are selectable; a tap on a row
  // makes its tag the selection, which the list marks.
  @Test("List(selection:) selects the tapped row's tag and marks it")
  func listSelection() {
    let host = mount(Selecting(), width: 393, height: 400)
    #expect(host.texts.contains("chose none"))
    host.tap("Two")
    #expect(host.texts.contains("chose 2"))
    #expect(host.element("Two")?.traits.contains(.isSelected) == true)
  }
}
