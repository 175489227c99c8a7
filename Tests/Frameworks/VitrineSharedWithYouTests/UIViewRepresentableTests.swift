import Foundation
import Testing
import VitrineAppTesting
import VitrineSharedWithYouSystem
import VitrineUI
import VitrineUIKit
import VitrineWidgetCore

@testable import VitrineSharedWithYou

/// An attribution view placed as an app places it, counting make and update calls.
struct CountingAttribution: UIViewRepresentable {
  let highlight: SWHighlight
  let counts: Counts
  var supplemental: [UIAction] = []
  /// Changes when the screen wants the view updated.
  var revision = 0

  final class Counts {
    var made = 0
    var updated = 0
  }

  func makeUIView(context: Context) -> SWAttributionView {
    counts.made += 1
    return SWAttributionView()
  }

  func updateUIView(_ uiView: SWAttributionView, context: Context) {
    counts.updated += 1
    uiView.highlight = highlight
    uiView.menuTitleForHideAction = "Remove from Shelf"
    uiView.supplementalMenu = UIMenu(title: "", children: supplemental)
  }
}

/// A screen with a counter above the attribution, so a tap changes state and lays out again.
struct RepresentableScreen: View {
  let highlight: SWHighlight
  let counts: CountingAttribution.Counts
  let supplemental: [UIAction]
  @State private var taps = 0

  var body: some View {
    VStack(spacing: 20) {
      Button("Tapped \(taps)") { taps += 1 }
      CountingAttribution(
        highlight: highlight, counts: counts, supplemental: supplemental, revision: taps)
    }
  }
}

@Suite("UIViewRepresentable", .timeLimit(.minutes(5)))
@MainActor
struct UIViewRepresentableTests {
  @Test(
    "the view is made once, updated when its inputs change, drawn and long-pressed as the system's")
  func attributionThroughARepresentable() throws {
    let world = try KitFixture()
    try world.system.send(from: "Anna Petrova", text: KitFixture.title("stalker").absoluteString)
    let center = SWHighlightCenter(connection: world.connection())
    let highlight = try #require(center.highlights.first)
    let counts = CountingAttribution.Counts()
    final class Saved { var count = 0 }
    let saved = Saved()
    let save = UIAction(title: "Save to My List", image: UIImage(systemName: "plus")) { _ in
      saved.count += 1
    }
    let disabled = UIAction(title: "Download", attributes: .disabled) { _ in saved.count += 100 }
    let screen = RepresentableScreen(
      highlight: highlight, counts: counts, supplemental: [save, disabled]
    )
    .environment(\.sharedWithYouConnection, world.connection())
    let app = try AppDriver(screen, text: .fixedAdvance)
    // The system's view draws the attribution, taken from the environment's connection.
    #expect(app.labels.contains("From Anna Petrova"))
    #expect(counts.made == 1)
    let updates = counts.updated
    try app.tap("Tapped 0")
    #expect(app.labels.contains("Tapped 1"))
    #expect(counts.made == 1)
    #expect(counts.updated == updates + 1)
    // A long press on it opens the system's menu, then the app's, in order.
    try app.longPress("From Anna Petrova")
    #expect(
      app.contextMenuItems == ["Reply", "Remove from Shelf", "Save to My List", "Download"])
    try app.chooseMenuItem("Save to My List")
    #expect(saved.count == 1)
    try app.longPress("From Anna Petrova")
    try app.chooseMenuItem("Download")
    #expect(saved.count == 1)
    try app.longPress("From Anna Petrova")
    try app.chooseMenuItem("Remove from Shelf")
    #expect(try world.system.report(appID: StreamingApp.appID).highlights.isEmpty)
  }

  @Test("nested menus are listed inline; an image needs a name")
  func menus() {
    final class Log { var lines: [String] = [] }
    let log = Log()
    let inner = UIMenu(
      title: "More",
      children: [UIAction(title: "B", attributes: .destructive) { log.lines.append($0.title) }])
    let menu = UIMenu(children: [UIAction(title: "A") { log.lines.append($0.title) }, inner])
    #expect(menu.actions.map(\.title) == ["A", "B"])
    for action in menu.actions { action.perform() }
    #expect(log.lines == ["A", "B"])
    #expect(menu.actions[1].attributes.contains(.destructive))
    #expect(UIImage(systemName: "") == nil)
    #expect(UIImage(systemName: "plus")?.systemName == "plus")
  }
}
