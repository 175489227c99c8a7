import Foundation

/// A request the home screen refuses, with its status.
struct RequestError: Error {
  var status: Int
  var message: String

  init(_ status: Int, _ message: String) {
    self.status = status
    self.message = message
  }

  /// A decoding error in words: what was wrong and where.
  static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let joined = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
        .joined(separator: ".")
      return joined.isEmpty ? "" : "at \(joined): "
    }
    switch error {
    case .keyNotFound(let key, let context): return "\(path(context))missing '\(key.stringValue)'"
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      return path(context) + context.debugDescription
    @unknown default: return "\(error)"
    }
  }
}
