import Foundation

/// A column that, as iOS's, takes the full width offered and lines its views up inside it by
/// `alignment`; Vitrine resolves every row (nothing is created lazily), which gives the same
/// layout.
public struct LazyVStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a column; without a `spacing`, neighbours are spaced as in a `VStack`.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// The column, as wide as offered.
  public var body: some View {
    VStack(alignment: alignment, spacing: spacing) { content }
      .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
  }
}

/// A row that takes the full height offered and lines its views up inside it by `alignment`.
public struct LazyHStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a row; without a `spacing`, neighbours are spaced as in an `HStack`.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// The row, as tall as offered.
  public var body: some View {
    HStack(alignment: alignment, spacing: spacing) { content }
      .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
  }
}

/// Section parts a lazy stack keeps in view while scrolling; accepted, not pinned.
public struct PinnedScrollableViews: OptionSet, Sendable {
  /// The bits of the set.
  public let rawValue: Int
  /// Creates a set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
