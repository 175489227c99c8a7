import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("State lives with view identity", .timeLimit(.minutes(5)))
struct StateIdentityTests {
  struct Parent: View {
    @State var title = "one"
    var body: some View {
      VStack {
        Button("title \(title)") { title = title == "one" ? "two" : "one" }
        Counter(name: "c")
      }
    }
  }

  @Test("a counter keeps its state when its parent re-renders")
  func survivesRerender() {
    let host = mount(Parent())
    host.tap("c 0")
    host.tap("c 1")
    #expect(host.texts == ["title one", "c 2"])
    host.tap("title one")
    // The parent's body ran again; the counter is at the same position, so it is the same view.
    #expect(host.texts == ["title two", "c 2"])
  }

  struct Branches: View {
    @State var flag = true
    var body: some View {
      VStack {
        Button("flip") { flag.toggle() }
        if flag {
          Counter(name: "c")
        } else {
          Counter(name: "c")
        }
      }
    }
  }

  @Test("a counter resets when its if branch flips")
  func resetsOnBranch() {
    let host = mount(Branches())
    host.tap("c 0")
    #expect(host.texts == ["flip", "c 1"])
    host.tap("flip")
    // Same type, other branch: another identity, new state.
    #expect(host.texts == ["flip", "c 0"])
    host.tap("c 0")
    host.tap("flip")
    #expect(host.texts == ["flip", "c 0"])
  }

  struct Identified: View {
    @State var generation = 0
    var body: some View {
      VStack {
        Button("next") { generation += 1 }
        Counter(name: "c").id(generation)
      }
    }
  }

  @Test("a counter resets when its id changes")
  func resetsOnID() {
    let host = mount(Identified())
    host.tap("c 0")
    host.tap("c 1")
    #expect(host.texts == ["next", "c 2"])
    host.tap("next")
    #expect(host.texts == ["next", "c 0"])
  }

  struct Rows: View {
    @State var names = ["b", "c"]
    var body: some View {
      VStack {
        Button("insert") { names.insert("a", at: 0) }
        ForEach(names, id: \.self) { name in Counter(name: name) }
      }
    }
  }

  @Test("ForEach rows keep their state when rows are inserted before them")
  func forEachRowsKeepState() {
    let host = mount(Rows())
    host.tap("b 0")
    host.tap("c 0")
    host.tap("c 1")
    #expect(host.texts == ["insert", "b 1", "c 2"])
    host.tap("insert")
    // "b" moved from the first row to the second; its id, and so its state, is unchanged.
    #expect(host.texts == ["insert", "a 0", "b 1", "c 2"])
  }

  final class Log: @unchecked Sendable {
    var lines: [String] = []
  }

  struct Appearing: View {
    let log: Log
    @State var shown = true
    var body: some View {
      VStack {
        Button("toggle") { shown.toggle() }
        if shown {
          Text("child")
            .onAppear { log.lines.append("appear") }
            .onDisappear { log.lines.append("disappear") }
        }
      }
    }
  }

  @Test("onAppear runs once per identity, onDisappear when it goes away")
  func appearAndDisappear() {
    let log = Log()
    let host = mount(Appearing(log: log))
    _ = host.displayList
    #expect(log.lines == ["appear"])
    _ = host.displayList
    #expect(log.lines == ["appear"])
    host.tap("toggle")
    _ = host.displayList
    #expect(log.lines == ["appear", "disappear"])
    host.tap("toggle")
    _ = host.displayList
    #expect(log.lines == ["appear", "disappear", "appear"])
  }

  struct Tasked: View {
    @State var loaded = "loading"
    var body: some View {
      Text(loaded).task { loaded = "loaded" }
    }
  }

  @Test("task runs when the host runs its tasks, and its state change is shown")
  func taskRuns() async {
    let host = mount(Tasked())
    #expect(host.texts == ["loading"])
    await host.runTasks()
    #expect(host.texts == ["loaded"])
  }

  @Test("withAnimation applies the change at once")
  func withAnimationIsImmediate() {
    struct Animated: View {
      @State var on = false
      var body: some View {
        Button(on ? "on" : "off") { withAnimation(.spring) { on.toggle() } }
      }
    }
    let host = mount(Animated())
    host.tap("off")
    #expect(host.texts == ["on"])
  }
}

@MainActor
@Suite("Duplicate identities", .timeLimit(.minutes(5)))
struct DuplicateIdentityTests {
  @Test("rows with the same ForEach id are laid out separately; the first keeps the id's state")
  func duplicateIDs() {
    struct Rows: View {
      var body: some View {
        VStack {
          ForEach(["x", "x"], id: \.self) { name in Counter(name: name) }
        }
      }
    }
    let host = mount(Rows())
    #expect(host.texts == ["x 0", "x 0"])
    let frames = host.displayList.accessibilityElements.map(\.frame)
    #expect(frames[0].minY < frames[1].minY)
    host.tap(at: CGPoint(x: frames[0].midX, y: frames[0].midY))
    // SwiftUI leaves duplicate ids undefined; Vitrine gives the repeat an identity below the
    // first, so its views have state of their own.
    #expect(host.texts == ["x 1", "x 0"])
    host.tap(at: CGPoint(x: frames[1].midX, y: frames[1].midY))
    #expect(host.texts == ["x 1", "x 1"])
  }
}

@MainActor
@Suite("Tasks", .timeLimit(.minutes(5)))
struct TaskTests {
  final class Log: @unchecked Sendable {
    var lines: [String] = []
  }

  struct Loader: View {
    let log: Log
    @State var shown = true
    var body: some View {
      VStack {
        Button("hide") { shown = false }
        if shown { Text("loading").task { log.lines.append("ran") } }
      }
    }
  }

  @Test("a task whose view went away before it started does not run")
  func cancelled() async {
    let log = Log()
    let host = mount(Loader(log: log))
    host.tap("hide")
    _ = host.displayList
    await host.runTasks()
    #expect(log.lines.isEmpty)
    let shown = mount(Loader(log: log))
    _ = shown.displayList
    await shown.runTasks()
    #expect(log.lines == ["ran"])
  }
}
