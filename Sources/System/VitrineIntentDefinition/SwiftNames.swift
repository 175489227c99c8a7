import Foundation

/// The names an intent definition gives that become Swift identifiers in the generated file:
/// keywords are written in backticks, and names the generated Swift could not compile with
/// (a duplicate, a type that hides a standard one, a member every intent already has) are
/// refused with an ``IntentDefinitionError`` naming the key.
enum SwiftNames {
  /// Swift's keywords and the contextual words that need backticks as a property's name.
  static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated", "open",
    "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
    "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
    "Self", "super", "throws", "true", "try", "_", "Type", "Protocol", "some", "any", "async",
    "actor", "package", "macro", "consume", "copy", "discard", "each", "sending",
  ]

  /// Types the generated Swift names, or that an app's code next to it is sure to use: a custom
  /// type with one of these names would hide it.
  static let reservedTypeNames: Set<String> = [
    "String", "Int", "Bool", "Double", "Float", "Character", "Array", "Dictionary", "Set",
    "Optional", "Result", "Error", "Never", "Void", "Any", "AnyObject", "AnyClass", "Sendable",
    "Hashable", "Equatable", "Codable", "Identifiable", "Substring", "Int8", "Int16", "Int32",
    "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Decimal", "Date", "URL", "Data",
    "UUID", "Self", "Type", "Protocol", "INObject", "INIntent", "INIntentParameter",
    "INObjectCollection", "INObjectSection", "INHandlerBox", "INObjectOptions", "INExtension",
    "IntentValues", "IntentDescriptor", "IntentOptionsSource", "IntentTimelineProvider",
  ]

  /// Members every `INIntent` has, which a parameter may not be named.
  static let intentMembers: Set<String> = [
    "intentTitle", "intentParameters", "intentValue", "setIntentValue", "make",
    "parameterValues", "descriptor",
  ]

  /// Members every `INObject` has, which a custom type's property may not be named.
  static let objectMembers: Set<String> = [
    "subtitleString", "storedText", "description", "hash", "hashValue",
  ]

  /// `name` as a Swift identifier: in backticks when it is a keyword.
  static func escaped(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// Refuses names the generated Swift could not compile with.
  static func check(
    _ intents: [IntentDefinitionModel.Intent], _ types: [IntentDefinitionModel.CustomType]
  ) throws {
    var typeNames: [String: String] = [:]  // name → the key that declared it
    for (index, type) in types.enumerated() {
      let key = "INTypes[\(index)].INTypeName"
      if keywords.contains(type.name) || reservedTypeNames.contains(type.name) {
        throw IntentDefinitionError(
          key: key,
          "'\(type.name)' is a Swift keyword or a standard type's name; a custom type named so "
            + "would hide it in the generated Swift (rename it, as Xcode requires)")
      }
      if let earlier = typeNames[type.name] {
        throw IntentDefinitionError(key: key, "'\(type.name)' is already declared at \(earlier)")
      }
      typeNames[type.name] = key
      var properties: [String: Int] = [:]
      for (propertyIndex, property) in type.properties.enumerated() {
        if objectMembers.contains(property.name) {
          throw IntentDefinitionError(
            key: "INTypes[\(index)].INTypeProperties[\(propertyIndex)].INTypePropertyName",
            "'\(property.name)' is the name of a property every INObject has")
        }
        if let earlier = properties[property.name] {
          throw IntentDefinitionError(
            key: "INTypes[\(index)].INTypeProperties[\(propertyIndex)].INTypePropertyName",
            "'\(property.name)' is already the name of INTypeProperties[\(earlier)]")
        }
        properties[property.name] = propertyIndex
      }
    }
    for (index, intent) in intents.enumerated() {
      let key = "INIntents[\(index)].INIntentName"
      for generated in [intent.className, intent.handlingProtocolName] {
        if let earlier = typeNames[generated] {
          throw IntentDefinitionError(
            key: key,
            "the intent '\(intent.name)' generates '\(generated)', which is already declared at "
              + earlier)
        }
        if reservedTypeNames.contains(generated) {
          throw IntentDefinitionError(
            key: key, "the intent '\(intent.name)' generates '\(generated)', a standard type's name"
          )
        }
        typeNames[generated] = key
      }
      try checkParameters(intent, at: "INIntents[\(index)]")
    }
  }

  static func checkParameters(_ intent: IntentDefinitionModel.Intent, at path: String) throws {
    var names: [String: Int] = [:]
    var methods: [String: Int] = [:]
    for (index, parameter) in intent.parameters.enumerated() {
      let key = "\(path).INIntentParameters[\(index)].INIntentParameterName"
      if intentMembers.contains(parameter.name) {
        throw IntentDefinitionError(
          key: key, "'\(parameter.name)' is the name of a member every INIntent has")
      }
      if let earlier = names[parameter.name] {
        throw IntentDefinitionError(
          key: key, "'\(parameter.name)' is already the name of INIntentParameters[\(earlier)]")
      }
      names[parameter.name] = index
      guard parameter.hasDynamicOptions else { continue }
      let method = parameter.name.prefix(1).uppercased() + parameter.name.dropFirst()
      if let earlier = methods[method] {
        throw IntentDefinitionError(
          key: key,
          "'\(parameter.name)' and INIntentParameters[\(earlier)] both generate "
            + "provide\(method)OptionsCollection; rename one")
      }
      methods[method] = index
    }
  }
}
