import Foundation
import VitrineSharedWithYou
import VitrineUI

/// The links friends shared with the person, as the app's views follow them: the highlight
/// center's list, published, kept up to date through the center's delegate.
final class SharedWithYouService: ObservableObject {
  /// The shared links, highest priority first.
  @Published private(set) var highlights: [SWHighlight] = []

  private let highlightCenter: SWHighlightCenter

  /// Follows `highlightCenter` (the system's by default).
  init(highlightCenter: SWHighlightCenter = SWHighlightCenter()) {
    self.highlightCenter = highlightCenter
    highlights = highlightCenter.highlights
    highlightCenter.delegate = self
  }

  /// The highlight of `url`, when someone shared it.
  func highlight(for url: URL) -> SWHighlight? {
    highlights.first { $0.url == url }
  }
}

extension SharedWithYouService: SWHighlightCenterDelegate {
  func highlightCenterHighlightsDidChange(_ highlightCenter: SWHighlightCenter) {
    highlights = highlightCenter.highlights
  }
}
