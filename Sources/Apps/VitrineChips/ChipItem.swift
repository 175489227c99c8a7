import Foundation

/// One chip: an identifier and the text it shows.
public struct ChipItem: Identifiable, Hashable, Sendable {
  /// The chip's identifier, what a selection holds.
  public let id: Int
  /// The text on the chip.
  public let description: String

  /// Creates a chip.
  public init(id: Int, description: String) {
    self.id = id
    self.description = description
  }
}

extension Array where Element == ChipItem {
  /// `count` demo chips with ids 1…`count`, labelled "Chip 1", "Chip 2", … as the source app's
  /// previews; an empty list for zero or a negative count.
  public static func makeDemoList(count: Int) -> [ChipItem] {
    guard count > 0 else { return [] }
    return (1...count).map { ChipItem(id: $0, description: "Chip \($0)") }
  }
}
