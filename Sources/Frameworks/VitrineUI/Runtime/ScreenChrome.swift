import Foundation

/// The status bar an app screen shows in its top safe area: the time (9:41, as in Apple's
/// screenshots), signal bars and a battery, in the primary color. Hidden from accessibility.
struct StatusBar: View, GraphTransparentView {
  /// Space above the bar's content on screens with a tall status bar.
  let topPadding: CGFloat

  var body: some View {
    HStack(spacing: 0) {
      Text("9:41").font(.system(size: 17, weight: .semibold))
        .frame(maxWidth: .infinity)
      Color.clear.frame(width: 126)
      HStack(spacing: 5) {
        HStack(alignment: .bottom, spacing: 1.5) {
          ForEach(0..<4) { level in
            RoundedRectangle(cornerRadius: 1).frame(width: 3, height: 4 + CGFloat(level) * 2.3)
          }
        }
        ZStack(alignment: .leading) {
          RoundedRectangle(cornerRadius: 4).stroke(Color.primary.opacity(0.4), lineWidth: 1)
            .frame(width: 25, height: 12)
          RoundedRectangle(cornerRadius: 2.5).frame(width: 21, height: 8).padding(.leading, 2)
        }
      }
      .frame(maxWidth: .infinity)
    }
    .padding(.top, topPadding)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .accessibilityHidden(true)
  }
}

/// An open context menu: the screen dimmed, and the menu's items in a rounded card below
/// (or above) the long-pressed view, 250 points wide, 44 points per item.
nonisolated struct ContextMenuOverlay: View, PrimitiveView {
  typealias Body = Never

  let items: ContextMenuItems
  let anchor: CGRect
  let screen: CGRect
  let choose: (String) -> Void
  let close: @MainActor () -> Void

  static let width: CGFloat = 250
  static let rowHeight: CGFloat = 44

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let height = Self.rowHeight * CGFloat(items.items.count)
    let below = anchor.maxY + 8
    let y = below + height <= screen.maxY - 40 ? below : max(anchor.minY - 8 - height, 60)
    let x = min(max(anchor.minX, 16), max(screen.maxX - Self.width - 16, 16))
    let hairline = 1 / max(context.environment.displayScale, 1)
    let menu = VStack(spacing: 0) {
      ForEach(items.items.indices, id: \.self) { index in
        let item = items.items[index]
        Text(item.title)
          .foregroundStyle(
            item.isDestructive ? Color.red : item.isEnabled ? Color.primary : Color.gray
          )
          .lineLimit(1)
          .padding(.horizontal, 16)
          .frame(width: Self.width, height: Self.rowHeight, alignment: .leading)
          .contentShape(Rectangle())
          .onTapGesture { choose(item.title) }
          .accessibilityAddTraits(.isButton)
          .overlay(alignment: .bottom) {
            if index < items.items.count - 1 { Color.separator.frame(height: hairline) }
          }
      }
    }
    .background(ChromeColors.bar)
    .clipShape(RoundedRectangle(cornerRadius: 13, style: .continuous))
    let overlay = ZStack(alignment: .topLeading) {
      Color.black.opacity(0.2).onTapGesture { close() }.accessibilityHidden(true)
      menu.padding(.leading, x).padding(.top, y)
    }
    .frame(width: screen.width, height: screen.height, alignment: .topLeading)
    return context.nodes(for: overlay)
  }
}
