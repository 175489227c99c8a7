import Foundation

/// Why a link is refused before anything decides whether it is a universal link.
public enum URLRefusal: Error, Sendable, Hashable, CustomStringConvertible {
  /// The link names a user, a password or another name before the host
  /// (`https://user:secret@vitrine.example/`, `https://evil.example@vitrine.example/`).
  case credentials
  /// The link has no host (`https:///title/x`).
  case noHost
  /// The host is not a host name a browser would look up (the text, decoded, is given).
  case badHost(String)
  /// The link is longer than ``URLNormalization/lengthLimit`` characters.
  case tooLong(Int)
  /// The link is not a URL at all.
  case malformed

  public var description: String {
    switch self {
    case .credentials:
      return "it names a user or password before the host (…@host), which hides where it goes"
    case .noHost: return "it has no host"
    case .badHost(let host):
      return "'\(host)' is not a host name (ASCII letters, digits, '-' and '.' only)"
    case .tooLong(let length):
      return "it is \(length) characters long; at most \(URLNormalization.lengthLimit) are read"
    case .malformed: return "it is not a URL"
    }
  }
}

/// A link read as browsers and iOS read it, before universal-link rules look at it.
///
/// Normalisation follows RFC 3986 §6.2.2 and what the URL Standard does for `http`/`https`:
/// the scheme and host are lowercased, the port the scheme implies (443, 80) is dropped,
/// percent-encodings of unreserved characters (letters, digits, `-`, `.`, `_`, `~`) are decoded
/// and every other percent-encoding is written in upper case, and the path's `.` and `..`
/// segments are removed (RFC 3986 §5.2.4 `remove_dot_segments`). So
/// `https://vitrine.example/title/x/../../account/billing` and
/// `https://vitrine.example/title/%2e%2e/account/billing` are both read as
/// `https://vitrine.example/account/billing`, the page a browser opens.
///
/// A link carrying a user name or password before the host is refused
/// (``URLRefusal/credentials``): it never surfaces, and ``redacted(_:)`` shows it without them.
public enum URLNormalization {
  /// The longest link read, in characters: longer ones are refused.
  public static let lengthLimit = 16 * 1024

  /// The URL a browser reads from `text` as typed, or `nil` when it is not one.
  ///
  /// As in the URL Standard, leading and trailing spaces and control characters are dropped,
  /// tabs and line breaks inside are removed, and in an `http` or `https` link a backslash
  /// before the query or fragment is a slash: `https://evil.example\@vitrine.example/` goes to
  /// `evil.example`.
  public static func url(fromText text: String) -> URL? {
    let trimmed = text.unicodeScalars.drop { $0.value <= 0x20 }
      .reversed().drop { $0.value <= 0x20 }.reversed()
      .filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }
    var scalars = String.UnicodeScalarView(trimmed)
    let lowered = String(scalars.prefix(8)).lowercased()
    if lowered.hasPrefix("https:") || lowered.hasPrefix("http:") {
      var result = String.UnicodeScalarView()
      var inPath = true
      for scalar in scalars {
        if scalar == "?" || scalar == "#" { inPath = false }
        result.append(inPath && scalar == "\\" ? "/" : scalar)
      }
      scalars = result
    }
    return URL(string: String(scalars))
  }

  /// `url` normalised as the type's documentation describes.
  ///
  /// - Throws: ``URLRefusal`` for a link with credentials, without a host, with a host that is
  ///   not a host name, or longer than ``lengthLimit``.
  public static func normalize(_ url: URL) throws(URLRefusal) -> URL {
    // Foundation reads some hosts differently once decoded (a `%2e` inside an international
    // name changes its labels): a link whose normal form is not its own normal form is refused.
    let normalized = try normalizeOnce(url)
    guard (try? normalizeOnce(normalized)) == normalized else {
      throw .badHost(url.host ?? "")
    }
    return normalized
  }

  /// One pass of ``normalize(_:)``.
  static func normalizeOnce(_ url: URL) throws(URLRefusal) -> URL {
    let text = url.absoluteString
    let length = text.utf8.count
    guard length <= lengthLimit else { throw .tooLong(length) }
    guard let components = URLComponents(string: text), let rawScheme = components.scheme,
      !rawScheme.isEmpty
    else { throw .malformed }
    let scheme = rawScheme.lowercased()
    if components.percentEncodedUser != nil || components.percentEncodedPassword != nil
      || hasUserInfo(text)
    {
      throw .credentials
    }
    var result = scheme + ":"
    if let encodedHost = components.percentEncodedHost {
      let host = try self.host(encodedHost)
      result += "//" + host
      if let port = components.port, port != defaultPort(scheme) { result += ":\(port)" }
    } else if scheme == "https" || scheme == "http" {
      throw .noHost
    }
    var path = normalizedPercentEncoding(components.percentEncodedPath)
    if components.percentEncodedHost != nil {
      path = removingDotSegments(path)
      if path.isEmpty { path = "/" }
    }
    result += path
    if let query = components.percentEncodedQuery {
      result += "?" + normalizedPercentEncoding(query)
    }
    if let fragment = components.percentEncodedFragment {
      result += "#" + normalizedPercentEncoding(fragment)
    }
    guard let normalized = URL(string: result) else { throw .malformed }
    return normalized
  }

  /// `url` as it may be shown: a user name and password before the host are replaced by `***`.
  public static func redacted(_ url: URL) -> URL {
    let text = url.absoluteString
    guard hasUserInfo(text), let start = text.range(of: "://") else { return url }
    let authorityEnd =
      text[start.upperBound...].firstIndex { "/?#".contains($0) } ?? text.endIndex
    guard let at = text[start.upperBound..<authorityEnd].lastIndex(of: "@") else { return url }
    let shown = String(text[..<start.upperBound]) + "***" + String(text[at...])
    return URL(string: shown) ?? URL(string: "about:blank")!
  }

  /// Whether the authority of `text` (after `//`, before the path) holds an `@`.
  static func hasUserInfo(_ text: String) -> Bool {
    guard let colon = text.firstIndex(of: ":"), text[colon...].hasPrefix("://") else {
      return false
    }
    let authority = text[text.index(colon, offsetBy: 3)...].prefix { !"/?#".contains($0) }
    return authority.contains("@")
  }

  /// The port a scheme implies.
  static func defaultPort(_ scheme: String) -> Int? {
    switch scheme {
    case "https": return 443
    case "http": return 80
    default: return nil
    }
  }

  /// The host decoded and lowercased, or a refusal when it is not a host name.
  static func host(_ encoded: String) throws(URLRefusal) -> String {
    guard !encoded.isEmpty else { throw .noHost }
    guard let decoded = encoded.removingPercentEncoding else { throw .badHost(encoded) }
    if decoded.hasPrefix("[") && decoded.hasSuffix("]") {
      let inside = decoded.dropFirst().dropLast()
      guard !inside.isEmpty,
        inside.allSatisfy({ $0.isASCII && ($0.isHexDigit || $0 == ":" || $0 == ".") })
      else {
        throw .badHost(decoded)
      }
      return decoded.lowercased()
    }
    let allowed = decoded.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
          || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "." || scalar == "_")
    }
    guard allowed else { throw .badHost(decoded) }
    return decoded.lowercased()
  }

  /// `text` with percent-encoded unreserved characters decoded and the others' hex digits in
  /// upper case (RFC 3986 §6.2.2.1 and §6.2.2.2). A `%` not followed by two hex digits is left.
  public static func normalizedPercentEncoding(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
    let bytes = Array(text.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%"), index + 2 < bytes.count,
        let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
      {
        let value = high << 4 | low
        if isUnreserved(value) {
          output.append(value)
        } else {
          output += [byte, upperHex(high), upperHex(low)]
        }
        index += 3
      } else {
        output.append(byte)
        index += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// RFC 3986 §5.2.4: `path` without its `.` and `..` segments.
  public static func removingDotSegments(_ path: String) -> String {
    guard path.contains(".") else { return path }
    var input = Substring(path)
    var output: [Substring] = []
    // Each step moves one segment (with its leading '/') from the input to the output.
    while !input.isEmpty {
      if input.hasPrefix("../") {
        input = input.dropFirst(3)
      } else if input.hasPrefix("./") {
        input = input.dropFirst(2)
      } else if input.hasPrefix("/./") {
        input = input.dropFirst(2)
      } else if input == "/." {
        input = "/"
      } else if input.hasPrefix("/../") {
        input = input.dropFirst(3)
        if !output.isEmpty { output.removeLast() }
      } else if input == "/.." {
        input = "/"
        if !output.isEmpty { output.removeLast() }
      } else if input == "." || input == ".." {
        input = ""
      } else {
        let start = input.hasPrefix("/") ? input.index(after: input.startIndex) : input.startIndex
        let end = input[start...].firstIndex(of: "/") ?? input.endIndex
        output.append(input[..<end])
        input = input[end...]
      }
    }
    return output.joined()
  }

  static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      return true
    default: return false
    }
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  static func upperHex(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
  }
}
