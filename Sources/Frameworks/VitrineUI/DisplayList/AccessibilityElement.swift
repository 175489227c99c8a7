import Foundation

/// One element a screen reader visits: what it says and where it is.
public struct AccessibilityElement: Sendable, Hashable {
  /// What the element is called: its text, or the label a modifier gave it.
  public var label: String
  /// Its value, such as a progress percentage.
  public var value: String?
  /// What activating it does (`accessibilityHint`, or `help` on iOS), read after the label.
  public var hint: String?
  /// An identifier for tests, if one was given.
  public var identifier: String?
  /// What kind of element it is.
  public var traits: AccessibilityTraits
  /// Its frame.
  public var frame: CGRect

  /// Creates an element.
  public init(
    label: String, value: String? = nil, identifier: String? = nil,
    traits: AccessibilityTraits = [], frame: CGRect
  ) {
    self.label = label
    self.value = value
    self.identifier = identifier
    self.traits = traits
    self.frame = frame
  }
}

/// What kind of element an accessibility element is.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable, CustomStringConvertible {
  /// The bits of the set.
  public let rawValue: Int
  /// Creates a set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// A button.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// A heading.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// A link.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 2)
  /// An image.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 3)
  /// Text that does not change.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 4)
  /// Content that changes often, such as a timer.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 5)
  /// A selected item.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 6)
  /// A summary of the widget.
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 7)

  private static let names: [(AccessibilityTraits, String)] = [
    (.isButton, "button"), (.isHeader, "header"), (.isLink, "link"), (.isImage, "image"),
    (.isStaticText, "staticText"), (.updatesFrequently, "updatesFrequently"),
    (.isSelected, "selected"), (.isSummaryElement, "summary"),
  ]

  /// The trait names, comma separated, in a fixed order.
  public var description: String {
    Self.names.filter { contains($0.0) }.map(\.1).joined(separator: ",")
  }
}

/// How a view's content becomes accessibility elements.
public enum AccessibilityChildBehavior: Sendable, Hashable {
  /// One element whose label joins the content's labels.
  case combine
  /// One element with only the labels given to the view itself.
  case ignore
  /// The content's elements, unchanged.
  case contain
}
