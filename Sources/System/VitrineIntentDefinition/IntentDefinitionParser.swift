import Foundation

/// Reads Apple's `.intentdefinition` format: an XML property list as Xcode saves it.
///
/// Read: `INIntents` (custom intents: `INIntentName`, `INIntentTitle`, `INIntentDescription`,
/// `INIntentParameters` with `INIntentParameterName`, `INIntentParameterDisplayName`,
/// `INIntentParameterType`, `INIntentParameterObjectType`,
/// `INIntentParameterSupportsDynamicEnumeration`, `INIntentParameterDefaultValue`) and `INTypes`
/// (`INTypeName`, `INTypeDisplayName`, `INTypeProperties`). Keys Xcode writes for Siri and
/// Shortcuts (dialogs, responses, localization identifiers, tags, versions) are accepted and
/// ignored. `INEnums` and parameters of an enum type are read too (see
/// `IntentDefinitionParser+Enums.swift`). What Vitrine cannot generate — non-custom intents,
/// parameters with several
/// values, value types other than String, Integer, Boolean, Decimal and custom objects — is an
/// ``IntentDefinitionError`` naming the key.
public enum IntentDefinitionParser {
  /// The largest file read, in bytes.
  public static let maximumSize = 4 << 20

  /// `INObject`'s own properties, which every custom type lists and which are not generated.
  static let systemProperties: Set<String> = [
    "identifier", "displayString", "pronunciationHint", "alternativeSpeakableMatches",
  ]

  /// Parses the bytes of an `.intentdefinition` file.
  public static func parse(_ data: Data) throws -> IntentDefinitionModel {
    guard data.count <= maximumSize else {
      throw IntentDefinitionError(
        key: "the file", "\(data.count) bytes; at most \(maximumSize) are read")
    }
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      throw IntentDefinitionError(key: "the file", "not a property list (\(error))")
    }
    let file = try Dictionary(root, at: "the top level")
    let enums = try array(file["INEnums"] ?? [Any](), at: "INEnums").enumerated().map {
      try enumType($1, at: "INEnums[\($0)]")
    }
    let types = try array(file["INTypes"] ?? [Any](), at: "INTypes").enumerated().map {
      try customType($1, at: "INTypes[\($0)]")
    }
    let intents = try array(file["INIntents"] ?? [Any](), at: "INIntents").enumerated().map {
      try intent(
        $1, at: "INIntents[\($0)]", types: Set(types.map(\.name)), enums: Set(enums.map(\.name)))
    }
    guard !intents.isEmpty else {
      throw IntentDefinitionError(key: "INIntents", "the file declares no intents")
    }
    try SwiftNames.check(intents, types)
    return IntentDefinitionModel(intents: intents, types: types, enums: enums)
  }

  static func intent(
    _ value: Any, at path: String, types: Set<String>, enums: Set<String> = []
  ) throws
    -> IntentDefinitionModel.Intent
  {
    let plist = try Dictionary(value, at: path)
    let kind = try optionalString(plist, "INIntentType", at: path) ?? "Custom"
    guard kind == "Custom" else {
      throw IntentDefinitionError(
        key: "\(path).INIntentType", "'\(kind)' intents are not supported; only Custom")
    }
    let name = try identifier(plist, "INIntentName", at: path)
    let parameters = try array(
      plist["INIntentParameters"] ?? [Any](), at: "\(path).INIntentParameters"
    )
    .enumerated().map {
      try parameter($1, at: "\(path).INIntentParameters[\($0)]", types: types, enums: enums)
    }
    return IntentDefinitionModel.Intent(
      name: name, title: try optionalString(plist, "INIntentTitle", at: path) ?? name,
      description: try optionalString(plist, "INIntentDescription", at: path),
      parameters: parameters)
  }

  static func parameter(
    _ value: Any, at path: String, types: Set<String>, enums: Set<String> = []
  ) throws
    -> IntentDefinitionModel.Parameter
  {
    let plist = try Dictionary(value, at: path)
    let name = try identifier(plist, "INIntentParameterName", at: path)
    if try optionalBool(plist, "INIntentParameterSupportsMultipleValues", at: path) == true {
      throw IntentDefinitionError(
        key: "\(path).INIntentParameterSupportsMultipleValues",
        "parameters with several values are not supported")
    }
    let type =
      try enumParameterType(plist, at: path, enums: enums)
      ?? valueType(
        plist, typeKey: "INIntentParameterType", objectKey: "INIntentParameterObjectType",
        at: path, types: types)
    let dynamic = try optionalBool(plist, "INIntentParameterSupportsDynamicEnumeration", at: path)
    if dynamic == true, case .object = type {
    } else if dynamic == true {
      throw IntentDefinitionError(
        key: "\(path).INIntentParameterSupportsDynamicEnumeration",
        "dynamic options are supported for custom-type (Object) parameters only")
    }
    return IntentDefinitionModel.Parameter(
      name: name,
      displayName: try optionalString(plist, "INIntentParameterDisplayName", at: path)
        ?? name,
      type: type, hasDynamicOptions: dynamic ?? false,
      defaultValue: try defaultValue(
        plist["INIntentParameterDefaultValue"] ?? metadataDefault(plist, at: path), at: path))
  }

  static func customType(_ value: Any, at path: String) throws -> IntentDefinitionModel.CustomType {
    let plist = try Dictionary(value, at: path)
    let name = try identifier(plist, "INTypeName", at: path)
    var properties: [IntentDefinitionModel.Property] = []
    for (index, item) in try array(
      plist["INTypeProperties"] ?? [Any](), at: "\(path).INTypeProperties"
    ).enumerated() {
      let propertyPath = "\(path).INTypeProperties[\(index)]"
      let property = try Dictionary(item, at: propertyPath)
      let propertyName = try identifier(property, "INTypePropertyName", at: propertyPath)
      if systemProperties.contains(propertyName) { continue }
      if try optionalBool(property, "INTypePropertySupportsMultipleValues", at: propertyPath)
        == true
      {
        throw IntentDefinitionError(
          key: "\(propertyPath).INTypePropertySupportsMultipleValues",
          "properties with several values are not supported")
      }
      let type = try valueType(
        property, typeKey: "INTypePropertyType", objectKey: "INTypePropertyObjectType",
        at: propertyPath, types: [])
      properties.append(IntentDefinitionModel.Property(name: propertyName, type: type))
    }
    return IntentDefinitionModel.CustomType(
      name: name, displayName: try optionalString(plist, "INTypeDisplayName", at: path) ?? name,
      properties: properties)
  }

  static func valueType(
    _ plist: [String: Any], typeKey: String, objectKey: String, at path: String,
    types: Set<String>
  ) throws -> IntentDefinitionModel.ValueType {
    let name = try string(plist, typeKey, at: path)
    switch name {
    case "String": return .string
    case "Integer": return .integer
    case "Boolean": return .boolean
    case "Decimal": return .decimal
    case "Object":
      let object = try identifier(plist, objectKey, at: path)
      guard types.contains(object) else {
        throw IntentDefinitionError(
          key: "\(path).\(objectKey)",
          types.isEmpty
            ? "properties of custom types cannot be objects"
            : "'\(object)' is not a custom type declared in INTypes")
      }
      return .object(object)
    default:
      throw IntentDefinitionError(
        key: "\(path).\(typeKey)",
        "'\(name)' is not supported (supported: "
          + IntentDefinitionModel.ValueType.supportedNames.joined(separator: ", ") + ")")
    }
  }

  static func defaultValue(_ value: Any?, at path: String) throws -> String? {
    switch value {
    case nil: return nil
    case let text as String: return text
    case let number as NSNumber: return number.stringValue
    default:
      throw IntentDefinitionError(
        key: "\(path).INIntentParameterDefaultValue", "expected a string or a number")
    }
  }

  // MARK: Typed access with the key path in every error.

  static func Dictionary(_ value: Any, at path: String) throws -> [String: Any] {
    guard let dictionary = value as? [String: Any] else {
      throw IntentDefinitionError(key: path, "expected a dictionary")
    }
    return dictionary
  }

  static func array(_ value: Any, at path: String) throws -> [Any] {
    guard let array = value as? [Any] else {
      throw IntentDefinitionError(key: path, "expected an array")
    }
    return array
  }

  static func string(_ plist: [String: Any], _ key: String, at path: String) throws -> String {
    guard let value = try optionalString(plist, key, at: path) else {
      throw IntentDefinitionError(key: "\(path).\(key)", "missing")
    }
    return value
  }

  static func optionalString(
    _ plist: [String: Any], _ key: String, at path: String
  ) throws
    -> String?
  {
    guard let value = plist[key] else { return nil }
    guard let text = value as? String else {
      throw IntentDefinitionError(key: "\(path).\(key)", "expected a string")
    }
    return text
  }

  static func optionalBool(_ plist: [String: Any], _ key: String, at path: String) throws -> Bool? {
    guard let value = plist[key] else { return nil }
    guard let flag = value as? Bool else {
      throw IntentDefinitionError(key: "\(path).\(key)", "expected true or false")
    }
    return flag
  }

  /// A string that is a Swift identifier (letters, digits and `_`, not starting with a digit).
  static func identifier(_ plist: [String: Any], _ key: String, at path: String) throws -> String {
    let name = try string(plist, key, at: path)
    guard let first = name.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first),
      name.unicodeScalars.allSatisfy({
        $0.isASCII && ($0 == "_" || CharacterSet.alphanumerics.contains($0))
      }),
      name.count <= 100
    else {
      throw IntentDefinitionError(key: "\(path).\(key)", "'\(name)' is not a Swift identifier")
    }
    return name
  }
}
