import Foundation
import VitrineUI

/// The accessibility tree of a display list as text: one line per element, in reading order,
/// with its identifier, label, value, traits and frame.
///
/// ```
/// 1. id=clock.time label="09:41" traits=staticText frame=(16, 52.5, 68.2, 41)
/// 2. label="Progress" value="40%" traits=updatesFrequently frame=(16, 126, 126, 4)
/// ```
///
/// Frames are in points rounded to hundredths, so the text is the same on every machine that
/// lays the widget out the same way.
public enum AccessibilityReport {
  /// The report of `list`'s elements; "(no accessibility elements)" when there are none.
  public static func text(for list: DisplayList) -> String {
    text(for: list.accessibilityElements)
  }

  /// The report of `elements`, in the order given.
  public static func text(for elements: [AccessibilityElement]) -> String {
    guard !elements.isEmpty else { return "(no accessibility elements)" }
    return elements.enumerated().map { index, element in
      var parts = ["\(index + 1)."]
      if let identifier = element.identifier { parts.append("id=\(identifier)") }
      parts.append("label=\(quoted(element.label))")
      if let value = element.value { parts.append("value=\(quoted(value))") }
      if !element.traits.isEmpty { parts.append("traits=\(element.traits)") }
      parts.append("frame=\(frame(element.frame))")
      return parts.joined(separator: " ")
    }
    .joined(separator: "\n")
  }

  /// `(x, y, width, height)` in points rounded to hundredths.
  public static func frame(_ rect: CGRect) -> String {
    "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
  }

  /// A number rounded to hundredths without trailing zeros: `12`, `12.5`, `12.25`.
  public static func number(_ value: CGFloat) -> String { LayoutNumber.text(value) }

  private static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\""
      )
      .replacingOccurrences(of: "\n", with: "\\n") + "\""
  }
}
