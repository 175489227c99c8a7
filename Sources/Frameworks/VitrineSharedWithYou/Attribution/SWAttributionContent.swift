import Foundation
import VitrineSharedWithYouSystem
import VitrineUI

/// The pixels of an ``SWAttributionView``: avatars and "From …", in a capsule (summary) or a
/// rounded card with the date (detail), aligned within the view's width.
public struct SWAttributionContent: View {
  /// What the system tells the view to draw.
  struct Attribution {
    var text: String
    var avatars: [Avatar]
    var date: Date
  }

  let attribution: Attribution?
  let displayContext: SWAttributionView.DisplayContext
  let alignment: SWAttributionView.HorizontalAlignment
  let background: SWAttributionView.BackgroundStyle
  let maxWidth: CGFloat
  let messagesLabel: String

  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.locale) private var locale
  @Environment(\.timeZone) private var timeZone

  public var body: some View {
    if let attribution {
      Group {
        if displayContext == .summary {
          summary(attribution)
        } else {
          detail(attribution)
        }
      }
      .frame(maxWidth: maxWidth > 0 ? maxWidth : .infinity, alignment: frameAlignment)
    }
  }

  private func summary(_ attribution: Attribution) -> some View {
    HStack(spacing: 6) {
      AvatarStack(avatars: attribution.avatars, size: 20)
      Text(attribution.text)
        .font(.system(size: 13, weight: .medium))
        .foregroundStyle(.secondary)
        .lineLimit(1)
    }
    .padding(.leading, 4)
    .padding(.trailing, 10)
    .padding(.vertical, 4)
    .background(fill, in: Capsule())
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(Text(attribution.text))
  }

  private func detail(_ attribution: Attribution) -> some View {
    HStack(spacing: 10) {
      AvatarStack(avatars: attribution.avatars, size: 32)
      VStack(alignment: .leading, spacing: 2) {
        Text(attribution.text)
          .font(.system(size: 15, weight: .semibold))
          .lineLimit(2)
          .fixedSize(horizontal: false, vertical: true)
        Text("\(messagesLabel) · \(dateText(attribution.date))")
          .font(.system(size: 13))
          .foregroundStyle(.secondary)
          .lineLimit(1)
      }
    }
    .padding(10)
    .background(fill, in: RoundedRectangle(cornerRadius: 12))
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(
      Text("\(attribution.text), \(messagesLabel), \(dateText(attribution.date))"))
  }

  private func dateText(_ date: Date) -> String {
    var style = Date.FormatStyle(date: .abbreviated, time: .omitted).locale(locale)
    style.timeZone = timeZone
    return date.formatted(style)
  }

  private var frameAlignment: Alignment {
    switch alignment {
    case .default, .leading: return .leading
    case .center: return .center
    case .trailing: return .trailing
    }
  }

  private var fill: Color {
    let dark = colorScheme == .dark
    switch background {
    case .default: return dark ? Color(white: 1, opacity: 0.1) : Color(white: 0, opacity: 0.05)
    case .color: return dark ? Color(hex: 0x2C2C2E) : Color(hex: 0xF2F2F7)
    case .material: return dark ? Color(white: 0.1, opacity: 0.55) : Color(white: 1, opacity: 0.7)
    }
  }
}

/// Contact avatars side by side, overlapping, at most three, the newest sender's in front.
struct AvatarStack: View {
  let avatars: [Avatar]
  let size: CGFloat

  var body: some View {
    let shown = Array(avatars.prefix(3))
    let step = size * 0.72
    // Drawn back to front, so the first avatar covers the edge of the second.
    ZStack(alignment: .leading) {
      ForEach(Array(shown.enumerated().reversed()), id: \.offset) { index, avatar in
        ZStack {
          Circle().fill(Color(hex: avatar.color))
          Text(avatar.initials)
            .font(.system(size: size * 0.4, weight: .semibold))
            .foregroundColor(.white)
            .lineLimit(1)
        }
        .frame(width: size, height: size)
        .overlay(Circle().stroke(Color.white, lineWidth: 1.5))
        .offset(x: CGFloat(index) * step)
      }
    }
    .frame(width: size + CGFloat(max(shown.count - 1, 0)) * step, height: size, alignment: .leading)
  }
}
