import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as SwiftUI adds for `onDelete`: offsets outside the
  /// collection are ignored.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() where offset >= 0 && offset < count {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Moves the elements at `source` so they come just before the element that was at
  /// `destination` (or last, when it is `count`), keeping their order, as SwiftUI adds for
  /// `onMove`: offsets outside the collection are ignored, a destination past the end is the
  /// end.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let valid = IndexSet(source.filter { $0 >= 0 && $0 < count })
    guard !valid.isEmpty else { return }
    let target = Swift.min(Swift.max(destination, 0), count)
    let moving = valid.map { self[index(startIndex, offsetBy: $0)] }
    let before = valid.count(in: 0..<target)
    remove(atOffsets: valid)
    let insertion = index(startIndex, offsetBy: target - before)
    insert(contentsOf: moving, at: insertion)
  }
}
