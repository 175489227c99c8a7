import Foundation

/// The view a list draws around its resolved rows.
@MainActor
struct ListChrome {
  let sections: [ListSectionNodes]
  let style: ListStyleKind
  let hairline: CGFloat
  /// Row wrappers from the last frame, by the row they wrap.
  let rowCache: ListRowCache
  /// Resolves a row's wrapper.
  let context: ResolveContext

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
        PrebuiltNodes(
          nodes: section.rows.indices.flatMap { index in
            wrapped(section.rows[index], separated: index < section.rows.count - 1)
          })
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

  /// The wrapper of a row: the one of the last frame when the row is the same node (reused
  /// unchanged) with the same separator, else resolved afresh.
  private func wrapped(_ node: LayoutNode, separated: Bool) -> [LayoutNode] {
    let key = ObjectIdentifier(node)
    if let known = rowCache.wrappers[key], known.separated == separated, known.row === node {
      rowCache.used.insert(key)
      return known.nodes
    }
    let nodes = context.nodes(for: row(node, separated: separated))
    rowCache.wrappers[key] = (node, separated, nodes)
    rowCache.used.insert(key)
    return nodes
  }

  private func row(_ node: LayoutNode, separated: Bool) -> some View {
    let style = ListRowStyle(of: node)
    return PrebuiltNodes(nodes: [node])
      .padding(
        style.insets
          ?? EdgeInsets(top: 6, leading: Self.margin, bottom: 6, trailing: Self.margin)
      )
      .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
      .background {
        if let background = style.background { ToolbarEntry.erase(background) }
      }
      .overlay(alignment: .bottom) {
        if separated && style.separator != .hidden {
          ChromeColors.separator.frame(height: hairline).padding(.leading, Self.margin)
        }
      }
  }
}

/// The row wrappers a list built, kept with the list's identity so an unchanged row keeps its
/// wrapper (padding, minimum height, separator) from one frame to the next.
final class ListRowCache {
  var wrappers: [ObjectIdentifier: (row: LayoutNode, separated: Bool, nodes: [LayoutNode])] = [:]
  var used: Set<ObjectIdentifier> = []

  /// Drops the wrappers of rows not shown in the frame just built.
  func prune() {
    wrappers = wrappers.filter { used.contains($0.key) }
    used = []
  }
}
