import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("Accessibility elements and reading order")
struct AccessibilityTests {
  @Test("elements within 8 points vertically form a row read leading to trailing")
  func rowsWithinTolerance() {
    // "right" starts 6 points above "left" (within 8): one row, read left to right; "below"
    // starts 20 points lower: the next row.
    let list = layout(
      ZStack(alignment: .topLeading) {
        Text("left").font(font10).offset(x: 0, y: 6)
        Text("right").font(font10).offset(x: 100, y: 0)
        Text("below").font(font10).offset(x: 50, y: 26)
      }.frame(width: 200, height: 200, alignment: .topLeading))
    #expect(list.accessibilityElements.map(\.label) == ["left", "right", "below"])
  }

  @Test("elements more than 8 points apart are separate rows")
  func separateRows() {
    let list = layout(
      ZStack(alignment: .topLeading) {
        Text("second").font(font10).offset(x: 0, y: 9)
        Text("first").font(font10).offset(x: 100, y: 0)
      }.frame(width: 200, height: 200, alignment: .topLeading))
    #expect(list.accessibilityElements.map(\.label) == ["first", "second"])
  }

  @Test("reading order follows the layout, not the declaration order")
  func layoutOrder() {
    let list = layout(
      VStack {
        HStack {
          Text("B").font(font10)
          Text("C").font(font10)
        }
        Text("D").font(font10)
      }.overlay(alignment: .topLeading) { Text("A").font(font10).offset(x: -20) })
    #expect(list.accessibilityElements.map(\.label) == ["A", "B", "C", "D"])
  }

  @Test("labels, values, traits, identifiers and hidden elements")
  func attributes() {
    let list = layout(
      VStack {
        Text("Title").accessibilityAddTraits(.isHeader).accessibilityIdentifier("title")
        Text("42").accessibilityLabel("Score").accessibilityValue("42 points")
        Text("decoration").accessibilityHidden(true)
        Color.red.frame(width: 10, height: 10).accessibilityLabel("Red dot")
        Color.blue.frame(width: 10, height: 10)
      }.font(font10))
    let elements = list.accessibilityElements
    #expect(elements.map(\.label) == ["Title", "Score", "Red dot"])
    #expect(elements[0].traits == [.isStaticText, .isHeader])
    #expect(elements[0].identifier == "title")
    #expect(elements[1].value == "42 points")
    #expect(elements[2].frame.size == CGSize(width: 10, height: 10))
  }

  @Test("combining a container joins its content into one element")
  func combine() {
    let list = layout(
      HStack {
        Image(systemName: "flame")
        Text("Hot").font(font10)
      }.accessibilityElement(children: .combine))
    #expect(list.accessibilityElements.count == 1)
    #expect(list.accessibilityElements[0].label == "flame, Hot")
    #expect(list.accessibilityElements[0].traits == [.isImage, .isStaticText])
    let ignored = layout(
      HStack {
        Text("a"); Text("b")
      }.accessibilityElement(children: .ignore)
        .accessibilityLabel("Both"))
    #expect(ignored.accessibilityElements.map(\.label) == ["Both"])
  }

  @Test("hidden containers hide everything in them")
  func hiddenContainer() {
    let list = layout(
      VStack {
        Text("a"); Text("b")
      }.accessibilityHidden(true))
    #expect(list.accessibilityElements.isEmpty)
    #expect(list.textItem("a") != nil)
  }
}
