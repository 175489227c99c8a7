import Foundation

/// A link someone shared with the person, as an app sees it: an opaque identifier and the URL,
/// nothing else. Who sent it and in which conversation stay with the system; an
/// ``SWAttributionView`` shows them without handing them to the app.
public final class SWHighlight: Sendable, Hashable, CustomStringConvertible {
  /// An opaque identifier, stable for the URL.
  public let identifier: String
  /// The shared URL.
  public let url: URL

  init(identifier: String, url: URL) {
    self.identifier = identifier
    self.url = url
  }

  public static func == (left: SWHighlight, right: SWHighlight) -> Bool {
    left.identifier == right.identifier && left.url == right.url
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
  }

  public var description: String { "SWHighlight(\(identifier), \(url.absoluteString))" }
}

/// Told when the highlights of an ``SWHighlightCenter`` change.
@MainActor
public protocol SWHighlightCenterDelegate: AnyObject {
  /// The list of highlights, or their order, changed; read ``SWHighlightCenter/highlights``.
  func highlightCenterHighlightsDidChange(_ highlightCenter: SWHighlightCenter)
}

/// Why ``SWHighlightCenter`` could not give a highlight, with the framework's error codes.
///
/// Catch a code as with Apple's bridged errors: `catch SWHighlightCenterError.invalidURL`.
public struct SWHighlightCenterError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The error codes of the framework (`SWHighlightCenterErrorDomain`).
  public enum Code: Int, Sendable, Equatable {
    /// No error.
    case noError = 0
    /// The system failed (its store could not be read).
    case internalError = 1
    /// The URL is not a universal link of the app, or nobody shared it.
    case invalidURL = 2
    /// The app may not read highlights: it is not installed, or Shared with You is off.
    case accessDenied = 3
  }

  /// The code.
  public let code: Code
  /// What happened, for people.
  public let reason: String

  /// An error with `code`.
  public init(_ code: Code, reason: String) {
    self.code = code
    self.reason = reason
  }

  /// The code `noError`.
  public static var noError: Code { .noError }
  /// The code `internalError`.
  public static var internalError: Code { .internalError }
  /// The code `invalidURL`.
  public static var invalidURL: Code { .invalidURL }
  /// The code `accessDenied`.
  public static var accessDenied: Code { .accessDenied }

  public var description: String { "SWHighlightCenterError.\(code) (\(code.rawValue)): \(reason)" }
}

extension SWHighlightCenterError.Code {
  /// Lets `catch SWHighlightCenterError.invalidURL` match an error by its code.
  public static func ~= (code: Self, error: any Error) -> Bool {
    (error as? SWHighlightCenterError)?.code == code
  }
}
