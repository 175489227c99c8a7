import Foundation
import Testing

@testable import VitrineUI

/// Shows the environment's dynamic type size and size category as text.
private struct SizeProbe: View {
  @Environment(\.dynamicTypeSize) private var size
  @Environment(\.sizeCategory) private var category
  var body: some View { Text(verbatim: "\(size) \(category)") }
}

/// Apple's documentation of `DynamicTypeSize`: twelve sizes from `xSmall` to `accessibility5`,
/// ordered, the last five accessibility sizes, `large` by default; `dynamicTypeSize(_:)` sets
/// one or holds the environment's within a range.
@MainActor
@Suite("DynamicTypeSize and ContentSizeCategory")
struct DynamicTypeSizeTests {
  private func probe<V: View>(_ view: V, size: DynamicTypeSize = .large) -> String? {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = size
    let list = layout(view, environment: environment)
    for item in list.flattenedItems {
      if case .text(let text) = item.content { return text.string }
    }
    return nil
  }

  @Test("twelve sizes in order, the last five accessibility sizes")
  func cases() {
    #expect(DynamicTypeSize.allCases.count == 12)
    #expect(DynamicTypeSize.allCases.first == .xSmall)
    #expect(DynamicTypeSize.allCases.last == .accessibility5)
    #expect(DynamicTypeSize.allCases == DynamicTypeSize.allCases.sorted())
    #expect(DynamicTypeSize.xxxLarge < .accessibility1)
    #expect(
      DynamicTypeSize.allCases.filter(\.isAccessibilitySize) == [
        .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5,
      ])
  }

  @Test("each ContentSizeCategory is the DynamicTypeSize at its place, and back")
  func categories() {
    #expect(ContentSizeCategory.allCases.count == 12)
    #expect(DynamicTypeSize(.extraSmall) == .xSmall)
    #expect(DynamicTypeSize(.extraExtraExtraLarge) == .xxxLarge)
    #expect(DynamicTypeSize(.accessibilityMedium) == .accessibility1)
    #expect(ContentSizeCategory(.accessibility5) == .accessibilityExtraExtraExtraLarge)
    #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(ContentSizeCategory.small < .large)
    for size in DynamicTypeSize.allCases {
      #expect(ContentSizeCategory(size).flatMap(DynamicTypeSize.init) == size)
    }
  }

  @Test("the environment's size is large by default; sizeCategory is the same value")
  func defaults() {
    #expect(EnvironmentValues().dynamicTypeSize == .large)
    #expect(EnvironmentValues().sizeCategory == .large)
    var environment = EnvironmentValues()
    environment.sizeCategory = .extraLarge
    #expect(environment.dynamicTypeSize == .xLarge)
    #expect(probe(SizeProbe()) == "large large")
    #expect(probe(SizeProbe().environment(\.sizeCategory, .small)) == "small small")
  }

  @Test("dynamicTypeSize(_:) with a size sets it below")
  func setsSize() {
    #expect(probe(SizeProbe().dynamicTypeSize(.xxLarge)) == "xxLarge extraExtraLarge")
  }

  @Test("dynamicTypeSize(_:) with a range holds the environment's size within it")
  func clampsToRanges() {
    let upTo = SizeProbe().dynamicTypeSize(...DynamicTypeSize.xLarge)
    #expect(probe(upTo, size: .accessibility3) == "xLarge extraLarge")
    #expect(probe(upTo, size: .small) == "small small")
    let from = SizeProbe().dynamicTypeSize(DynamicTypeSize.large...)
    #expect(probe(from, size: .xSmall) == "large large")
    let closed = SizeProbe().dynamicTypeSize(DynamicTypeSize.medium...DynamicTypeSize.xxxLarge)
    #expect(probe(closed, size: .accessibility5) == "xxxLarge extraExtraExtraLarge")
    #expect(probe(closed, size: .xSmall) == "medium medium")
    // A half-open range excludes its upper bound: the largest allowed is the one before it.
    let halfOpen = SizeProbe().dynamicTypeSize(DynamicTypeSize.small..<DynamicTypeSize.large)
    #expect(probe(halfOpen, size: .xxLarge) == "medium medium")
  }
}
