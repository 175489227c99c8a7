import Foundation
import Synchronization
import Testing
import VitrineTestSupport

@testable import VitrineCLI

/// `#if os(iOS)` is false on Linux, so widgets inside it compile out silently: `@main` on a
/// bundle names the file and line of each such declaration in the package's sources.
@Suite struct PlatformConditionScanTests {
  @Test func findsWidgetDeclarationsBehindIOSOnlyConditions() {
    let text = """
      import WidgetKit
      #if os(iOS)
        struct PhoneWidget: Widget {
      #elseif os(macOS)
        struct MacWidget: Widget {
      #else
        struct OtherWidget: Widget {
      #endif
      #if os(iOS) || os(Linux)
        struct PortedWidget: Widget {
      #endif
      #if canImport(UIKit)
        struct KitWidget: Widget {
      #endif
      #if !os(iOS)
        struct NotPhone: Widget {
      #else
        struct PhoneBundle: WidgetBundle {
      #endif
      #if os(iOS)
        struct Helper: View {
        final class PhoneControl: ControlWidget {
      #endif
      """
    let found = PlatformConditionScan.findings(in: text, file: "Sources/w/W.swift")
    #expect(found.map(\.name) == ["PhoneWidget", "PhoneBundle", "PhoneControl"])
    #expect(found.map(\.line) == [3, 18, 22])
    #expect(
      found.first?.description
        == "Sources/w/W.swift:3: warning: 'PhoneWidget' is inside '#if os(iOS)', which is false "
        + "on Linux, so it is not compiled")
  }

  @Test func anEmptyBundleStopsNamingTheFileAndLineAndTheFix() throws {
    // A package as SwiftPM lays it out: the program in .build, its sources in Sources/<name>.
    let package = try TemporaryFolder("ios-only")
    let sources = package.url.appendingPathComponent("Sources/phone-widgets")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try "import WidgetKit\n#if os(iOS)\nstruct PhoneWidget: Widget {}\n#endif\n".write(
      to: sources.appendingPathComponent("PhoneWidget.swift"), atomically: true, encoding: .utf8)
    let executable = package.url.appendingPathComponent(".build/debug/phone-widgets")
    let lines = Mutex<[String]>([])
    let console = Console(
      out: { _ in }, err: { line in lines.withLock { $0.append(line) } }, environment: [:])
    let status = WidgetBundleCheck.run(
      ["kinds"], widgets: [], controls: [], console: console, executable: executable)
    #expect(status == 1)
    let printed = lines.withLock { $0 }
    #expect(printed.first?.hasPrefix("error: this widget bundle has no widgets") == true)
    #expect(
      printed.contains {
        $0.hasSuffix(
          "PhoneWidget.swift:3: warning: 'PhoneWidget' is inside "
            + "'#if os(iOS)', which is false on Linux, so it is not compiled")
      })
    #expect(printed.last?.hasPrefix("fix: write '#if os(iOS) || os(Linux)'") == true)
  }

  // A bundle whose only entries are Live Activities (ActivityConfiguration is not a widget)
  // still has its #Preview blocks, which `previews` lists and renders.
  @Test func aBundleOfLiveActivitiesStillRunsItsPreviews() throws {
    let package = try TemporaryFolder("activities-only")
    let executable = package.url.appendingPathComponent(".build/debug/activity-widgets")
    let lines = Mutex<[String]>([])
    let console = Console(
      out: { _ in }, err: { line in lines.withLock { $0.append(line) } }, environment: [:])
    let previews = WidgetBundleCheck.run(
      ["previews", "list"], widgets: [], controls: [], console: console, executable: executable)
    #expect(previews == nil)
    #expect(lines.withLock { $0 }.isEmpty)
    let render = WidgetBundleCheck.run(
      ["render", "Anything"], widgets: [], controls: [], console: console, executable: executable)
    #expect(render == 1)
  }
}
