import Foundation

/// How chips are split into rows, by the source app's rules:
/// - no items: no rows (`itemsDict` empty);
/// - fewer than 5: one row with all of them (`[1: items]`);
/// - 5 or more: two rows, the first holding ⌈n / 2⌉ chips (an odd count puts one more in the
///   first row), order kept. The design expects at most 15; more still go in two rows —
///   nothing is dropped — and the collection scrolls.
public struct ChipCollectionModel: Sendable, Hashable {
  /// The chips of each row, rows numbered from 1.
  public let itemsDict: [Int: [ChipItem]]

  /// The number of rows: 0, 1 or 2.
  public var rows: Int { itemsDict.count }

  /// The fewest chips that take two rows.
  public static let twoRowThreshold = 5

  /// Splits `items` into rows.
  public init(items: [ChipItem]) {
    switch items.count {
    case 0:
      itemsDict = [:]
    case ..<Self.twoRowThreshold:
      itemsDict = [1: items]
    default:
      let firstRow = (items.count + 1) / 2
      itemsDict = [1: Array(items[..<firstRow]), 2: Array(items[firstRow...])]
    }
  }
}
