import Foundation
import VitrineWidgetCore

/// A `Button(intent:)` a widget shows: what a person could tap.
public struct WidgetButton: @unchecked Sendable {
  /// What VoiceOver calls the button, or the intent's title.
  public var name: String
  /// The intent the button performs.
  public var intent: any AppIntent
  /// Where the button is, in the widget's points.
  public var frame: CGRect

  /// Whether `query` names this button: part of its name, its intent's title or type name,
  /// compared without case.
  public func matches(_ query: String) -> Bool {
    let needle = query.lowercased()
    let intentType = String(describing: type(of: intent)).lowercased()
    let title = type(of: intent).title.key.lowercased()
    return [name.lowercased(), title, intentType].contains { $0.contains(needle) }
  }
}

extension Array where Element == WidgetButton {
  /// The one button `query` names.
  ///
  /// - Throws: ``HomeScreenError/noSuchButton(kind:query:buttons:)`` or
  ///   ``HomeScreenError/ambiguousButton(query:matches:)``.
  public func named(_ query: String, kind: String) throws -> WidgetButton {
    let matching = filter { $0.matches(query) }
    guard matching.count == 1, let button = matching.first else {
      if matching.isEmpty {
        throw HomeScreenError.noSuchButton(kind: kind, query: query, buttons: map(\.name))
      }
      throw HomeScreenError.ambiguousButton(query: query, matches: matching.map(\.name))
    }
    return button
  }
}
