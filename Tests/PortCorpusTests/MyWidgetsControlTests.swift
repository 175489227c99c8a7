import Foundation
import Testing
import VitrineTestSupport

/// The control in the `@main` bundle (Tests/Fixtures/MyWidgets/TimerControl.swift) through the
/// bundle's own command line: listed, tapped and drawn.
@Suite(.timeLimit(.minutes(10))) struct MyWidgetsControlTests {
  let executable = BuiltProducts.executable("my-widgets")

  @Test func listsTheBundlesControl() async throws {
    let result = try await BuiltProducts.run(executable, ["controls"])
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.output.split(separator: "\n").map(String.init) == [
        "com.example.MyWidgets.TimerControl — Timer", "  Starts and stops a named timer.",
        "  toggle, performs StartTimerIntent", "  configuration: timerName",
      ])
  }

  @Test func tapSetsTheOppositeValueAndFetchesTheValueAgain() async throws {
    let result = try await BuiltProducts.run(
      executable,
      ["control", "tap", "com.example.MyWidgets.TimerControl", "--config", "timerName=Tea"])
    #expect(result.status == 0, "\(result.error)")
    // A new process: the timer is off; the tap gives StartTimerIntent value = true, performs
    // it, and the provider then reports the timer running.
    #expect(
      result.output.split(separator: "\n").map(String.init) == [
        "host: performed StartTimerIntent set value to true; now on",
        "tapped com.example.MyWidgets.TimerControl: off -> on",
      ])
  }

  @Test func rendersTheControlAsATile() async throws {
    let folder = try TemporaryFolder("my-widgets-control")
    let output = folder.url.appendingPathComponent("timer.png")
    let result = try await BuiltProducts.run(
      executable,
      [
        "control", "render", "com.example.MyWidgets.TimerControl", "--size", "medium",
        "--scale", "2", "-o", output.path,
      ])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("medium, off"), "\(result.output)")
    // A medium control is two 62 pt cells and the 16 pt gap across, one cell high:
    // 140 × 62 pt, 280 × 124 pixels at 2×.
    let png = try Data(contentsOf: output)
    #expect(png[16..<20].reduce(0) { $0 << 8 | Int($1) } == 280)
    #expect(png[20..<24].reduce(0) { $0 << 8 | Int($1) } == 124)
  }

  @Test func mistakesAreUsageErrors() async throws {
    let unknown = try await BuiltProducts.run(executable, ["control", "tap", "NoSuchControl"])
    #expect(unknown.status == 2)
    #expect(unknown.error.contains("NoSuchControl"), "\(unknown.error)")
    #expect(unknown.error.contains("com.example.MyWidgets.TimerControl"), "\(unknown.error)")
    let size = try await BuiltProducts.run(
      executable,
      ["control", "render", "com.example.MyWidgets.TimerControl", "--size", "huge", "-o", "x.png"])
    #expect(size.status == 2)
    #expect(size.error.contains("--size expects small, medium or large, got 'huge'"))
    let parameter = try await BuiltProducts.run(
      executable, ["control", "tap", "com.example.MyWidgets.TimerControl", "--config", "nope=1"])
    #expect(parameter.status == 2)
    #expect(parameter.error.contains("nope"), "\(parameter.error)")
    let action = try await BuiltProducts.run(
      executable, ["control", "flip", "com.example.MyWidgets.TimerControl"])
    #expect(action.status == 2)
    #expect(action.error.contains("unknown action 'flip'"), "\(action.error)")
  }
}
