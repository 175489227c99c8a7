/// One URL component prepared for matching patterns against it, in the case a pattern reads it.
///
/// A pattern is matched as a set of reachable positions (position `i`: the first `i` characters
/// are matched) held as bits, 64 to a word, so one pattern step costs ``words`` word
/// operations whatever the pattern: matching is O(steps × length / 64), with no backtracking.
/// For that the text keeps, for every character it holds and every character class a pattern
/// asked about, the bits of the positions where it is.
final class MatchText {
  /// The characters, as Unicode scalars: a combining mark after `/` must not hide the slash
  /// from a pattern, as it would inside one grapheme cluster.
  let characters: [Unicode.Scalar]
  /// The words of a set of positions `0...count`.
  let words: Int
  /// The characters' position masks, `words` each, one after another.
  private var masks: [UInt64]
  /// Where the mask of each ASCII character starts in `masks` (-1: not in the text).
  private var asciiSlot = [Int](repeating: -1, count: 128)
  /// Where the mask of each other character starts.
  private var otherSlot: [Unicode.Scalar: Int] = [:]
  /// Where each character class's mask starts, once asked for.
  private var classSlot = [Int](repeating: -1, count: CharacterClass.allCases.count)
  /// Where the mask of every position `0..<count` starts.
  private let allSlot: Int
  /// The last word's bits that are positions `0...count`.
  let lastWordMask: UInt64

  /// The number of characters.
  var count: Int { characters.count }

  /// `text`, lowercased first when `foldingCase`.
  init(_ text: String, foldingCase: Bool) {
    characters = Array((foldingCase ? text.lowercased() : text).unicodeScalars)
    let count = characters.count
    words = (count + 1 + 63) / 64
    let tail = (count + 1) % 64
    lastWordMask = tail == 0 ? ~0 : (UInt64(1) << UInt64(tail)) - 1
    masks = [UInt64](repeating: 0, count: words)
    allSlot = 0
    for position in 0..<count {
      masks[position >> 6] |= UInt64(1) << UInt64(position & 63)
    }
    for (position, character) in characters.enumerated() {
      let slot = slotCreating(character)
      masks[slot + position >> 6] |= UInt64(1) << UInt64(position & 63)
    }
  }

  private func slotCreating(_ character: Unicode.Scalar) -> Int {
    if character.isASCII {
      let byte = character.value
      if asciiSlot[Int(byte)] < 0 { asciiSlot[Int(byte)] = appendEmptyMask() }
      return asciiSlot[Int(byte)]
    }
    if let slot = otherSlot[character] { return slot }
    let slot = appendEmptyMask()
    otherSlot[character] = slot
    return slot
  }

  private func appendEmptyMask() -> Int {
    let slot = masks.count
    masks += repeatElement(0, count: words)
    return slot
  }

  /// The start of the mask of `character` in the masks, or `nil` when it is not in the text.
  func slot(of character: Unicode.Scalar) -> Int? {
    if character.isASCII {
      let slot = asciiSlot[Int(character.value)]
      return slot < 0 ? nil : slot
    }
    return otherSlot[character]
  }

  /// The start of the mask of every position.
  var slotOfAny: Int { allSlot }

  /// The start of the mask of the characters in `characterClass`, worked out the first time.
  func slot(of characterClass: CharacterClass) -> Int {
    let known = classSlot[characterClass.rawValue]
    if known >= 0 { return known }
    let slot = appendEmptyMask()
    for (position, character) in characters.enumerated() where characterClass.contains(character) {
      masks[slot + position >> 6] |= UInt64(1) << UInt64(position & 63)
    }
    classSlot[characterClass.rawValue] = slot
    return slot
  }

  /// Calls `body` with the masks, read-only and unchecked, for the matching loop.
  func withMasks<Result>(_ body: (UnsafeBufferPointer<UInt64>) -> Result) -> Result {
    masks.withUnsafeBufferPointer(body)
  }
}
