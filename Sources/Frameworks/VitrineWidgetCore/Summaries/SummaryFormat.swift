/// The sentence of a ``Summary``: text with parameters interpolated by key path,
/// `"Show \(\.$team)'s results"`.
public struct SummaryFormat<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
  let pieces: [SummaryPiece<Intent>]

  public init(stringLiteral value: String) { pieces = [.text(value)] }

  public init(stringInterpolation: Interpolation) { pieces = stringInterpolation.pieces }

  /// Collects a sentence's text and parameters in order.
  public struct Interpolation: StringInterpolationProtocol {
    var pieces: [SummaryPiece<Intent>] = []

    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Adds text.
    public mutating func appendLiteral(_ literal: String) {
      if !literal.isEmpty { pieces.append(.text(literal)) }
    }

    /// Adds a parameter, shown as its value.
    public mutating func appendInterpolation<Value: IntentParameterValue>(
      _ parameter: KeyPath<Intent, IntentParameter<Value>>
    ) {
      pieces.append(.parameter(SummaryParameter(parameter)))
    }
  }
}

/// A part of a summary's sentence.
enum SummaryPiece<Intent: AppIntent>: Sendable {
  case text(String)
  case parameter(SummaryParameter<Intent>)
}

/// A parameter a summary names: its property name and how its value reads.
///
/// Key paths are immutable values, which is why the type is `Sendable`.
public struct SummaryParameter<Intent: AppIntent>: @unchecked Sendable {
  /// The property's name, the key in ``IntentValues``.
  public let key: String
  let display: (Intent) -> String

  init<Value: IntentParameterValue>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
    let probe = Intent()
    let parameters = IntentParameterReflection.parameters(of: probe)
    let target = probe[keyPath: keyPath]
    key = parameters.first { $0.parameter === target }?.key ?? "\(keyPath)"
    display = { intent in
      let parameter = intent[keyPath: keyPath]
      guard parameter.hasValue else { return parameter.title.key }
      return IntentItemDisplay.representation(of: parameter.wrappedValue).title
    }
  }
}

/// Builds the summaries of ``When``'s branches and of an intent's `parameterSummary`.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
  /// A sentence.
  public static func buildExpression(_ summary: Summary<Intent>) -> Summary<Intent> { summary }
  /// A choice between sentences.
  public static func buildExpression(_ summary: When<Intent>) -> When<Intent> { summary }
  /// A choice among cases.
  public static func buildExpression(_ summary: Switch<Intent>) -> Switch<Intent> { summary }
  /// The one summary of the block.
  public static func buildBlock<Content: ParameterSummary>(_ summary: Content) -> Content {
    summary
  }
}

/// Builds the list of parameters shown after a ``Summary``'s sentence: `{ \.$units }`.
@resultBuilder
public enum SummaryParameterBuilder<Intent: AppIntent> {
  /// A parameter.
  public static func buildExpression<Value: IntentParameterValue>(
    _ parameter: KeyPath<Intent, IntentParameter<Value>>
  ) -> [SummaryParameter<Intent>] {
    [SummaryParameter(parameter)]
  }
  /// The parameters in order.
  public static func buildBlock(
    _ parameters: [SummaryParameter<Intent>]...
  )
    -> [SummaryParameter<Intent>]
  {
    parameters.flatMap { $0 }
  }
}
