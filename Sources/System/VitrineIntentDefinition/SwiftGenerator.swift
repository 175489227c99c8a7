/// Writes the Swift Xcode would generate for an intent definition, against VitrineIntents.
///
/// For each custom type, an `INObject` subclass with its properties; for each intent, an
/// `INIntent` subclass with a property per parameter, the overrides the host reads and writes
/// values through, and the `…IntentHandling` protocol with
/// `provide<Parameter>OptionsCollection(for:with:)`, its `async throws` form
/// `provide<Parameter>OptionsCollection(for:)` (a handler implements either) and
/// `default<Parameter>(for:)` for each parameter with dynamic options.
public enum SwiftGenerator {
  /// The Swift source for `model`, read from the file named `sourceName`.
  public static func generate(_ model: IntentDefinitionModel, sourceName: String) -> String {
    var lines = [
      "// Generated from \(sourceName) by intentdefinition-swift (IntentDefinitionPlugin).",
      "// Do not edit: change the intent definition instead.",
      "import VitrineWidgetCore",
      "import VitrineIntents",
    ]
    for type in model.enums { lines += [""] + enumType(type) }
    for type in model.types { lines += [""] + customType(type) }
    for intent in model.intents {
      lines += [""] + intentClass(intent, enums: model.enums) + [""] + handling(intent)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func customType(_ type: IntentDefinitionModel.CustomType) -> [String] {
    var lines = [
      "/// \(literalComment(type.displayName)): a custom type of the intent definition.",
      "public final class \(type.name): INObject, @unchecked Sendable {",
    ]
    for property in type.properties {
      lines.append("  /// The `\(property.name)` property.")
      lines.append(
        "  public var \(SwiftNames.escaped(property.name)): \(swiftType(property.type))?")
    }
    lines.append("}")
    return lines
  }

  static func intentClass(
    _ intent: IntentDefinitionModel.Intent, enums: [IntentDefinitionModel.EnumType] = []
  ) -> [String] {
    var lines = [
      "/// \(literalComment(intent.title))\(intent.description.map { ": " + literalComment($0) } ?? "").",
      "public final class \(intent.className): INIntent, @unchecked Sendable {",
    ]
    for parameter in intent.parameters {
      lines.append("  /// \(literalComment(parameter.displayName)).")
      lines.append(
        "  public var \(SwiftNames.escaped(parameter.name))\(propertyType(parameter.type, enums: enums))"
      )
    }
    lines += [
      "",
      "  /// Creates the intent with every parameter unset.",
      "  public required init() { super.init() }",
      "",
      "  /// The intent's title.",
      "  public override class var intentTitle: String { \(literal(intent.title)) }",
      "",
      "  /// The parameters, as the intent definition declares them.",
      "  public override class var intentParameters: [INIntentParameter] {",
      "    [",
    ]
    for parameter in intent.parameters {
      lines += parameterInfo(parameter, of: intent).map { "      " + $0 }
    }
    lines += [
      "    ]",
      "  }",
      "",
      "  /// The value of a parameter as stored text.",
      "  public override func intentValue(forParameter key: String) -> String? {",
      "    switch key {",
    ]
    for parameter in intent.parameters {
      // `self.` and backticks let a parameter be called `self`, `init` or `default`.
      let property = "self." + SwiftNames.escaped(parameter.name)
      let read: String
      switch parameter.type {
      case .object: read = "\(property)?.storedText"
      case .enumeration: read = enumRead(parameter, enums: enums)
      case .string: read = property
      default: read = "\(property).map { String($0) }"
      }
      lines.append("    case \(literal(parameter.name)): return \(read)")
    }
    lines += [
      "    default: return nil",
      "    }",
      "  }",
      "",
      "  /// Sets a parameter from stored text; `false` if the text does not parse.",
      "  public override func setIntentValue(_ text: String, forParameter key: String) -> Bool {",
      "    switch key {",
    ]
    for parameter in intent.parameters {
      let property = "self." + SwiftNames.escaped(parameter.name)
      lines.append("    case \(literal(parameter.name)):")
      switch parameter.type {
      case .object(let type):
        lines.append("      guard !text.isEmpty else { return false }")
        lines.append("      \(property) = \(type)(identifier: text, display: text)")
      case .string:
        lines.append("      \(property) = text")
      case .enumeration(let type):
        lines.append(
          "      guard let value = \(type)(intentValueName: text) else { return false }")
        lines.append("      \(property) = value")
      case .integer, .decimal:
        lines.append(
          "      guard let value = \(swiftType(parameter.type))(text) else { return false }")
        lines.append("      \(property) = value")
      case .boolean:
        lines.append("      guard let value = Bool(text) else { return false }")
        lines.append("      \(property) = value")
      }
      lines.append("      return true")
    }
    lines += ["    default: return false", "    }", "  }", "}"]
    return lines
  }

  static func parameterInfo(
    _ parameter: IntentDefinitionModel.Parameter, of intent: IntentDefinitionModel.Intent
  ) -> [String] {
    let accepts: String
    switch parameter.type {
    case .object, .string: accepts = "{ !$0.isEmpty }"
    case .enumeration(let type): accepts = "{ \(type)(intentValueName: $0) != nil }"
    case .integer: accepts = "{ Int($0) != nil }"
    case .decimal: accepts = "{ Double($0) != nil }"
    case .boolean: accepts = "{ Bool($0) != nil }"
    }
    var lines = [
      "INIntentParameter(",
      "  key: \(literal(parameter.name)), title: \(literal(parameter.displayName)),",
      "  defaultValue: \(parameter.defaultValue.map(literal) ?? "nil"), typeName: \(literal(typeName(parameter.type))),",
    ]
    guard parameter.hasDynamicOptions, case .object(let type) = parameter.type else {
      lines.append("  accepts: \(accepts)),")
      return lines
    }
    let capitalized = parameter.name.prefix(1).uppercased() + parameter.name.dropFirst()
    lines += [
      "  accepts: \(accepts),",
      "  optionsSource: { handler in",
      "    guard let handler = handler as? any \(intent.handlingProtocolName) else { return nil }",
      "    let box = INHandlerBox(handler)",
      "    return INObjectOptions.source(",
      "      parameter: \(literal(parameter.name)), intent: \(intent.className).self,",
      "      provide: { intent, completion in",
      "        box.handler.provide\(capitalized)OptionsCollection(for: intent, with: completion)",
      "      },",
      "      fallback: { intent -> \(type)? in box.handler.default\(capitalized)(for: intent) })",
      "  }),",
    ]
    return lines
  }

  static func handling(_ intent: IntentDefinitionModel.Intent) -> [String] {
    // SiriKit calls a handler from any thread: its conformance is not isolated to an actor
    // (`SendableMetatype`), so the bridges below may call it from their tasks.
    var lines = [
      "/// What an intents extension's handler of \(intent.className) provides.",
      "public protocol \(intent.handlingProtocolName): AnyObject, SendableMetatype {",
    ]
    var defaults: [String] = []
    for parameter in intent.parameters where parameter.hasDynamicOptions {
      guard case .object(let type) = parameter.type else { continue }
      let capitalized = parameter.name.prefix(1).uppercased() + parameter.name.dropFirst()
      let method = "provide\(capitalized)OptionsCollection"
      let completion =
        "@escaping @Sendable (INObjectCollection<\(type)>?, (any Error)?) -> Void"
      lines += [
        "  /// The options for `\(parameter.name)`, in sections.",
        "  func \(method)(",
        "    for intent: \(intent.className),",
        "    with completion: \(completion))",
        "  /// The options for `\(parameter.name)`: the `async` form Xcode generates beside it.",
        "  func \(method)(for intent: \(intent.className)) async throws -> INObjectCollection<\(type)>",
        "  /// The value offered when the options cannot be provided; `nil` by default.",
        "  func default\(capitalized)(for intent: \(intent.className)) -> \(type)?",
      ]
      // As with Xcode's optional Objective-C requirements, a handler implements either form of
      // the options method: each form's default calls the other.
      defaults += [
        "  /// No default unless the handler gives one.",
        "  public func default\(capitalized)(for intent: \(intent.className)) -> \(type)? { nil }",
        "  /// Answers with the `async` form, for a handler that implements that one.",
        "  public func \(method)(",
        "    for intent: \(intent.className),",
        "    with completion: \(completion)",
        "  ) {",
        "    let box = INHandlerBox(self)",
        "    INHandlerBridge.complete(completion, method: \(literal(method))) {",
        "      try await box.handler.\(method)(for: intent)",
        "    }",
        "  }",
        "  /// Answers with the completion form, for a handler that implements that one.",
        "  public func \(method)(for intent: \(intent.className)) async throws -> INObjectCollection<\(type)> {",
        "    let box = INHandlerBox(self)",
        "    return try await INHandlerBridge.answer(method: \(literal(method))) { completion in",
        "      box.handler.\(method)(for: intent, with: completion)",
        "    }",
        "  }",
      ]
    }
    lines.append("}")
    if !defaults.isEmpty {
      lines += ["", "extension \(intent.handlingProtocolName) {"] + defaults + ["}"]
    }
    return lines
  }

  static func swiftType(_ type: IntentDefinitionModel.ValueType) -> String {
    switch type {
    case .string: return "String"
    case .integer: return "Int"
    case .boolean: return "Bool"
    case .decimal: return "Double"
    case .object(let name), .enumeration(let name): return name
    }
  }

  static func typeName(_ type: IntentDefinitionModel.ValueType) -> String {
    switch type {
    case .string: return "a string"
    case .integer: return "an integer"
    case .boolean: return "true or false"
    case .decimal: return "a number"
    case .object(let name): return "a \(name) identifier"
    case .enumeration(let name): return "a \(name) case name"
    }
  }

  /// A Swift string literal of `text`.
  static func literal(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      default:
        if scalar.value < 0x20 {
          escaped += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          escaped.unicodeScalars.append(scalar)
        }
      }
    }
    return "\"\(escaped)\""
  }

  /// `text` on one line, safe inside a `///` comment.
  static func literalComment(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
