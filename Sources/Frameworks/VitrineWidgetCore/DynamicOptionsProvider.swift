/// A type that lists the values a person may pick for a parameter, at run time.
///
/// The modern form of `INObjectCollection(sections:)`: return an ``ItemCollection`` of titled
/// sections, or a flat list of items.
public protocol DynamicOptionsProvider: Sendable {
  /// The parameter's value type.
  associatedtype Value: IntentParameterValue = Result.Element

  /// What ``results()`` returns: an ``ItemCollection`` or a plain array of values.
  associatedtype Result: ResultsCollection where Result.Element == Value

  /// The options, grouped in sections, or a plain array.
  func results() async throws -> Result

  /// The value to preselect, if the provider has an opinion.
  func defaultResult() async -> Value?
}

extension DynamicOptionsProvider {
  /// No preselected value unless the provider gives one.
  public func defaultResult() async -> Value? { nil }
}

/// What a ``DynamicOptionsProvider`` may return: sections of items, or a plain array of values
/// (each shown by its display title: an entity's or enumeration case's, else its text).
public protocol ResultsCollection: Sendable {
  /// The value type of the options.
  associatedtype Element: IntentParameterValue

  /// The options as sections of items.
  var itemCollection: ItemCollection<Element> { get }
}

extension Array: ResultsCollection where Element: IntentParameterValue {
  /// One untitled section of the values, in order.
  public var itemCollection: ItemCollection<Element> {
    ItemCollection(
      items: map {
        let display = IntentItemDisplay.representation(of: $0)
        return IntentItem($0, title: display.title, subtitle: display.subtitle)
      })
  }
}

/// How a value is shown as an option when the provider gives only the value.
enum IntentItemDisplay {
  static func representation(of value: some IntentParameterValue) -> DisplayRepresentation {
    if let entity = value as? any AppEntity { return entity.displayRepresentation }
    if let choice = value as? any AppEnum { return caseRepresentation(choice) }
    return DisplayRepresentation(title: value.intentString ?? "")
  }

  private static func caseRepresentation<Choice: AppEnum>(
    _ choice: Choice
  )
    -> DisplayRepresentation
  {
    Choice.caseDisplayRepresentations[choice] ?? DisplayRepresentation(title: choice.rawValue)
  }
}

/// Titled sections of items a person picks from.
public struct ItemCollection<Value: IntentParameterValue>: ResultsCollection {
  /// The value type of the options.
  public typealias Element = Value

  /// The collection itself.
  public var itemCollection: ItemCollection<Value> { self }

  /// The sections in the order shown.
  public var sections: [ItemSection<Value>]

  /// Creates a collection of sections.
  public init(sections: [ItemSection<Value>]) { self.sections = sections }

  /// Creates a collection of one untitled section.
  public init(items: [IntentItem<Value>]) { self.sections = [ItemSection(items: items)] }

  /// Every item, section after section.
  public var allItems: [IntentItem<Value>] { sections.flatMap(\.items) }
}

/// A titled group of items.
public struct ItemSection<Value: IntentParameterValue>: Sendable {
  /// The section's heading; `nil` for an untitled section.
  public var title: String?
  /// The items in the order shown.
  public var items: [IntentItem<Value>]

  /// Creates a section with an optional title.
  public init(_ title: String? = nil, items: [IntentItem<Value>]) {
    self.title = title
    self.items = items
  }
}

/// One value a person can pick, with the text they see.
public struct IntentItem<Value: IntentParameterValue>: Sendable {
  /// The value the parameter takes when this item is picked.
  public var value: Value
  /// The text shown for the item.
  public var title: String
  /// Secondary text, if any.
  public var subtitle: String?

  /// Creates an item.
  public init(_ value: Value, title: String, subtitle: String? = nil) {
    self.value = value
    self.title = title
    self.subtitle = subtitle
  }

  /// The identifier the host stores for this item: the value's text form.
  public var identifier: String { value.intentString ?? "" }
}

/// Options with their value type erased: sections of identifier + display string.
public struct IntentOptions: Sendable, Hashable, Codable {
  /// One option.
  public struct Item: Sendable, Hashable, Codable {
    /// The text the parameter stores when this option is picked.
    public var identifier: String
    /// The text shown.
    public var title: String
    /// Secondary text, if any.
    public var subtitle: String?

    /// Creates an option.
    public init(identifier: String, title: String, subtitle: String? = nil) {
      self.identifier = identifier
      self.title = title
      self.subtitle = subtitle
    }
  }
  /// A titled group of options.
  public struct Section: Sendable, Hashable, Codable {
    /// The heading, if any.
    public var title: String?
    /// The options.
    public var items: [Item]

    /// Creates a section.
    public init(title: String?, items: [Item]) {
      self.title = title
      self.items = items
    }
  }

  /// The sections in order.
  public var sections: [Section]

  /// Creates options from sections.
  public init(sections: [Section]) { self.sections = sections }

  /// Whether `identifier` is one of the options.
  public func contains(_ identifier: String) -> Bool {
    sections.contains { $0.items.contains { $0.identifier == identifier } }
  }
}

extension IntentOptionsSource {
  /// The source of a ``DynamicOptionsProvider``: its `results()`, and on failure its
  /// `defaultResult()` alone.
  init<Provider: DynamicOptionsProvider>(_ provider: Provider) {
    self.init(
      results: {
        let collection = try await provider.results().itemCollection
        return IntentOptions(
          sections: collection.sections.map { section in
            IntentOptions.Section(
              title: section.title,
              items: section.items.map {
                IntentOptions.Item(
                  identifier: $0.identifier, title: $0.title, subtitle: $0.subtitle)
              })
          })
      },
      fallback: {
        guard let value = await provider.defaultResult(), let text = value.intentString else {
          return nil
        }
        let display = IntentItemDisplay.representation(of: value)
        return IntentOptions(items: [
          IntentOptions.Item(identifier: text, title: display.title, subtitle: display.subtitle)
        ])
      })
  }
}
