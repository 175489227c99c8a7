import Foundation
import Testing

@testable import VitrineUI

extension ViewHost {
  /// Long-presses the center of the element labelled `label`.
  @discardableResult
  func longPress(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard let element = displayList.accessibilityElements.first(where: { $0.label == label })
    else {
      Issue.record("no element '\(label)' in \(texts)", sourceLocation: sourceLocation)
      return false
    }
    return longPress(at: CGPoint(x: element.frame.midX, y: element.frame.midY))
  }

  /// Swipes the element labelled `label` towards the leading edge by `distance` points.
  @discardableResult
  func swipe(_ label: String, by distance: CGFloat = 80) -> Bool {
    guard let element = displayList.accessibilityElements.first(where: { $0.label == label })
    else { return false }
    return scroll(
      at: CGPoint(x: element.frame.midX, y: element.frame.midY),
      by: CGSize(width: distance, height: 0))
  }

  /// The accessibility element labelled `label`.
  func element(_ label: String) -> AccessibilityElement? {
    displayList.accessibilityElements.first(where: { $0.label == label })
  }
}
