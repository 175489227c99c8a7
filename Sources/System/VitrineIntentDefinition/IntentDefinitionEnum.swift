/// An enum of an intent definition (`INEnums`), as Xcode generates a Swift enum for it.
extension IntentDefinitionModel {
  /// An enum: `INEnumName`, its display name and its values in file order.
  public struct EnumType: Sendable, Hashable {
    /// The Swift type's name.
    public var name: String
    /// The name people see.
    public var displayName: String
    /// The cases, in file order.
    public var cases: [Case]

    /// Creates an enum.
    public init(name: String, displayName: String, cases: [Case]) {
      self.name = name
      self.displayName = displayName
      self.cases = cases
    }

    /// The case a parameter holds before anything sets it: the one at index 0 (Xcode's
    /// `unknown`), or the first when no case has index 0.
    public var unsetCase: Case? { cases.first { $0.index == 0 } ?? cases.first }
  }

  /// A case of an enum: `INEnumValueName`, its display name and its raw value.
  public struct Case: Sendable, Hashable {
    /// The Swift case's name.
    public var name: String
    /// The name people see.
    public var displayName: String
    /// The raw value (`INEnumValueIndex`, 0 when the file leaves it out, as for `unknown`).
    public var index: Int

    /// Creates a case.
    public init(name: String, displayName: String, index: Int) {
      self.name = name
      self.displayName = displayName
      self.index = index
    }
  }
}

extension IntentDefinitionParser {
  /// The largest number of cases read from one enum.
  static let maximumEnumCases = 1000

  /// Reads one `INEnums` entry: `INEnumName`, `INEnumDisplayName` and `INEnumValues` with
  /// `INEnumValueName`, `INEnumValueDisplayName` and `INEnumValueIndex`.
  static func enumType(_ value: Any, at path: String) throws -> IntentDefinitionModel.EnumType {
    let plist = try Dictionary(value, at: path)
    let name = try identifier(plist, "INEnumName", at: path)
    let values = try array(plist["INEnumValues"] ?? [Any](), at: "\(path).INEnumValues")
    guard !values.isEmpty, values.count <= maximumEnumCases else {
      throw IntentDefinitionError(
        key: "\(path).INEnumValues",
        "\(values.count) values; an enum has between 1 and \(maximumEnumCases)")
    }
    var cases: [IntentDefinitionModel.Case] = []
    for (offset, item) in values.enumerated() {
      let casePath = "\(path).INEnumValues[\(offset)]"
      let entry = try Dictionary(item, at: casePath)
      let caseName = try identifier(entry, "INEnumValueName", at: casePath)
      let index: Int
      switch entry["INEnumValueIndex"] {
      case nil: index = 0
      case let number as Int: index = number
      default:
        throw IntentDefinitionError(key: "\(casePath).INEnumValueIndex", "expected an integer")
      }
      if cases.contains(where: { $0.name == caseName || $0.index == index }) {
        throw IntentDefinitionError(
          key: casePath, "'\(caseName)' (index \(index)) repeats a name or an index")
      }
      cases.append(
        IntentDefinitionModel.Case(
          name: caseName,
          displayName: try optionalString(entry, "INEnumValueDisplayName", at: casePath)
            ?? caseName,
          index: index))
    }
    return IntentDefinitionModel.EnumType(
      name: name, displayName: try optionalString(plist, "INEnumDisplayName", at: path) ?? name,
      cases: cases)
  }

  /// A parameter's enum type (`INIntentParameterEnumType`), or `nil` when it names none.
  static func enumParameterType(
    _ plist: [String: Any], at path: String, enums: Set<String>
  ) throws -> IntentDefinitionModel.ValueType? {
    guard let name = try optionalString(plist, "INIntentParameterEnumType", at: path) else {
      return nil
    }
    guard enums.contains(name) else {
      throw IntentDefinitionError(
        key: "\(path).INIntentParameterEnumType", "'\(name)' is not an enum declared in INEnums")
    }
    return .enumeration(name)
  }

  /// The default Xcode writes in a parameter's metadata
  /// (`INIntentParameterMetadata.INIntentParameterMetadataDefaultValue`), if any.
  static func metadataDefault(_ plist: [String: Any], at path: String) throws -> Any? {
    guard let metadata = plist["INIntentParameterMetadata"] else { return nil }
    return try Dictionary(metadata, at: "\(path).INIntentParameterMetadata")[
      "INIntentParameterMetadataDefaultValue"]
  }
}
