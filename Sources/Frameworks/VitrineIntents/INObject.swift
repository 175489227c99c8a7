/// A value a person picks for a custom-type intent parameter: an identifier and what is shown.
///
/// Generated custom types (`CountryParam`) subclass it and add their properties. The host
/// stores an object by its ``identifier``; an object rebuilt from stored configuration has the
/// identifier as its display string and its custom properties unset.
open class INObject: @unchecked Sendable, Hashable, CustomStringConvertible {
  /// What identifies the object; what the host stores.
  public let identifier: String?
  /// The text shown for the object.
  public let displayString: String
  /// Secondary text, if any.
  public let subtitleString: String?

  /// Creates an object with an identifier, its display text and an optional subtitle.
  public required init(identifier: String?, display: String, subtitle: String?) {
    self.identifier = identifier
    self.displayString = display
    self.subtitleString = subtitle
  }

  /// Creates an object with an identifier and its display text.
  public convenience init(identifier: String?, display: String) {
    self.init(identifier: identifier, display: display, subtitle: nil)
  }

  /// The text the host stores: the identifier, else the display string.
  public var storedText: String { identifier ?? displayString }

  public static func == (lhs: INObject, rhs: INObject) -> Bool {
    type(of: lhs) == type(of: rhs) && lhs.identifier == rhs.identifier
      && lhs.displayString == rhs.displayString && lhs.subtitleString == rhs.subtitleString
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
    hasher.combine(displayString)
  }

  public var description: String { "\(displayString) (\(identifier ?? "no identifier"))" }
}
