import Foundation

/// The order a screen reader visits a widget's elements in: top to bottom by rows, each row
/// leading to trailing (left to right, or right to left in Arabic and Hebrew).
///
/// Elements are taken by their top edge; an element whose top is within ``rowTolerance``
/// points of the top of the row's first element joins that row. Elements that tie keep their
/// view-tree order.
enum ReadingOrder {
  /// How far below a row's first element another element's top may be and still be in the row.
  static let rowTolerance: CGFloat = 8

  /// `elements` in reading order; `rightToLeft` reads each row from its right end.
  static func sorted(
    _ elements: [AccessibilityElement], rightToLeft: Bool = false
  ) -> [AccessibilityElement] {
    var order = Array(elements.indices)
    order.sort {
      let a = elements[$0].frame.minY
      let b = elements[$1].frame.minY
      return a != b ? a < b : $0 < $1
    }
    var result: [AccessibilityElement] = []
    result.reserveCapacity(elements.count)
    var rowStart = 0
    while rowStart < order.count {
      // The row: the elements whose tops are within the tolerance of its first one's.
      let rowTop = elements[order[rowStart]].frame.minY
      var rowEnd = rowStart + 1
      while rowEnd < order.count, elements[order[rowEnd]].frame.minY - rowTop <= rowTolerance {
        rowEnd += 1
      }
      order[rowStart..<rowEnd].sort {
        // Right to left, the leading edge is the right one: the larger maxX comes first.
        let a = rightToLeft ? -elements[$0].frame.maxX : elements[$0].frame.minX
        let b = rightToLeft ? -elements[$1].frame.maxX : elements[$1].frame.minX
        return a != b ? a < b : $0 < $1
      }
      for index in order[rowStart..<rowEnd] { result.append(elements[index]) }
      rowStart = rowEnd
    }
    return result
  }
}
