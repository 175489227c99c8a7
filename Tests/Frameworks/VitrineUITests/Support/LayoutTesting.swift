import Foundation
import Testing

@testable import VitrineUI

/// The measurer every frame test uses: a 10-point character is 5 points wide, a 10-point
/// line 12 points high with its baseline at 10.
let testMeasurer = FixedAdvanceTextMeasurer()

/// A 10-point font, so text arithmetic stays in round numbers.
let font10 = Font.system(size: 10)

/// Lays out `view` in a `width` × `height` widget with no content margins.
@MainActor
func layout<V: View>(
  _ view: V, width: CGFloat = 200, height: CGFloat = 200,
  environment: EnvironmentValues = EnvironmentValues()
) -> DisplayList {
  WidgetLayout.displayList(
    for: view, in: CGSize(width: width, height: height), environment: environment,
    measurer: testMeasurer)
}

/// Shorthand for a rectangle.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

/// Whether two rectangles agree to a thousandth of a point.
func isClose(_ a: CGRect?, _ b: CGRect) -> Bool {
  guard let a else { return false }
  return abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001
    && abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
}

extension DisplayList {
  /// Every item, depth first, groups before their children.
  var flattenedItems: [DisplayItem] {
    func flatten(_ items: [DisplayItem]) -> [DisplayItem] {
      items.flatMap { item -> [DisplayItem] in
        if case .group(let group) = item.content { return [item] + flatten(group.children) }
        return [item]
      }
    }
    return flatten(items)
  }

  /// The text item showing `string`.
  func textItem(_ string: String) -> TextItem? {
    for item in flattenedItems {
      if case .text(let text) = item.content, text.string == string { return text }
    }
    return nil
  }

  /// The frame of the text item showing `string`.
  func frame(ofText string: String) -> CGRect? {
    flattenedItems.first {
      if case .text(let text) = $0.content { return text.string == string }
      return false
    }?.frame
  }

  /// The frames of shapes filled with `color` (light appearance).
  func frames(ofColor color: Color) -> [CGRect] {
    let paint = Paint.color(color.resolve(in: .light))
    return flattenedItems.compactMap {
      if case .shape(let shape) = $0.content, shape.paint == paint, shape.stroke == nil {
        return $0.frame
      }
      return nil
    }
  }

  /// The frame of the first shape filled with `color`.
  func frame(ofColor color: Color) -> CGRect? { frames(ofColor: color).first }

  /// The lines of the text item showing `string`.
  func lines(ofText string: String) -> [String] {
    textItem(string)?.layout.lines.map(\.text) ?? []
  }
}
