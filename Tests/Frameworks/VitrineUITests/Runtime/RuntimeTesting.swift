import Foundation
import Testing

@testable import VitrineUI

/// A host for `view` on a 200 × 400 screen without safe areas, text measured by the fixed
/// advance measurer.
@MainActor
func mount<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 400) -> ViewHost {
  ViewHost(
    view, screenSize: CGSize(width: width, height: height), measurer: testMeasurer,
    showsStatusBar: false)
}

extension ViewHost {
  /// The texts on screen, in reading order.
  var texts: [String] { displayList.accessibilityElements.map(\.label) }

  /// Taps the center of the accessibility element labelled `label`.
  @discardableResult
  func tap(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard let element = displayList.accessibilityElements.first(where: { $0.label == label })
    else {
      Issue.record("no element '\(label)' in \(texts)", sourceLocation: sourceLocation)
      return false
    }
    return tap(at: CGPoint(x: element.frame.midX, y: element.frame.midY))
  }
}

/// A button counting its taps in `@State`.
struct Counter: View {
  let name: String
  @State private var count = 0

  var body: some View {
    Button("\(name) \(count)") { count += 1 }
  }
}
