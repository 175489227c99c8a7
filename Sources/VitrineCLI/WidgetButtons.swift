import Foundation
import WidgetCore
import WidgetHost
import WidgetUI

/// The `Button(intent:)`s a widget shows at a moment, found by laying out its current view:
/// what a person could tap.
struct WidgetButton: @unchecked Sendable {
  /// What VoiceOver calls the button, or the intent's title.
  var name: String
  /// The intent the button performs.
  var intent: any AppIntent

  /// Whether `query` names this button: part of its name, its intent's title or type name,
  /// compared without case.
  func matches(_ query: String) -> Bool {
    let needle = query.lowercased()
    let intentType = String(describing: type(of: intent)).lowercased()
    let title = type(of: intent).title.key.lowercased()
    return [name.lowercased(), title, intentType].contains { $0.contains(needle) }
  }

  /// The buttons instance `id` of `host` shows now, in the order of the view tree.
  static func buttons(
    of id: String, in host: WidgetHost, widget: WidgetDescriptor
  ) async throws
    -> [WidgetButton]
  {
    let entry = try await host.currentEntry(of: id)
    guard let instance = await host.instances.first(where: { $0.id == id }) else { return [] }
    guard let view = widget.content(entry) as? any View else { return [] }
    let context = TimelineProviderContext(family: instance.family, device: instance.device)
    // Only which buttons exist matters here, not where text falls: the test measurer will do.
    let list = WidgetLayout.displayList(
      for: view, context: context, measurer: FixedAdvanceTextMeasurer(),
      contentMarginsDisabled: widget.contentMarginsDisabled)
    return list.interactiveRegions.compactMap { region in
      guard case .intent(let intent) = region.action else { return nil }
      let label = list.accessibilityElements.first { $0.frame == region.frame }?.label
      return WidgetButton(name: label ?? type(of: intent).title.key, intent: intent)
    }
  }
}
