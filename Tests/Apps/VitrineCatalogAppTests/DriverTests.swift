import Foundation
import Testing
import VitrineAppTesting
import VitrineSnapshotTesting
import VitrineUI
import VitrineWidgetCore

/// A card with a context menu and a sheet, to look at the runtime's overlays.
struct OverlayDemo: View {
  @State var sheetShown = false
  @State var chosen = "nothing chosen"

  var body: some View {
    VStack(spacing: 16) {
      Text("Long-press me")
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.secondary.opacity(0.2)))
        .contextMenu {
          Button("Share") { chosen = "shared" }
          Button("Show sheet") { sheetShown = true }
          Button("Delete", role: .destructive) { chosen = "deleted" }
        }
      Text(chosen)
    }
    .sheet(isPresented: $sheetShown) {
      VStack {
        Text("A sheet").font(.title2.bold())
        Toggle("Notifications", isOn: .constant(true)).padding()
      }
      .padding(.top, 20)
    }
  }
}

@MainActor
@Suite("AppDriver overlays", .timeLimit(.minutes(5)))
struct DriverTests {
  @Test("a context menu is listed, drawn over the dimmed screen, and chosen from")
  func contextMenu() throws {
    let app = try AppDriver(OverlayDemo(), screen: AppScreen(device: .standard))
    try app.longPress("Long-press me")
    #expect(app.contextMenuItems == ["Share", "Show sheet", "Delete"])
    assertSnapshot(of: app, as: .screen(scale: 1), named: "menu")
    try app.chooseMenuItem("Share")
    #expect(app.labels.contains("shared"))
    #expect(app.contextMenuItems == nil)
  }

  @Test("a sheet opened from a menu covers the screen and is dismissed")
  func sheet() throws {
    let app = try AppDriver(OverlayDemo(), screen: AppScreen(device: .standard), colorScheme: .dark)
    try app.longPress("Long-press me")
    try app.chooseMenuItem("Show sheet")
    #expect(app.labels.first == "A sheet")
    assertSnapshot(of: app, as: .screen(scale: 1), named: "sheet-dark")
    #expect(app.host.dismissSheet())
    #expect(app.labels.contains("Long-press me"))
  }

  @Test("a missing label names what the screen shows")
  func missing() throws {
    let app = try AppDriver(
      OverlayDemo(), screen: AppScreen(device: .standard), text: .fixedAdvance)
    #expect(
      throws: AppDriverError.elementNotFound(
        "Nope", available: ["Long-press me", "nothing chosen"])
    ) {
      try app.tap("Nope")
    }
    #expect(throws: AppDriverError.noFonts) { try app.png() }
  }

  @Test("safe areas per screen: Dynamic Island, notch, home button")
  func screens() throws {
    #expect(AppScreen(device: try #require(WidgetDevice.named("393x852"))).safeAreaInsets.top == 59)
    #expect(AppScreen(device: try #require(WidgetDevice.named("390x844"))).safeAreaInsets.top == 47)
    let se = AppScreen(device: try #require(WidgetDevice.named("375x667")))
    #expect(se.safeAreaInsets.top == 20 && se.safeAreaInsets.bottom == 0)
  }
}
