import Foundation

/// The order a screen reader visits a widget's elements in: top to bottom by rows, each row
/// leading to trailing.
///
/// Elements are taken by their top edge; an element whose top is within ``rowTolerance``
/// points of the top of the row's first element joins that row. Elements that tie keep their
/// view-tree order.
enum ReadingOrder {
  /// How far below a row's first element another element's top may be and still be in the row.
  static let rowTolerance: CGFloat = 8

  /// `elements` in reading order.
  static func sorted(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
    let byTop = elements.indices.sorted {
      let a = elements[$0].frame.minY
      let b = elements[$1].frame.minY
      return a != b ? a < b : $0 < $1
    }
    var rows: [[Int]] = []
    var rowTop: CGFloat = 0
    for index in byTop {
      let top = elements[index].frame.minY
      if !rows.isEmpty, top - rowTop <= rowTolerance {
        rows[rows.count - 1].append(index)
      } else {
        rows.append([index])
        rowTop = top
      }
    }
    return rows.flatMap { row in
      row.sorted {
        let a = elements[$0].frame.minX
        let b = elements[$1].frame.minX
        return a != b ? a < b : $0 < $1
      }
      .map { elements[$0] }
    }
  }
}
