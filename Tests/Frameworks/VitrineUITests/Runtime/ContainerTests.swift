import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("App containers", .timeLimit(.minutes(5)))
struct ContainerTests {
  struct Root: View {
    var body: some View {
      NavigationStack {
        VStack {
          Counter(name: "root")
          NavigationLink("Open") {
            Text("Detail body").navigationTitle("Detail")
          }
        }
        .navigationTitle("Home")
      }
    }
  }

  @Test(
    "NavigationLink pushes with a back button titled by the previous screen; state below survives")
  func navigation() {
    let host = mount(Root(), width: 393, height: 600)
    #expect(host.texts.contains("Home"))
    host.tap("root 0")
    host.tap("Open")
    #expect(host.texts == ["Home", "Detail", "Detail body"])
    // The back button's label is the root's title.
    let back = host.displayList.accessibilityElements[0]
    #expect(back.traits.contains(.isButton))
    host.tap("Home")
    #expect(host.texts.contains("root 1"))
    #expect(host.texts.contains("Open"))
  }

  struct Tabs: View {
    var body: some View {
      TabView {
        Counter(name: "first").tabItem { Label("One", systemImage: "square.grid.2x2") }
        Text("second tab").tabItem { Label("Two", systemImage: "person.2") }
      }
    }
  }

  @Test("TabView shows the selected tab above a 49-point tab bar; tapping an item switches")
  func tabs() {
    let host = mount(Tabs())
    #expect(host.texts == ["first 0", "One", "Two"])
    let one = host.displayList.accessibilityElements[1]
    #expect(one.frame == rect(0, 351, 100, 49))
    #expect(one.traits.contains(.isSelected))
    host.tap("Two")
    #expect(host.texts == ["second tab", "One", "Two"])
    #expect(host.displayList.accessibilityElements[2].traits.contains(.isSelected))
  }

  final class Log: @unchecked Sendable {
    var lines: [String] = []
  }

  struct LoggedTabs: View {
    let log: Log
    var body: some View {
      TabView {
        Counter(name: "first")
          .onAppear { log.lines.append("first appears") }
          .onDisappear { log.lines.append("first disappears") }
          .tabItem { Label("One", systemImage: "square.grid.2x2") }
        Counter(name: "second").tabItem { Label("Two", systemImage: "person.2") }
      }
    }
  }

  @Test("a tab left keeps its state; its disappear and appear actions run as it is left and shown")
  func tabsKeepState() {
    let log = Log()
    let host = mount(LoggedTabs(log: log))
    host.tap("first 0")
    host.tap("first 1")
    #expect(host.texts == ["first 2", "One", "Two"])
    host.tap("Two")
    host.tap("second 0")
    #expect(host.texts == ["second 1", "One", "Two"])
    host.tap("One")
    #expect(host.texts == ["first 2", "One", "Two"])
    host.tap("Two")
    #expect(host.texts == ["second 1", "One", "Two"])
    #expect(
      log.lines == ["first appears", "first disappears", "first appears", "first disappears"])
  }

  struct Sheeted: View {
    @State var shown = false
    var body: some View {
      Button("Show") { shown = true }
        .sheet(isPresented: $shown) { Closer() }
    }
  }

  struct Closer: View {
    @Environment(\.dismiss) var dismiss
    var body: some View { Button("Close") { dismiss() } }
  }

  @Test("a sheet covers the screen until dismissed; only it is read and tapped")
  func sheet() {
    let host = mount(Sheeted())
    host.tap("Show")
    #expect(host.texts == ["Close"])
    host.tap("Close")
    #expect(host.texts == ["Show"])
    host.tap("Show")
    #expect(host.dismissSheet())
    #expect(host.texts == ["Show"])
    #expect(host.dismissSheet() == false)
  }

  @Test("LazyVGrid shares the width among flexible columns, 8 points apart")
  func grid() {
    let host = mount(
      LazyVGrid(columns: [GridItem(), GridItem(), GridItem()], spacing: 4) {
        ForEach(0..<5) { index in Color.red.frame(height: 20).accessibilityLabel("cell \(index)") }
      })
    let frames = host.displayList.accessibilityElements.map(\.frame)
    // (200 − 2 × 8) / 3 = 61.33 per column; two rows of 20 with 4 between: 44 tall at 178.
    #expect(frames.count == 5)
    #expect(isClose(frames[0], rect(0, 178, 184 / 3, 20)))
    #expect(isClose(frames[1], rect(184 / 3 + 8, 178, 184 / 3, 20)))
    #expect(isClose(frames[3], rect(0, 202, 184 / 3, 20)))
  }

  @Test("adaptive columns fit as many as their minimum allows")
  func adaptiveGrid() {
    let layout = GridLayout(columns: [GridItem(.adaptive(minimum: 50))], rowSpacing: 8)
    // (200 + 8) / (50 + 8) = 3.6: three columns of (200 − 16) / 3.
    let widths = layout.columnWidths(for: 200)
    #expect(widths.count == 3)
    #expect(abs(widths[0].width - 184 / 3) < 0.001)
  }

  @Test("List rows are at least 44 points tall with separators between them")
  func list() {
    let host = mount(
      List {
        Text("a").font(font10)
        Text("b").font(font10)
        Text("c").font(font10)
      }, width: 200, height: 400)
    let frames = host.displayList.accessibilityElements.map(\.frame)
    #expect(frames.count == 3)
    // Each 12-point text is centered in a 44-point row: rows start 44 apart.
    #expect(abs((frames[1].minY - frames[0].minY) - 44) < 0.001)
    // Inset grouped: a 16-point card margin plus a 16-point row inset.
    #expect(frames[0].minX == 32)
    let separators = host.displayList.flattenedItems.filter {
      guard case .shape(let shape) = $0.content else { return false }
      return $0.frame.height == 1 && shape.paint == .color(Color.separator.resolve(in: .light))
    }
    #expect(separators.count == 2)
  }

  @Test("plain lists run rows from the screen's edge, inset by 16")
  func plainList() {
    let host = mount(List { Text("a").font(font10) }.listStyle(.plain))
    #expect(host.displayList.accessibilityElements.first?.frame.minX == 16)
  }

  @Test("ignoresSafeArea extends a view touching the safe area to the screen's edges")
  func safeArea() {
    let insets = EdgeInsets(top: 50, leading: 0, bottom: 30, trailing: 0)
    func host<V: View>(_ view: V) -> ViewHost {
      ViewHost(
        view, screenSize: CGSize(width: 200, height: 400), safeAreaInsets: insets,
        measurer: testMeasurer, showsStatusBar: false)
    }
    let inside = host(Color.red)
    #expect(inside.displayList.frame(ofColor: .red) == rect(0, 50, 200, 320))
    let under = host(Color.red.ignoresSafeArea())
    #expect(under.displayList.frame(ofColor: .red) == rect(0, 0, 200, 400))
    let top = host(Color.red.ignoresSafeArea(edges: .top))
    #expect(top.displayList.frame(ofColor: .red) == rect(0, 0, 200, 370))
  }

  @Test("LazyVStack takes the width offered, LazyHStack the height; children line up inside")
  func lazyStacks() {
    let column = mount(
      LazyVStack(alignment: .leading) { Color.red.frame(width: 20, height: 20) }
        .background(Color.blue))
    // The column spans the 200-point screen; its child sits at the leading edge.
    #expect(column.displayList.frame(ofColor: .blue) == rect(0, 190, 200, 20))
    #expect(column.displayList.frame(ofColor: .red) == rect(0, 190, 20, 20))
    let row = mount(
      LazyHStack(alignment: .top) { Color.red.frame(width: 20, height: 20) }
        .background(Color.blue))
    #expect(row.displayList.frame(ofColor: .blue) == rect(90, 0, 20, 400))
    #expect(row.displayList.frame(ofColor: .red) == rect(90, 0, 20, 20))
  }

  @Test("a section's header and footer are set in footnote type around its card")
  func sectionHeaderAndFooter() {
    let host = mount(
      List {
        Section {
          Text("row").font(font10)
        } header: {
          Text("HEAD")
        } footer: {
          Text("FOOT")
        }
      })
    #expect(host.texts == ["HEAD", "row", "FOOT"])
    // Footnote is 13 points: "HEAD" is 4 × 6.5 = 26 wide, at the 32-point header inset.
    #expect(host.displayList.frame(ofText: "HEAD")?.minX == 32)
    #expect(host.displayList.frame(ofText: "HEAD")?.width == 26)
    #expect(host.displayList.textItem("FOOT")?.font.size == 13)
  }
}
