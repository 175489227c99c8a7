import Foundation
import VitrineUI

@MainActor
extension ForEach: ChartContent where Content: ChartContent {
  /// Marks from each element, by the key path `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ChartContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data, id: id, elementContent: content)
  }

  /// Adds the marks of every element, in order.
  public func _collectMarks(into marks: inout ChartMarks) {
    for element in data {
      guard marks.marks.count < ChartMarks.limit else { return }
      content(element)._collectMarks(into: &marks)
    }
  }
}

@MainActor
extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
  /// Marks from each identifiable element.
  public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

@MainActor
extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
  /// Marks from each integer of a range.
  public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}
