import Foundation
import Testing
import VitrineTestSupport

/// An unchanged `@main` bundle configured through SiriKit (Tests/Fixtures/SiriWidgets, built as
/// `siri-widgets` in Swift 5 mode): its `Widget.intentdefinition` sits beside `Widget.swift`,
/// and its `IntentHandler` answers one intent's options with the `async throws` form and the
/// other's with the completion handler. Nothing registers the handler: the build plugin finds
/// it, as iOS finds the principal class through Info.plist.
@Suite(.timeLimit(.minutes(3))) struct SiriWidgetsBundleTests {
  let executable = BuiltProducts.executable("siri-widgets")

  @Test func listsBothWidgetsWithTheHandlersOptions() async throws {
    let result = try await BuiltProducts.run(executable, ["kinds"])
    #expect(result.status == 0, "\(result.error)")
    for expected in ["HeroWidget", "PlanetWidget", "Spouty", "Egghead", "Power Panda", "Venus"] {
      #expect(result.output.contains(expected), "missing \(expected) in \(result.output)")
    }
  }

  @Test func configuresAndRendersAWidget() async throws {
    let folder = try TemporaryFolder("siri-widgets")
    let a11y = try await BuiltProducts.run(
      executable,
      ["a11y", "HeroWidget", "--config", "hero=Egghead", "--data-dir", folder.url.path])
    #expect(a11y.status == 0, "\(a11y.error)")
    #expect(a11y.output.contains("Egghead"), "\(a11y.output)")
    let output = folder.url.appendingPathComponent("planet.png")
    let render = try await BuiltProducts.run(
      executable,
      [
        "render", "PlanetWidget", "--config", "planet=Venus", "--family", "systemSmall", "-o",
        output.path, "--data-dir", folder.url.path,
      ])
    #expect(render.status == 0, "\(render.error)")
    let png = try Data(contentsOf: output)
    #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
  }
}

/// A bundle whose only widget sits behind `#if os(iOS)` (Tests/Fixtures/EmptyWidgets): empty on
/// Linux, and its command line says so with the documented fix instead of listing nothing.
@Suite(.timeLimit(.minutes(3))) struct EmptyWidgetsBundleTests {
  @Test func anEmptyBundleIsAnErrorWithTheFix() async throws {
    let result = try await BuiltProducts.run(BuiltProducts.executable("empty-widgets"), ["kinds"])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.error.contains("this widget bundle has no widgets"), "\(result.error)")
    #expect(result.error.contains("'#if os(iOS) || os(Linux)' or '#if canImport(UIKit)'"))
  }
}
