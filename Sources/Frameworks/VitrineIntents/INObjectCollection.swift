import VitrineWidgetCore

/// The options a handler provides for a parameter: sections of objects, or one flat list.
public struct INObjectCollection<ObjectType: INObject>: Sendable {
  /// The sections in the order shown.
  public let sections: [INObjectSection<ObjectType>]
  /// Whether a long list is shown with an index; kept for source compatibility.
  public var usesIndexedCollation: Bool = false

  /// Creates a collection of titled sections.
  public init(sections: [INObjectSection<ObjectType>]) { self.sections = sections }

  /// Creates a collection of one untitled section.
  public init(items: [ObjectType]) { self.sections = [INObjectSection(title: nil, items: items)] }

  /// Every object, section after section.
  public var allItems: [ObjectType] { sections.flatMap(\.items) }

  /// The collection as the host lists options: identifier, display and subtitle per object.
  public var intentOptions: IntentOptions {
    IntentOptions(
      sections: sections.map { section in
        IntentOptions.Section(
          title: section.title,
          items: section.items.map {
            IntentOptions.Item(
              identifier: $0.storedText, title: $0.displayString, subtitle: $0.subtitleString)
          })
      })
  }
}

/// A titled group of objects in an ``INObjectCollection``.
public struct INObjectSection<ObjectType: INObject>: Sendable {
  /// The heading; `nil` for an untitled section.
  public let title: String?
  /// The objects in the order shown.
  public let items: [ObjectType]

  /// Creates a section.
  public init(title: String?, items: [ObjectType]) {
    self.title = title
    self.items = items
  }
}
