import Catalog
import WidgetUI

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
