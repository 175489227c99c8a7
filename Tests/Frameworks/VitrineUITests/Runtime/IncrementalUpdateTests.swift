import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("Incremental updates", .timeLimit(.minutes(5)))
struct IncrementalUpdateTests {
  struct Screen: View {
    @State var selection: Int?
    var body: some View {
      VStack(spacing: 2) {
        ForEach(0..<5) { index in Choice(index: index, selection: $selection) }
        ForEach(0..<3) { index in Caption(index: index) }
      }
    }
  }

  struct Choice: View {
    let index: Int
    @Binding var selection: Int?
    var body: some View {
      Text(selection == index ? "[\(index)]" : "\(index)")
        .onTapGesture { selection = selection == index ? nil : index }
    }
  }

  struct Caption: View {
    let index: Int
    var body: some View { Text("caption \(index)") }
  }

  @Test("a tap re-evaluates only the views that read the state, and equals a fresh render")
  func onlyReadersReevaluate() {
    let host = mount(Screen())
    _ = host.displayList
    // First frame: 1 screen + 5 choices + 3 captions.
    #expect(host.bodyEvaluationCount == 9)
    host.resetStatistics()
    host.tap("2")
    _ = host.displayList
    // The screen passed a binding without reading it: only the 5 choices read `selection`.
    #expect(host.bodyEvaluations == ["Choice": 5])
    #expect(host.texts == ["0", "1", "[2]", "3", "4", "caption 0", "caption 1", "caption 2"])
    let fresh = mount(Screen(selection: 2))
    #expect(host.displayList == fresh.displayList)
    host.resetStatistics()
    _ = host.displayList
    #expect(host.bodyEvaluationCount == 0)
  }

  struct Reader: View {
    @State var count = 0
    var body: some View {
      VStack {
        Button("count \(count)") { count += 1 }
        Caption(index: 0)
      }
    }
  }

  @Test("a view that reads the state re-evaluates; children with unchanged inputs do not")
  func unchangedChildrenAreReused() {
    let host = mount(Reader())
    _ = host.displayList
    host.resetStatistics()
    host.tap("count 0")
    #expect(host.texts == ["count 1", "caption 0"])
    #expect(host.bodyEvaluations == ["Reader": 1])
    #expect(host.displayList == mount(Reader(count: 1)).displayList)
  }
}
