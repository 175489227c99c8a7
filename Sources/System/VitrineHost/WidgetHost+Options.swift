import VitrineWidgetCore

extension WidgetHost {
  /// The options a person may pick for `parameter` of widget `kind`, fetched now (the widget's
  /// fallback when fetching fails) and remembered as what the person was shown.
  ///
  /// The host calls a widget's options source only here: when options are to be shown, or when
  /// a value of a parameter is stored whose options were never shown.
  public func options(kind: String, parameter key: String) async throws -> IntentOptions? {
    let widget = try descriptor(of: kind)
    guard let intent = widget.intent else { throw WidgetHostError.notConfigurable(kind: kind) }
    guard let parameter = intent.parameters.first(where: { $0.key == key }) else {
      throw WidgetHostError.invalidConfiguration(
        kind: kind,
        .unknownParameter(key: key, intent: intent.typeName, known: intent.parameters.map(\.key)))
    }
    guard parameter.hasDynamicOptions else { return parameter.fixedOptions }
    optionsFetchCount += 1
    let options = try await parameter.options()
    shownOptions[ShownOptionsKey(kind: kind, parameter: key)] = options
    return options
  }

  /// The options last shown for `parameter` of `kind`, without asking the widget.
  public func lastShownOptions(kind: String, parameter key: String) -> IntentOptions? {
    shownOptions[ShownOptionsKey(kind: kind, parameter: key)]
  }

  /// Checks values before they are stored: against the options the person was shown, fetching
  /// a parameter's options only when they were never shown.
  func validate(_ values: IntentValues, for widget: WidgetDescriptor) async throws {
    guard let intent = widget.intent else {
      if !values.isEmpty { throw WidgetHostError.notConfigurable(kind: widget.kind) }
      return
    }
    do {
      var shown: [String: IntentOptions] = [:]
      for parameter in intent.parameters
      where parameter.hasDynamicOptions && values[parameter.key] != nil {
        let key = ShownOptionsKey(kind: widget.kind, parameter: parameter.key)
        if shownOptions[key] == nil {
          _ = try await options(kind: widget.kind, parameter: parameter.key)
        }
        shown[parameter.key] = shownOptions[key]
      }
      try intent.validate(values, against: shown)
    } catch let error as IntentConfigurationError {
      throw WidgetHostError.invalidConfiguration(kind: widget.kind, error)
    }
  }
}

/// A widget kind's parameter, the key of the options the host last showed for it.
struct ShownOptionsKey: Hashable {
  var kind: String
  var parameter: String
}
