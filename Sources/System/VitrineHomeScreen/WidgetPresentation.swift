import Foundation
import VitrineHost
import VitrineRendering
import VitrineUI
import VitrineWidgetCore

/// One widget instance as the home screen shows it at a moment: the entry, its view, where it is
/// drawn, the laid-out display list, and what can be tapped.
///
/// ``HomeSession/present(_:showing:appearance:)`` is the one place an instance becomes a view and
/// a display list; rendering, accessibility, taps and simulations all read this value.
public struct WidgetPresentation: @unchecked Sendable {
  /// Which of the provider's entries is shown.
  public enum Content: Sendable, Hashable {
    /// The entry the host shows now.
    case current
    /// The provider's placeholder, redacted.
    case placeholder
    /// The snapshot the widget gallery shows.
    case preview
  }

  /// The widget.
  public let widget: WidgetDescriptor
  /// The instance on the home screen.
  public let instance: WidgetInstance
  /// The entry shown.
  public let entry: any TimelineEntry
  /// The widget's view of the entry.
  public let view: any View
  /// Where and how the view is drawn.
  public let target: WidgetRenderTarget
  /// The appearance it was presented in.
  public let appearance: WidgetAppearance
  /// The view laid out with the renderer's fonts.
  public let displayList: DisplayList
  /// Whether the entry is the provider's placeholder, drawn redacted: asked for, or because
  /// the host has had no timeline yet (a provider that has not answered).
  public let isPlaceholder: Bool

  /// The `Button(intent:)`s the widget shows, in the order of the view tree, named by their
  /// accessibility labels.
  public var buttons: [WidgetButton] {
    displayList.interactiveRegions.compactMap { region in
      guard case .intent(let intent) = region.action else { return nil }
      let label = displayList.accessibilityElements.first { $0.frame == region.frame }?.label
      return WidgetButton(
        name: label ?? type(of: intent).title.key, intent: intent, frame: region.frame)
    }
  }

  /// The accessibility elements in the order VoiceOver reads them.
  public var accessibilityElements: [AccessibilityElement] { displayList.accessibilityElements }

  /// The picture as PNG, SVG or PDF bytes.
  public func render(as format: RenderFormat, with renderer: WidgetRenderer) throws -> Data {
    try renderer.render(displayList, as: format, options: target.renderOptions)
  }
}
