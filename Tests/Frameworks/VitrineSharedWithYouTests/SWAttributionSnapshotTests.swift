import Foundation
import Testing
import VitrineSharedWithYou
import VitrineSharedWithYouSystem
import VitrineSnapshotTesting
import VitrineUI
import VitrineWidgetCore

/// The attribution view's pixels: both display contexts with one and several senders in both
/// languages, every alignment and every background style.
@MainActor
@Suite struct SWAttributionSnapshotTests {
  /// A world where stalker is shared by three people and dune by one; the view for `url`.
  static func view(
    _ path: String, language: String, configure: (SWAttributionView) -> Void = { _ in }
  ) throws -> (SWAttributionView, KitFixture) {
    let world = try KitFixture()
    try world.system.send(from: "Anna Petrova", text: "https://vitrine.example/title/stalker")
    try world.system.send(
      from: "Борис Смирнов", group: "Кино", text: "https://vitrine.example/title/stalker")
    try world.system.send(from: "Kate Wilson", text: "https://vitrine.example/title/stalker")
    try world.system.send(from: "Anna Petrova", text: "https://vitrine.example/title/dune")
    let center = SWHighlightCenter(connection: world.connection(language))
    let view = SWAttributionView(connection: world.connection(language))
    view.highlight = center.highlights.first { $0.url.lastPathComponent == path }
    configure(view)
    return (view, world)
  }

  /// A backdrop like a title's artwork, so the background styles show.
  static func backdrop<Content: View>(_ content: Content, dark: Bool = false) -> some View {
    content
      .padding(12)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(
        LinearGradient(
          colors: dark
            ? [Color(hex: 0x3B2340), Color(hex: 0x173447)]
            : [Color(hex: 0xF6D5C4), Color(hex: 0xC9D3F2)],
          startPoint: .leading, endPoint: .trailing))
  }

  @Test(arguments: ["en_US", "ru_RU"], [SWAttributionView.DisplayContext.summary, .detail])
  func contexts(language: String, context: SWAttributionView.DisplayContext) throws {
    for path in ["dune", "stalker"] {
      let (view, world) = try Self.view(path, language: language) { $0.displayContext = context }
      let content = view.content.environment(\.locale, Locale(identifier: language))
      assertSnapshot(
        of: Self.backdrop(content),
        as: .image(layout: .fixed(width: 340, height: context == .summary ? 52 : 80)),
        named: "\(context)-\(path == "dune" ? "one" : "several")-\(language)",
        testName: "contexts")
      _ = world
    }
  }

  @Test func alignments() throws {
    var rows: [SWAttributionContent] = []
    var worlds: [KitFixture] = []
    for alignment in [SWAttributionView.HorizontalAlignment.default, .leading, .center, .trailing] {
      let (view, world) = try Self.view("dune", language: "en_US") {
        $0.horizontalAlignment = alignment
      }
      rows.append(view.content)
      worlds.append(world)
    }
    assertSnapshot(
      of: Self.backdrop(
        VStack(spacing: 8) { ForEach(0..<rows.count, content: { rows[$0] }) }),
      as: .image(layout: .fixed(width: 340, height: 160)), named: "default-leading-center-trailing")
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func backgroundStyles(colorScheme: ColorScheme) throws {
    var rows: [SWAttributionContent] = []
    var worlds: [KitFixture] = []
    for style in [SWAttributionView.BackgroundStyle.default, .color, .material] {
      for context in [SWAttributionView.DisplayContext.summary, .detail] {
        let (view, world) = try Self.view("stalker", language: "en_US") {
          $0.backgroundStyle = style
          $0.displayContext = context
          $0.preferredMaxLayoutWidth = 300
        }
        rows.append(view.content)
        worlds.append(world)
      }
    }
    assertSnapshot(
      of: Self.backdrop(
        VStack(alignment: .leading, spacing: 8) { ForEach(0..<rows.count, content: { rows[$0] }) },
        dark: colorScheme == .dark),
      as: .image(layout: .fixed(width: 340, height: 400), colorScheme: colorScheme),
      named: "default-color-material-\(colorScheme)", testName: "backgroundStyles")
  }

  /// VoiceOver reads the attribution as one element.
  @Test func accessibility() throws {
    let (summary, one) = try Self.view("stalker", language: "en_US")
    assertSnapshot(
      of: summary.content, as: .accessibility(layout: .fixed(width: 340, height: 52)),
      named: "summary-several-en_US")
    let (detail, two) = try Self.view("dune", language: "ru_RU") { $0.displayContext = .detail }
    assertSnapshot(
      of: detail.content.environment(\.locale, Locale(identifier: "ru_RU")),
      as: .accessibility(layout: .fixed(width: 340, height: 80)), named: "detail-one-ru_RU")
    _ = (one, two)
  }

  /// Without a highlight (or once it is hidden) the view draws nothing.
  @Test func nothingWithoutAHighlight() throws {
    let world = try KitFixture()
    let view = SWAttributionView(connection: world.connection())
    assertSnapshot(
      of: view.content, as: .layout(layout: .fixed(width: 200, height: 40)), named: "empty")
  }
}
