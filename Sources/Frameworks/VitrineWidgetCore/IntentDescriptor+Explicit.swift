extension IntentDescriptor {
  /// Describes an intent from explicit parameters, for intent types that are not ``AppIntent``s
  /// (a SiriKit `INIntent` generated from an intent definition).
  public init(title: String, typeName: String, parameters: [ParameterInfo]) {
    self.title = title
    self.typeName = typeName
    self.parameters = parameters
  }

  /// This description with the dynamic options of the parameters named in `sources` coming
  /// from those sources (an intents extension's handler, attached when the widget is installed).
  public func replacingOptionsSources(_ sources: [String: IntentOptionsSource]) -> IntentDescriptor
  {
    IntentDescriptor(
      title: title, typeName: typeName,
      parameters: parameters.map { parameter in
        var copy = parameter
        if let source = sources[parameter.key] { copy.optionsSource = source }
        return copy
      })
  }
}

extension IntentDescriptor.ParameterInfo {
  /// Describes one parameter explicitly: its key, what people see, its default and value type as
  /// text, its fixed cases or dynamic options source, and which texts parse as values.
  public init(
    key: String, title: String, description: String? = nil, defaultValue: String? = nil,
    typeName: String, cases: [(identifier: String, title: String)]? = nil,
    optionsSource: IntentOptionsSource? = nil, accepts: @escaping @Sendable (String) -> Bool
  ) {
    self.init(
      key: key, title: title, description: description, defaultValue: defaultValue,
      typeName: typeName, cases: cases, optionsSource: optionsSource, parses: accepts)
  }
}
