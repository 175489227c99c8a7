import Foundation
import Testing
import VitrineRendering
import VitrineSnapshotTesting
import VitrineWidgetCore

/// The corpus controls compiled as written for iOS 18, drawn as Control Center tiles and
/// tapped as the system taps them.
@MainActor @Suite("Port corpus: Control Center controls", .serialized)
struct HomeControlsTests {
  @Test("The bundle lists its controls beside its widget")
  func bundle() {
    let bundle = HomeControlsBundle()
    #expect(bundle.descriptors.map(\.kind) == ["Hydration"])
    #expect(
      bundle.controlDescriptors.map(\.kind) == [
        LightControl.kind, "com.example.homecontrols.Doorbell",
        "com.example.homecontrols.QuietHours",
      ])
  }

  @Test("The light toggle: off, then tapped on, in each size, tinted orange when on")
  func light() async throws {
    let control = LightControl().controlDescriptor
    let configuration = ["lightName": "Garden"]
    await LightStore.shared.set("Garden", on: false)
    let off = try await control.currentControl(configuration: configuration)
    #expect(off.isOn == false)
    // A tap sets SetLightIntent.value to the opposite of off, true, and performs it; the
    // provider then reports the light on.
    #expect(try await off.tap() == true)
    #expect(await LightStore.shared.isOn("Garden"))
    let on = try await control.currentControl(configuration: configuration)
    #expect(on.isOn == true)
    for size in ControlTileSize.allCases {
      assertSnapshot(of: off, as: .image(control: size, displayName: "Light"), named: "off-\(size)")
      assertSnapshot(of: on, as: .image(control: size, displayName: "Light"), named: "on-\(size)")
    }
    await LightStore.shared.set("Garden", on: false)
  }

  @Test("The doorbell button: its label's symbol and title, and its action hint")
  func doorbell() async throws {
    let control = DoorbellControl().controlDescriptor
    let shown = try await control.currentControl()
    #expect(shown.isOn == nil)
    #expect(shown.actionHint == "Ring")
    #expect(shown.actionName == "RingDoorbellIntent")
    assertSnapshot(of: shown, as: .image(control: .small), named: "small")
    assertSnapshot(of: shown, as: .image(control: .large), named: "large")
  }

  @Test("A toggle with a title and a symbol reads On and Off; the gallery previews it on")
  func quietHours() async throws {
    let control = QuietHoursControl().controlDescriptor
    let preview = await control.previewControl()
    #expect(preview.isOn == true)
    assertSnapshot(of: preview, as: .image(control: .medium), named: "preview-medium")
    let off = try await control.currentControl()
    #expect(off.isOn == false)
    assertSnapshot(of: off, as: .image(control: .medium), named: "off-medium")
  }

  @Test("A tile is the grid's size: 62 pt cells 16 pt apart, at 3 pixels per point")
  func sizes() async throws {
    let shown = await DoorbellControl().controlDescriptor.previewControl()
    let renderer = try WidgetRenderer()
    // Small 62 × 62 pt, medium (62 + 16 + 62) × 62 pt, large 140 × 140 pt; × 3.
    let expected = [ControlTileSize.small: (186, 186), .medium: (420, 186), .large: (420, 420)]
    for (size, pixels) in expected {
      let image = try renderer.rasterize(control: shown, displayName: "", size: size, scale: 3)
      #expect(image.width == pixels.0 && image.height == pixels.1, "\(size)")
    }
  }
}
