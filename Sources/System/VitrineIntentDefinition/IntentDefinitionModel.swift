/// What an `.intentdefinition` file declares, in the parts Vitrine generates Swift for.
public struct IntentDefinitionModel: Sendable, Hashable {
  /// The custom intents, in file order.
  public var intents: [Intent]
  /// The custom types (`INObject` subclasses), in file order.
  public var types: [CustomType]
  /// The enums (`INEnums`), in file order.
  public var enums: [EnumType]

  /// Creates a model.
  public init(intents: [Intent], types: [CustomType], enums: [EnumType] = []) {
    self.intents = intents
    self.types = types
    self.enums = enums
  }

  /// A custom intent (`INIntentName` `SelectCountry` gives the class `SelectCountryIntent`).
  public struct Intent: Sendable, Hashable {
    /// The name without the `Intent` suffix.
    public var name: String
    /// The title people see.
    public var title: String
    /// A longer description, if any.
    public var description: String?
    /// The parameters, in file order.
    public var parameters: [Parameter]

    /// The generated class's name.
    public var className: String { name + "Intent" }
    /// The generated handling protocol's name.
    public var handlingProtocolName: String { className + "Handling" }

    /// Creates an intent.
    public init(name: String, title: String, description: String?, parameters: [Parameter]) {
      self.name = name
      self.title = title
      self.description = description
      self.parameters = parameters
    }
  }

  /// A parameter of an intent.
  public struct Parameter: Sendable, Hashable {
    /// The property's name.
    public var name: String
    /// The name people see.
    public var displayName: String
    /// The value type.
    public var type: ValueType
    /// Whether the options come from the handler at run time.
    public var hasDynamicOptions: Bool
    /// The default value as written in the file (`INIntentParameterDefaultValue`), if any.
    public var defaultValue: String?

    /// Creates a parameter.
    public init(
      name: String, displayName: String, type: ValueType, hasDynamicOptions: Bool,
      defaultValue: String?
    ) {
      self.name = name
      self.displayName = displayName
      self.type = type
      self.hasDynamicOptions = hasDynamicOptions
      self.defaultValue = defaultValue
    }
  }

  /// A custom type: an `INObject` subclass with extra properties.
  public struct CustomType: Sendable, Hashable {
    /// The class name.
    public var name: String
    /// The name people see.
    public var displayName: String
    /// The properties beyond `INObject`'s own (identifier, display string, …).
    public var properties: [Property]

    /// Creates a custom type.
    public init(name: String, displayName: String, properties: [Property]) {
      self.name = name
      self.displayName = displayName
      self.properties = properties
    }
  }

  /// A property of a custom type.
  public struct Property: Sendable, Hashable {
    /// The property's name.
    public var name: String
    /// Its value type (never another object).
    public var type: ValueType

    /// Creates a property.
    public init(name: String, type: ValueType) {
      self.name = name
      self.type = type
    }
  }

  /// The value types Vitrine supports.
  public enum ValueType: Sendable, Hashable {
    /// `String`.
    case string
    /// `Integer`, an `Int` in Swift.
    case integer
    /// `Boolean`.
    case boolean
    /// `Decimal`, a `Double` in Swift.
    case decimal
    /// `Object` of a custom type, named.
    case object(String)
    /// `Integer` with `INIntentParameterEnumType`: a case of an enum of the file, named.
    case enumeration(String)

    /// The names the file uses for the supported types, for error messages.
    static let supportedNames = ["String", "Integer", "Boolean", "Decimal", "Object"]
  }
}
