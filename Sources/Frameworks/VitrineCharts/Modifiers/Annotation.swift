import Foundation
import VitrineUI

/// Where an annotation sits relative to its mark (Charts' `AnnotationPosition`).
public enum AnnotationPosition: Sendable, Hashable {
  /// Charts' choice: above a vertical bar or point, after a horizontal bar.
  case automatic
  /// Above.
  case top
  /// Below.
  case bottom
  /// Before, in the reading direction.
  case leading
  /// After, in the reading direction.
  case trailing
  /// Centred on the mark.
  case overlay
}

/// A view placed beside a mark.
struct MarkAnnotation {
  var position: AnnotationPosition
  var alignment: Alignment
  var spacing: CGFloat
  var content: AnyView
}

extension ChartContent {
  /// Places `content` beside each mark: above a vertical bar by default, `spacing` points
  /// away (4 unless given), aligned by `alignment`.
  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center,
    spacing: CGFloat? = nil, @ViewBuilder content: () -> C
  ) -> some ChartContent {
    let annotation = MarkAnnotation(
      position: position, alignment: alignment, spacing: spacing ?? 4, content: AnyView(content()))
    return modified { $0.annotations.append(annotation) }
  }
}
