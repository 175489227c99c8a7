import WidgetUI

/// The Back and Forward buttons, stacked along `axis`.
struct CarouselButtons: View {
  let strings: RecommendationsStrings
  var vertical = true

  var body: some View {
    if vertical {
      VStack(spacing: 6) { buttons }
    } else {
      HStack(spacing: 6) { buttons }
    }
  }

  @ViewBuilder private var buttons: some View {
    Button(intent: ScrollBackIntent()) { CarouselButtonLabel(symbol: "‹") }
      .accessibilityLabel(strings.scrollBack)
    Button(intent: ScrollForwardIntent()) { CarouselButtonLabel(symbol: "›") }
      .accessibilityLabel(strings.scrollForward)
  }
}

/// A round button face with a chevron.
private struct CarouselButtonLabel: View {
  let symbol: String

  var body: some View {
    Text(symbol)
      .font(.system(size: 16, weight: .bold))
      .foregroundStyle(.white)
      .frame(width: 24, height: 24)
      .background(Circle().fill(Color.white.opacity(0.18)))
  }
}

/// The service's logo: hidden from accessibility, as it repeats the widget's name.
struct ServiceLogo: View {
  var body: some View {
    HStack(spacing: 3) {
      RoundedRectangle(cornerRadius: 2).fill(Color(hex: 0xE50914)).frame(width: 8, height: 10)
      Text("vitrine").font(.system(size: 10, weight: .heavy)).foregroundStyle(.white)
    }
    .accessibilityHidden(true)
  }
}
