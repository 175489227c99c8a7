import Foundation
import VitrineWidgetCore

/// What `@main` on a widget bundle checks before it runs a command: a bundle with no widgets
/// (or controls) stops with an error and the documented fix, naming the widget declarations
/// that `#if os(iOS)` compiled out, when the package's sources are found; `kinds` warns about
/// such declarations even when others were compiled.
enum WidgetBundleCheck {
  /// The exit code to stop with, or `nil` to run the command.
  static func run(
    _ arguments: [String], widgets: [WidgetDescriptor], controls: [ControlDescriptor],
    console: Console, executable: URL = URL(fileURLWithPath: CommandLine.arguments[0])
  ) -> Int32? {
    let isEmpty = widgets.isEmpty && controls.isEmpty
    // A bundle of Live Activities alone has no widgets, but its `#Preview`s can be listed and
    // rendered (ActivityLiveWords, ExpoLiveActivity in docs/porting-trials.md).
    if isEmpty && arguments.first == "previews" { return nil }
    guard isEmpty || arguments.first == "kinds" else { return nil }
    let base = FileManager.default.currentDirectoryPath
    let findings = PlatformConditionScan.findings(
      inFiles: PlatformConditionScan.packageSources(executable: executable), relativeTo: base)
    if isEmpty {
      console.err(
        "error: this widget bundle has no widgets or controls, so there is nothing to list, "
          + "render or simulate")
      for finding in findings { console.err(finding.description) }
      if findings.isEmpty {
        console.err(
          "note: a widget declared inside '#if os(iOS)' is compiled out on Linux, where "
            + "os(iOS) is false")
      }
      console.err(PlatformConditionScan.fix)
      return 1
    }
    for finding in findings { console.err(finding.description) }
    if !findings.isEmpty { console.err(PlatformConditionScan.fix) }
    return nil
  }
}
