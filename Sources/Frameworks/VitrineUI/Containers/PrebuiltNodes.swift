import Foundation

/// Nodes a container already resolved, placed into a view it builds around them (list rows
/// inside the list's chrome, a tab's content above the tab bar).
nonisolated struct PrebuiltNodes: View, PrimitiveView {
  typealias Body = Never

  let nodes: [LayoutNode]

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] { nodes }
}

/// The colors of app chrome, with iOS's light and dark values.
enum ChromeColors {
  /// Behind grouped lists: #F2F2F7 light, black dark.
  static let groupedBackground = Color(
    light: ResolvedColor(242, 242, 247), dark: ResolvedColor(0, 0, 0),
    name: "systemGroupedBackground")
  /// The cards of grouped lists: white light, #1C1C1E dark.
  static let secondaryGroupedBackground = Color(
    light: ResolvedColor(255, 255, 255), dark: ResolvedColor(28, 28, 30),
    name: "secondarySystemGroupedBackground")
  /// The screen: white light, black dark.
  static let background = Color(
    light: ResolvedColor(255, 255, 255), dark: ResolvedColor(0, 0, 0), name: "systemBackground")
  /// Bars (navigation, tab): #F9F9F9 light, #161616 dark, as the translucent material looks
  /// over a plain background.
  static let bar = Color(
    light: ResolvedColor(249, 249, 249), dark: ResolvedColor(22, 22, 22), name: "barBackground")
  /// Hairlines between rows and above bars.
  static let separator = Color.separator
}
