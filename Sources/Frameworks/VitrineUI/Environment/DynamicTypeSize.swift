import Foundation

/// The size a person chose for text, as SwiftUI's `DynamicTypeSize`: seven standard sizes
/// from `xSmall` to `xxxLarge` (the default is `large`) and five accessibility sizes.
///
/// Sizes are ordered, so a view can compare them: `if size >= .accessibility1 { … }`.
public enum DynamicTypeSize: Int, Sendable, Hashable, CaseIterable, Comparable {
  /// The extra-small size.
  case xSmall
  /// The small size.
  case small
  /// The medium size.
  case medium
  /// The large size, the default.
  case large
  /// The extra-large size.
  case xLarge
  /// The extra-extra-large size.
  case xxLarge
  /// The extra-extra-extra-large size.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The fifth accessibility size, the largest.
  case accessibility5

  /// Whether the size is one of the five accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// Orders the sizes from smallest to largest.
  public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The size that a ``ContentSizeCategory`` names; `nil` for none (every category has one).
  public init?(_ sizeCategory: ContentSizeCategory) {
    self.init(rawValue: sizeCategory.index)
  }

  /// This size held within the sizes `range` contains; unchanged when `range` holds none.
  func clamped<R: RangeExpression>(to range: R) -> DynamicTypeSize
  where R.Bound == DynamicTypeSize {
    let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
    guard let smallest = allowed.first, let largest = allowed.last else { return self }
    return min(max(self, smallest), largest)
  }
}

/// The size a person chose for text under its older name, as SwiftUI's `ContentSizeCategory`;
/// each category is one ``DynamicTypeSize``.
public enum ContentSizeCategory: Sendable, Hashable, CaseIterable, Comparable {
  /// The extra-small size.
  case extraSmall
  /// The small size.
  case small
  /// The medium size.
  case medium
  /// The large size, the default.
  case large
  /// The extra-large size.
  case extraLarge
  /// The extra-extra-large size.
  case extraExtraLarge
  /// The extra-extra-extra-large size.
  case extraExtraExtraLarge
  /// The first accessibility size.
  case accessibilityMedium
  /// The second accessibility size.
  case accessibilityLarge
  /// The third accessibility size.
  case accessibilityExtraLarge
  /// The fourth accessibility size.
  case accessibilityExtraExtraLarge
  /// The fifth accessibility size, the largest.
  case accessibilityExtraExtraExtraLarge

  /// Whether the category is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The category's position from the smallest, as in ``DynamicTypeSize``.
  var index: Int { ContentSizeCategory.allCases.firstIndex(of: self) ?? 3 }

  /// Orders the categories from smallest to largest.
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.index < rhs.index
  }

  /// The category of a ``DynamicTypeSize``; `nil` for none (every size has one).
  public init?(_ dynamicTypeSize: DynamicTypeSize) {
    guard ContentSizeCategory.allCases.indices.contains(dynamicTypeSize.rawValue) else {
      return nil
    }
    self = ContentSizeCategory.allCases[dynamicTypeSize.rawValue]
  }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
  /// The size of text a person chose; `large` unless a view above set another.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }

  /// The same size as ``dynamicTypeSize``, as a ``ContentSizeCategory``; setting one sets both.
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) ?? .large }
    set { dynamicTypeSize = DynamicTypeSize(newValue) ?? .large }
  }
}

nonisolated extension View {
  /// Sets the size of text for this view and everything in it.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    modifier(EnvironmentWriter { $0.dynamicTypeSize = size })
  }

  /// Holds the size of text in this view within `range`: a larger size in the environment
  /// becomes the range's largest, a smaller one its smallest (`...DynamicTypeSize.xxLarge`).
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize {
    modifier(EnvironmentWriter { $0.dynamicTypeSize = $0.dynamicTypeSize.clamped(to: range) })
  }
}
