import Foundation

/// The view a list draws around its resolved rows.
struct ListChrome {
  let sections: [ListSectionNodes]
  let style: ListStyleKind
  let hairline: CGFloat

  /// Card margin and row inset (points).
  static let margin: CGFloat = 16

  var view: some View {
    let grouped = style == .insetGrouped
    return ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(sections.indices, id: \.self) { index in
          section(sections[index], isFirst: index == 0)
        }
      }
      .padding(.bottom, grouped ? 20 : 0)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    .background(
      (grouped ? ChromeColors.groupedBackground : ChromeColors.background).ignoresSafeArea())
  }

  @ViewBuilder
  private func section(_ section: ListSectionNodes, isFirst: Bool) -> some View {
    let grouped = style == .insetGrouped
    VStack(alignment: .leading, spacing: 0) {
      if !section.header.isEmpty {
        PrebuiltNodes(nodes: section.header)
          .padding(.horizontal, grouped ? Self.margin * 2 : Self.margin)
          .padding(.top, grouped ? (isFirst ? 16 : 8) : 6)
          .padding(.bottom, grouped ? 7 : 6)
          .frame(maxWidth: .infinity, alignment: .leading)
          .background(grouped ? Color.clear : ChromeColors.groupedBackground)
      } else if grouped {
        Color.clear.frame(height: isFirst ? 16 : 20)
      }
      VStack(alignment: .leading, spacing: 0) {
        ForEach(section.rows.indices, id: \.self) { index in
          row(section.rows[index], separated: index < section.rows.count - 1)
        }
      }
      .background(grouped ? ChromeColors.secondaryGroupedBackground : Color.clear)
      .clipShape(RoundedRectangle(cornerRadius: grouped ? 10 : 0))
      .padding(.horizontal, grouped ? Self.margin : 0)
      if !section.footer.isEmpty {
        PrebuiltNodes(nodes: section.footer)
          .padding(.horizontal, grouped ? Self.margin * 2 : Self.margin)
          .padding(.top, 6)
          .frame(maxWidth: .infinity, alignment: .leading)
      }
    }
  }

  private func row(_ node: LayoutNode, separated: Bool) -> some View {
    PrebuiltNodes(nodes: [node])
      .padding(.horizontal, Self.margin)
      .padding(.vertical, 6)
      .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
      .overlay(alignment: .bottom) {
        if separated {
          ChromeColors.separator.frame(height: hairline).padding(.leading, Self.margin)
        }
      }
  }
}
