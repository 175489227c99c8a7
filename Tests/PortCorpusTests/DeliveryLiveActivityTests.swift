import ActivityKit
import Foundation
import Testing
import VitrineRendering
import VitrineSnapshotTesting
import VitrineUI
import VitrineWidgetCore

/// The delivery Live Activity compiled as written for iOS, listed beside its bundle's widget
/// and drawn in each presentation at an iPhone 15 Pro's sizes.
@MainActor @Suite("Port corpus: a Live Activity beside a widget")
struct DeliveryLiveActivityTests {
  let attributes = DeliveryAttributes(orderNumber: "42")
  let state = DeliveryAttributes.ContentState(minutesLeft: 12, stage: "On its way")

  @Test("The bundle lists the widget among its widgets and the activity apart")
  func bundleKeepsTheActivityApart() {
    let bundle = DeliveryBundle()
    #expect(bundle.descriptors.map(\.kind) == ["DeliveryWidget"])
    #expect(bundle.activityDescriptors.map(\.attributesName) == ["DeliveryAttributes"])
    #expect(DeliveryLiveActivity().descriptors.isEmpty)
    #expect(DeliveryWidget().activityDescriptors.isEmpty)
  }

  @Test("Lock Screen: 360 pt wide on the cyan tint, as tall as its content")
  func lockScreen() {
    assertSnapshot(
      of: DeliveryLiveActivity(),
      as: .image(activity: .lockScreen, attributes: attributes, state: state))
    assertSnapshot(
      of: DeliveryLiveActivity(),
      as: .layout(activity: .lockScreen, attributes: attributes, state: state), named: "layout")
  }

  @Test("Compact: the truck and the minutes beside the camera")
  func compact() {
    assertSnapshot(
      of: DeliveryLiveActivity(),
      as: .image(activity: .compact, attributes: attributes, state: state, scale: 3))
  }

  @Test("Minimal: the minutes in the bubble")
  func minimal() {
    assertSnapshot(
      of: DeliveryLiveActivity(),
      as: .image(activity: .minimal, attributes: attributes, state: state, scale: 3))
  }

  @Test("Expanded: leading and trailing beside the camera, the stage below")
  func expanded() {
    assertSnapshot(
      of: DeliveryLiveActivity(),
      as: .image(activity: .expanded, attributes: attributes, state: state))
    assertSnapshot(
      of: DeliveryLiveActivity(),
      as: .layout(activity: .expanded, attributes: attributes, state: state), named: "layout")
  }

  @Test("Each presentation has Apple's size for the iPhone 15 Pro")
  func sizes() throws {
    let views = try #require(
      DeliveryLiveActivity().activityDescriptors.first?.presentations(
        attributes: attributes, state: state))
    let renderer = try WidgetRenderer()
    let lock = renderer.activityDisplayList(.lockScreen, of: views)
    #expect(lock.size.width == 360)
    #expect(lock.size.height > 0 && lock.size.height <= 160)
    // Compact: 52.33 pt each side of the 126 pt camera = 230.66 pt, 36.67 pt tall.
    let compact = renderer.activityDisplayList(.compact, of: views)
    #expect(abs(compact.size.width - 230.66) < 0.001)
    #expect(compact.size.height == 36.67)
    // Minimal: "12" fits, so the bubble keeps its narrowest width, 36.67 pt (a circle).
    let minimal = renderer.activityDisplayList(.minimal, of: views)
    #expect(minimal.size.width >= 36.67 && minimal.size.width <= 45)
    #expect(minimal.size.height == 36.67)
    let expanded = renderer.activityDisplayList(.expanded, of: views)
    #expect(expanded.size.width == 371)
    #expect(expanded.size.height >= 36.67 && expanded.size.height <= 160)
    #expect(expanded.widgetURL == URL(string: "https://example.com/orders"))
    // At 2×, 230.66 pt is 461.32 pixels: the renderer rounds up to 462.
    let image = try renderer.rasterize(.compact, of: views, scale: 2)
    #expect(image.width == 462 && image.height == 74)
  }

  @Test("The system action colour is recorded for the host that draws the dismiss button")
  func systemActionColour() throws {
    let views = try #require(
      DeliveryLiveActivity().activityDescriptors.first?.presentations(
        attributes: attributes, state: state))
    let list = try WidgetRenderer().activityDisplayList(.lockScreen, of: views)
    #expect(
      list.widgetAnnotations.map(\.kind).contains(.activitySystemActionForeground(Color.black)))
  }

  @Test("#Preview of the activity: one Lock Screen item per content state")
  @MainActor
  func previews() async throws {
    let registration = try #require(
      PreviewRegistration.all.first { $0.name == "Delivery notification" })
    let items = try await registration.items()
    #expect(items.map(\.entry) == [1, 2])
    #expect(items.map { $0.activity?.presentation } == [.lockScreen, .lockScreen])
    let island = try #require(PreviewRegistration.all.first { $0.name == "Delivery island" })
    #expect(try await island.items().map { $0.activity?.presentation } == [.expanded])
  }

  @Test("Attributes of another type are refused with the widget and type named")
  func wrongAttributes() {
    struct Other: ActivityAttributes {
      struct ContentState: Codable, Hashable { var x: Int }
    }
    #expect(throws: ActivitySnapshotError.self) {
      try Snapshotting<DeliveryLiveActivity, RasterImage>.image(
        activity: .compact, attributes: Other(), state: .init(x: 1)
      ).snapshot(DeliveryLiveActivity())
    }
  }
}
