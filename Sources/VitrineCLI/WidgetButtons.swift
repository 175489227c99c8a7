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

  /// The buttons the session's widget shows now, in the order of the view tree.
  static func buttons(of session: HostSession) async throws -> [WidgetButton] {
    let view = try session.view(of: try await session.host.currentEntry(of: session.id))
    let context = TimelineProviderContext(
      family: session.instance.family, device: session.instance.device)
    // Only which buttons exist matters here, not where text falls: the test measurer will do.
    let list = WidgetLayout.displayList(
      for: view, context: context, measurer: FixedAdvanceTextMeasurer(),
      contentMarginsDisabled: session.widget.contentMarginsDisabled)
    return list.interactiveRegions.compactMap { region in
      guard case .intent(let intent) = region.action else { return nil }
      let label = list.accessibilityElements.first { $0.frame == region.frame }?.label
      return WidgetButton(name: label ?? type(of: intent).title.key, intent: intent)
    }
  }

}
