/// A universal-link pattern matched against one whole URL component (the path, the query, the
/// fragment, or one query item's value).
///
/// Characters are Unicode scalars (a combining mark is a character of its own, so it cannot
/// join the `/` before it). `*` matches zero or more characters (any, `/` included), `?` exactly
/// one, so `?*`
/// matches one or more; `$(name)` matches whatever the substitution variable stands for. Every
/// other character matches itself, ignoring case when the pattern is not case-sensitive. The
/// pattern must cover the whole component: `/buy/*` matches `/buy/` and `/buy/shoes/1` but not
/// `/shop/buy/`.
public struct URLPattern: Sendable, Equatable, CustomStringConvertible {
  /// The pattern as written in the file.
  public let text: String
  /// Whether letters must match in case.
  public let caseSensitive: Bool
  let tokens: [Token]

  /// The most steps one pattern may expand to (its characters, and every value of every
  /// variable it uses): a file that needs more is refused rather than slowing every match.
  public static let costLimit = 20_000
  /// Components longer than this many characters never match: matching costs the pattern's
  /// steps times the component's length, and this bounds it.
  public static let componentLimit = 4096
  /// The steps the pattern expanded to.
  public let cost: Int
  /// The character classes its variables match, whose masks a text works out before matching.
  let classes: Set<CharacterClass>
  /// The number of variable values it tries at each use.
  let alternatives: Int

  /// One step of a pattern.
  indirect enum Token: Sendable, Equatable {
    case literal(Unicode.Scalar)
    case anyOne
    case anyRun
    case oneOf(CharacterClass)
    case alternatives([[Token]])
  }

  /// Parses `text`; `keyPath` names where it came from in errors.
  ///
  /// - Throws: ``AASAError/badPattern(keyPath:pattern:reason:)`` for an unclosed `$(`, an
  ///   unknown variable, or a pattern too costly to match.
  public init(
    _ text: String, caseSensitive: Bool = true,
    variables: SubstitutionVariables = SubstitutionVariables(), keyPath: String = "pattern"
  ) throws {
    self.text = text
    self.caseSensitive = caseSensitive
    var cost = 0
    let tokens = try Self.tokens(
      of: text, caseSensitive: caseSensitive, variables: variables, keyPath: keyPath,
      allowVariables: true, cost: &cost)
    guard cost <= Self.costLimit else {
      throw AASAError.badPattern(
        keyPath: keyPath, pattern: text,
        reason: "expands to \(cost) pattern steps (at most \(Self.costLimit))")
    }
    self.tokens = tokens
    self.cost = cost
    classes = Self.classes(in: tokens)
    alternatives = tokens.reduce(0) { count, token in
      guard case .alternatives(let values) = token else { return count }
      return count + values.count
    }
  }

  public var description: String { text }

  /// Whether the pattern matches all of `component` (never when it is longer than
  /// ``componentLimit`` characters).
  public func matches(_ component: String) -> Bool {
    guard component.unicodeScalars.count <= Self.componentLimit else { return false }
    var budget = Int.max
    return matches(MatchText(component, foldingCase: !caseSensitive), budget: &budget) ?? false
  }

  /// What it costs to match against `text`, in word operations: every step is one operation
  /// per word of positions, and a pattern costs at least one step. Trying a variable's value
  /// also costs a fixed ``alternativeWork``, which matters when the text is short.
  func work(against text: MatchText) -> Int {
    (cost + 1) * (text.words + 1) + alternatives * Self.alternativeWork
  }

  /// The fixed work of trying one value of a variable (copying and merging the positions),
  /// measured as about as long as 40 word operations.
  static let alternativeWork = 40

  /// Whether the pattern matches all of `text` (read in the pattern's case), charging
  /// `budget`; `nil` when the budget does not cover the match, which is then not made.
  func matches(_ text: MatchText, budget: inout Int) -> Bool? {
    guard text.count <= Self.componentLimit else { return false }
    let work = work(against: text)
    guard budget >= work else {
      budget = -1
      return nil
    }
    budget -= work
    for characterClass in classes { _ = text.slot(of: characterClass) }
    let words = text.words
    return text.withMasks { masks in
      let buffer = UnsafeMutablePointer<UInt64>.allocate(capacity: words * 4)
      defer { buffer.deallocate() }
      buffer.initialize(repeating: 0, count: words * 4)
      let state = buffer
      state[0] = 1
      let reached = Self.advance(
        tokens[...], state: state, scratch: buffer + words, text: text, masks: masks)
      return reached && state[text.count >> 6] & (UInt64(1) << UInt64(text.count & 63)) != 0
    }
  }

  /// Moves the reachable positions in `state` over `tokens`; `false` once none is left.
  /// `scratch` holds three sets of positions for alternatives.
  static func advance(
    _ tokens: ArraySlice<Token>, state: UnsafeMutablePointer<UInt64>,
    scratch: UnsafeMutablePointer<UInt64>, text: MatchText, masks: UnsafeBufferPointer<UInt64>
  ) -> Bool {
    let words = text.words
    for token in tokens {
      var any: UInt64 = 0
      switch token {
      case .literal(let character):
        guard let slot = text.slot(of: character) else { return false }
        any = step(state, masks.baseAddress! + slot, words)
      case .anyOne:
        any = step(state, masks.baseAddress! + text.slotOfAny, words)
      case .oneOf(let characterClass):
        any = step(state, masks.baseAddress! + text.slot(of: characterClass), words)
      case .anyRun:
        guard let first = (0..<words).first(where: { state[$0] != 0 }) else { return false }
        state[first] = ~0 << UInt64(state[first].trailingZeroBitCount)
        for word in (first + 1)..<words { state[word] = ~0 }
        state[words - 1] &= text.lastWordMask
        any = 1
      case .alternatives(let alternatives):
        let start = scratch
        let work = scratch + words
        let union = scratch + 2 * words
        start.update(from: state, count: words)
        union.update(repeating: 0, count: words)
        for alternative in alternatives {
          work.update(from: start, count: words)
          // Values hold no variables, so an alternative needs no scratch of its own.
          guard advance(alternative[...], state: work, scratch: work, text: text, masks: masks)
          else { continue }
          for word in 0..<words { union[word] |= work[word] }
        }
        state.update(from: union, count: words)
        for word in 0..<words { any |= state[word] }
      }
      if any == 0 { return false }
    }
    return true
  }

  /// `state` moved one character on where `mask` allows; the union of what is left.
  @inline(__always)
  static func step(
    _ state: UnsafeMutablePointer<UInt64>, _ mask: UnsafePointer<UInt64>, _ words: Int
  ) -> UInt64 {
    var carry: UInt64 = 0
    var any: UInt64 = 0
    for word in 0..<words {
      let kept = state[word] & mask[word]
      let moved = (kept << 1) | carry
      carry = kept >> 63
      state[word] = moved
      any |= moved
    }
    return any
  }

  /// Splits `text` into tokens, expanding `$(name)` (values may not hold variables themselves).
  static func tokens(
    of text: String, caseSensitive: Bool, variables: SubstitutionVariables, keyPath: String,
    allowVariables: Bool, cost: inout Int
  ) throws -> [Token] {
    var tokens: [Token] = []
    // Unicode scalars, as the text is matched (see ``MatchText``).
    let characters = Array(text.unicodeScalars)
    var index = 0
    func fail(_ reason: String) -> AASAError {
      AASAError.badPattern(keyPath: keyPath, pattern: text, reason: reason)
    }
    while index < characters.count {
      let character = characters[index]
      if character == "$", index + 1 < characters.count, characters[index + 1] == "(" {
        guard allowVariables else {
          throw fail("uses a variable inside a substitution value, which is not allowed")
        }
        guard let close = characters[(index + 2)...].firstIndex(of: ")") else {
          throw fail("has '$(' without a closing ')'")
        }
        let name = String(String.UnicodeScalarView(characters[(index + 2)..<close]))
        guard !name.isEmpty, !name.contains("$"), !name.contains("(") else {
          throw fail("has a malformed variable name '\(name)'")
        }
        guard let expansion = variables.expansion(of: name) else {
          throw fail("uses the undefined substitution variable '$(\(name))'")
        }
        switch expansion {
        case .characters(let characterClass):
          tokens.append(.oneOf(caseSensitive ? characterClass : characterClass.folded))
          cost += 1
        case .strings(let values):
          let alternatives = try values.map { value in
            try Self.tokens(
              of: value, caseSensitive: caseSensitive, variables: variables,
              keyPath: "\(keyPath) (value '\(value)' of $(\(name)))", allowVariables: false,
              cost: &cost)
          }
          tokens.append(.alternatives(alternatives))
          // Trying a value costs a step even when it is empty.
          cost += values.count
          guard cost <= costLimit else {
            throw fail("expands to more than \(costLimit) pattern steps")
          }
        }
        index = close + 1
        continue
      }
      switch character {
      case "*":
        // Consecutive stars match what one star matches.
        if tokens.last != .anyRun { tokens.append(.anyRun) }
      case "?": tokens.append(.anyOne)
      default:
        if caseSensitive {
          tokens.append(.literal(character))
        } else {
          tokens += String(character).lowercased().unicodeScalars.map(Token.literal)
        }
      }
      cost += 1
      index += 1
    }
    return tokens
  }

  /// The character classes `tokens` use.
  static func classes(in tokens: [Token]) -> Set<CharacterClass> {
    var found = Set<CharacterClass>()
    for token in tokens {
      switch token {
      case .oneOf(let characterClass): found.insert(characterClass)
      case .alternatives(let alternatives):
        for alternative in alternatives { found.formUnion(classes(in: alternative)) }
      default: break
      }
    }
    return found
  }
}
