/// Why an `apple-app-site-association` file or an associated-domain entry was refused.
///
/// Every case names where the problem is: the key path inside the file (such as
/// `applinks.details[0].components[2]["/"]`) or the entry's text.
public enum AASAError: Error, Equatable, CustomStringConvertible {
  /// The file is larger than the system accepts (128 KB).
  case tooLarge(bytes: Int, limit: Int)
  /// The file could not be read: nothing is there, it is not a regular file, or the system
  /// refused (`reason` in words).
  case unreadable(reason: String)
  /// The bytes are not a JSON document.
  case notJSON(reason: String)
  /// A key holds a value of the wrong type.
  case wrongType(keyPath: String, expected: String)
  /// A required key is absent.
  case missingKey(keyPath: String)
  /// A pattern is malformed (an unclosed `$(`, an unknown substitution variable, …).
  case badPattern(keyPath: String, pattern: String, reason: String)
  /// The patterns of the whole file expand to more steps than the system matches against.
  case tooComplex(steps: Int, limit: Int)
  /// An associated-domain entitlement entry is malformed.
  case badDomainEntry(entry: String, reason: String)

  public var description: String {
    switch self {
    case .tooLarge(let bytes, let limit):
      return "the file is \(bytes) bytes; an apple-app-site-association file may be at most "
        + "\(limit) bytes (128 KB)"
    case .unreadable(let reason):
      return reason
    case .notJSON(let reason):
      return "the file is not JSON: \(reason)"
    case .wrongType(let keyPath, let expected):
      return "\(keyPath) must be \(expected)"
    case .missingKey(let keyPath):
      return "\(keyPath) is missing"
    case .badPattern(let keyPath, let pattern, let reason):
      return "\(keyPath): pattern '\(pattern)' \(reason)"
    case .tooComplex(let steps, let limit):
      return "the file's patterns expand to \(steps) steps; at most \(limit) are matched"
    case .badDomainEntry(let entry, let reason):
      return "associated domain '\(entry)': \(reason)"
    }
  }
}
