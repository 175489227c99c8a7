import SwiftUI
import VitrineCatalog

/// A poster with its progress bar, sized by its container at 2:3.
struct PosterTile: View {
  let title: Title
  let language: Language

  var body: some View {
    PosterArt(title: title, language: language)
      .aspectRatio(2.0 / 3.0, contentMode: .fit)
      .overlay(alignment: .bottom) {
        if let progress = title.progress {
          ProgressView(value: progress)
            .tint(.red)
            .frame(height: 3)
            .padding(.horizontal, 4)
            .padding(.bottom, 3)
        }
      }
      .clipShape(RoundedRectangle(cornerRadius: 6))
  }
}

/// A poster as VoiceOver reads it: one element, its title as the label and its subtitle as the
/// value; nothing while redacted, since a placeholder's sample titles are not the viewer's.
struct PosterAccessibility: ViewModifier {
  let title: Title
  let strings: RecommendationsStrings
  @Environment(\.redactionReasons) private var redactionReasons

  func body(content: Content) -> some View {
    content
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(strings.title(of: title))
      .accessibilityValue(strings.subtitle(of: title))
      .accessibilityHidden(redactionReasons.contains(.placeholder))
  }
}

extension View {
  /// Reads this view as the poster of `title`.
  func posterAccessibility(_ title: Title, _ strings: RecommendationsStrings) -> some View {
    modifier(PosterAccessibility(title: title, strings: strings))
  }
}
