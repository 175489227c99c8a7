/// A universal-link pattern matched against one whole URL component (the path, the query, the
/// fragment, or one query item's value).
///
/// `*` matches zero or more characters (any characters, `/` included), `?` exactly one, so `?*`
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

  /// One step of a pattern.
  indirect enum Token: Sendable, Equatable {
    case literal(Character)
    case anyOne
    case anyRun
    case oneOf(Set<Character>)
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
  }

  public var description: String { text }

  /// Whether the pattern matches all of `component` (never when it is longer than
  /// ``componentLimit`` characters).
  public func matches(_ component: String) -> Bool {
    guard component.count <= Self.componentLimit else { return false }
    let input = Array(caseSensitive ? component : component.lowercased())
    var reachable = [Bool](repeating: false, count: input.count + 1)
    reachable[0] = true
    reachable = Self.advance(reachable, through: tokens, in: input)
    return reachable[input.count]
  }

  /// The input positions reachable after `tokens`, from the positions marked in `start`.
  static func advance(_ start: [Bool], through tokens: [Token], in input: [Character]) -> [Bool] {
    var current = start
    for token in tokens {
      guard current.contains(true) else { return current }
      var next = [Bool](repeating: false, count: current.count)
      switch token {
      case .literal(let character):
        for position in input.indices where current[position] && input[position] == character {
          next[position + 1] = true
        }
      case .anyOne:
        for position in input.indices where current[position] { next[position + 1] = true }
      case .oneOf(let set):
        for position in input.indices where current[position] && set.contains(input[position]) {
          next[position + 1] = true
        }
      case .anyRun:
        if let first = current.firstIndex(of: true) {
          for position in first..<next.count { next[position] = true }
        }
      case .alternatives(let alternatives):
        for alternative in alternatives {
          let reached = advance(current, through: alternative, in: input)
          for position in reached.indices where reached[position] { next[position] = true }
        }
      }
      current = next
    }
    return current
  }

  /// Splits `text` into tokens, expanding `$(name)` (values may not hold variables themselves).
  static func tokens(
    of text: String, caseSensitive: Bool, variables: SubstitutionVariables, keyPath: String,
    allowVariables: Bool, cost: inout Int
  ) throws -> [Token] {
    var tokens: [Token] = []
    let characters = Array(text)
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
        let name = String(characters[(index + 2)..<close])
        guard !name.isEmpty, !name.contains("$"), !name.contains("(") else {
          throw fail("has a malformed variable name '\(name)'")
        }
        guard let expansion = variables.expansion(of: name) else {
          throw fail("uses the undefined substitution variable '$(\(name))'")
        }
        switch expansion {
        case .characters(let set):
          let folded = caseSensitive ? set : Set(set.map { Character(String($0).lowercased()) })
          tokens.append(.oneOf(folded))
          cost += 1
        case .strings(let values):
          let alternatives = try values.map { value in
            try Self.tokens(
              of: value, caseSensitive: caseSensitive, variables: variables,
              keyPath: "\(keyPath) (value '\(value)' of $(\(name)))", allowVariables: false,
              cost: &cost)
          }
          tokens.append(.alternatives(alternatives))
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
          tokens += String(character).lowercased().map(Token.literal)
        }
      }
      cost += 1
      index += 1
    }
    return tokens
  }
}
