import Foundation
import Testing
import VitrineTestSupport

/// `vitrine controls` and `vitrine control` over the built-in control, the clock's hourly
/// chime, whose state lives in the App Group store of `--data-dir`.
@Suite(.timeLimit(.minutes(5))) struct ControlCommandTests {
  @Test func listsTheBuiltInControl() async {
    let result = await vitrine("controls")
    #expect(result.status == 0, "\(result.err)")
    #expect(
      result.out == """
        clock-chime — Hourly Chime
          Chimes on the hour.
          toggle, performs SetChimeIntent
          no configuration
        """)
  }

  @Test func tapsKeepTheirStateInTheDataFolder() async throws {
    let data = try TemporaryFolder("cli-controls")
    // Off in a new store; the first tap sets SetChimeIntent.value = true and stores it, the
    // second, in another run over the same folder, reads true and sets false.
    let first = await vitrine("control", "tap", "clock-chime", "--data-dir", data.url.path)
    #expect(first.status == 0, "\(first.err)")
    #expect(
      first.out == """
        host: performed SetChimeIntent set value to true; now on
        tapped clock-chime: off -> on
        """)
    let output = data.url.appendingPathComponent("chime.png").path
    let render = await vitrine(
      "control", "render", "clock-chime", "--size", "large", "-o", output, "--data-dir",
      data.url.path)
    #expect(render.status == 0, "\(render.err)")
    #expect(render.out == "\(output): clock-chime large, on")
    let second = await vitrine("control", "tap", "clock-chime", "--data-dir", data.url.path)
    #expect(second.out.hasSuffix("tapped clock-chime: on -> off"), "\(second.out)")
  }

  @Test func mistakesNameWhatIsWrong() async {
    let unknown = await vitrine("control", "tap", "torch")
    #expect(unknown.status == 2)
    #expect(
      unknown.err
        == "vitrine control: no control of kind 'torch' is installed (installed: clock-chime)")
    let configured = await vitrine("control", "tap", "clock-chime", "--config", "volume=3")
    #expect(configured.status == 2)
    #expect(configured.err.contains("'volume' cannot be set"), "\(configured.err)")
    let tapOptions = await vitrine("control", "tap", "clock-chime", "--size", "large")
    #expect(tapOptions.status == 2)
    #expect(tapOptions.err.contains("--size is for 'render', not 'tap'"), "\(tapOptions.err)")
    let missing = await vitrine("control", "render", "clock-chime")
    #expect(missing.status == 2)
    #expect(missing.err.contains("missing -o FILE"), "\(missing.err)")
    let scale = await vitrine("control", "render", "clock-chime", "--scale", "9", "-o", "x.png")
    #expect(scale.status == 2)
    #expect(scale.err.contains("--scale expects 1, 2 or 3, got '9'"), "\(scale.err)")
  }
}
