/// What Xcode generates for an intent definition's enums, and how their parameters are stored.
extension SwiftGenerator {
  /// A Swift enum with Xcode's `Int` raw values, and the case names the host stores.
  static func enumType(_ type: IntentDefinitionModel.EnumType) -> [String] {
    var lines = [
      "/// \(literalComment(type.displayName)): an enum of the intent definition.",
      "public enum \(type.name): Int, Sendable, CaseIterable {",
    ]
    for item in type.cases {
      lines.append("  /// \(literalComment(item.displayName)).")
      lines.append("  case `\(item.name)` = \(item.index)")
    }
    lines += [
      "",
      "  /// The case's name, as the host stores a parameter's value.",
      "  public var intentValueName: String {",
      "    switch self {",
    ]
    for item in type.cases {
      lines.append("    case .`\(item.name)`: return \(literal(item.name))")
    }
    lines += [
      "    }",
      "  }",
      "",
      "  /// The case named `name`, if there is one.",
      "  public init?(intentValueName name: String) {",
      "    guard let value = Self.allCases.first(where: { $0.intentValueName == name }) else {",
      "      return nil",
      "    }",
      "    self = value",
      "  }",
      "}",
    ]
    return lines
  }

  /// The declaration after a parameter's name: optional for most types; an enum parameter holds
  /// its index-0 case (`unknown`) until set, as Xcode's non-optional property does.
  static func propertyType(
    _ type: IntentDefinitionModel.ValueType, enums: [IntentDefinitionModel.EnumType]
  ) -> String {
    if case .enumeration(let name) = type,
      let unset = enums.first(where: { $0.name == name })?.unsetCase
    {
      return ": \(name) = .`\(unset.name)`"
    }
    return ": \(swiftType(type))?"
  }

  /// How an enum parameter's stored text is read: `nil` while it holds its unset case.
  static func enumRead(
    _ parameter: IntentDefinitionModel.Parameter, enums: [IntentDefinitionModel.EnumType]
  ) -> String {
    guard case .enumeration(let name) = parameter.type,
      let unset = enums.first(where: { $0.name == name })?.unsetCase
    else { return "nil" }
    let property = "self." + SwiftNames.escaped(parameter.name)
    return "\(property) == .`\(unset.name)` ? nil : \(property).intentValueName"
  }
}
