import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("Redaction")
struct RedactionTests {
  private func placeholders(_ list: DisplayList) -> [(CGRect, PlaceholderItem)] {
    list.flattenedItems.compactMap {
      if case .placeholder(let item) = $0.content { return ($0.frame, item) }
      return nil
    }
  }

  @Test("placeholder redaction turns text into bars of the same frames, one per line")
  func placeholderText() throws {
    let view = Text("aaaa bbbbbb").font(font10).frame(width: 40)
    let plain = layout(view)
    let redacted = layout(view.redacted(reason: .placeholder))
    let frame = try #require(plain.frame(ofText: "aaaa bbbbbb"))
    let bars = placeholders(redacted)
    #expect(bars.count == 1)
    #expect(bars[0].0 == frame)
    // Lines "aaaa" (20) and "bbbbbb" (30), each a line high.
    #expect(
      bars[0].1.rects == [
        rect(frame.minX, frame.minY, 20, 12), rect(frame.minX, frame.minY + 12, 30, 12),
      ])
    #expect(redacted.textItem("aaaa bbbbbb") == nil)
    #expect(redacted.accessibilityElements.isEmpty)
  }

  @Test("images become a placeholder of their frame; shapes stay")
  func placeholderImage() {
    let data = ImageTests.pngHeader(width: 20, height: 10)
    let list = layout(
      HStack {
        Image(data: data)
        Color.red.frame(width: 5, height: 5)
      }.redacted(reason: .placeholder))
    let bars = placeholders(list)
    #expect(bars.count == 1)
    #expect(bars[0].1.rects == [bars[0].0])
    #expect(bars[0].0.size == CGSize(width: 20, height: 10))
    #expect(list.frames(ofColor: .red).count == 1)
  }

  @Test("unredacted opts a subtree out")
  func unredacted() {
    let list = layout(
      VStack {
        Text("hidden")
        Text("shown").unredacted()
      }.redacted(reason: .placeholder))
    #expect(list.textItem("hidden") == nil)
    #expect(list.textItem("shown") != nil)
    #expect(placeholders(list).count == 1)
  }

  @Test("privacySensitive content is redacted only for the privacy reason")
  func privacySensitive() {
    let view = VStack {
      Text("balance").privacySensitive()
      Text("title")
    }
    #expect(placeholders(layout(view)).isEmpty)
    let locked = layout(view.redacted(reason: .privacy))
    #expect(locked.textItem("balance") == nil)
    #expect(locked.textItem("title") != nil)
  }
}
