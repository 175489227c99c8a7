import Foundation
import SwiftUI

/// The Back and Forward buttons, stacked vertically or side by side.
struct CarouselButtons: View {
  let strings: RecommendationsStrings
  /// The intents the buttons perform, bound to the widget's storage.
  let intents: CarouselIntents
  var vertical = true
  var diameter: CGFloat = 24

  var body: some View {
    if vertical {
      VStack(spacing: 6) { buttons }
    } else {
      HStack(spacing: 6) { buttons }
    }
  }

  @ViewBuilder private var buttons: some View {
    Button(intent: intents.back) { CarouselButtonLabel(symbol: "‹", diameter: diameter) }
      .accessibilityLabel(strings.scrollBack)
    Button(intent: intents.forward) {
      CarouselButtonLabel(symbol: "›", diameter: diameter)
    }
    .accessibilityLabel(strings.scrollForward)
  }
}

/// A round button face with a chevron.
private struct CarouselButtonLabel: View {
  let symbol: String
  let diameter: CGFloat

  var body: some View {
    Text(symbol)
      .font(.system(size: diameter * 2 / 3, weight: .bold))
      .foregroundStyle(.primary)
      .frame(width: diameter, height: diameter)
      .background(Circle().fill(Color.primary.opacity(0.14)))
  }
}

/// The service's logo: hidden from accessibility, as it repeats the widget's name.
struct ServiceLogo: View {
  /// Just the mark, for the corner of a small widget.
  var compact = false

  var body: some View {
    HStack(spacing: 3) {
      RoundedRectangle(cornerRadius: 2).fill(Color(hex: 0xE50914)).frame(width: 8, height: 10)
      if !compact {
        Text("vitrine").font(.system(size: 10, weight: .heavy)).foregroundStyle(.primary)
      }
    }
    .padding(compact ? 3 : 0)
    .background(
      compact ? Color.black.opacity(0.45) : Color.clear, in: RoundedRectangle(cornerRadius: 3)
    )
    .accessibilityHidden(true)
  }
}
