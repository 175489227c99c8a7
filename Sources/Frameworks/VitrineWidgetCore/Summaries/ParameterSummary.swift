/// How an intent reads as a sentence with its parameters in it, as `ParameterSummary` in
/// AppIntents: "Show scores of **Arsenal**".
///
/// An intent declares one with ``Summary`` and ``When``:
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///   When(\.$showsUpcoming, .equalTo, true) {
///     Summary("Show \(\.$team)'s next games")
///   } otherwise: {
///     Summary("Show \(\.$team)'s results")
///   }
/// }
/// ```
public protocol ParameterSummary: Sendable {
  /// The sentence for `intent` with its parameters' values in place; `nil` when `intent` is not
  /// of the type the summary was written for.
  func text(for intent: any AppIntent) -> String?

  /// The parameters the summary names, in the sentence and after it, by property name.
  var parameterKeys: [String] { get }
}

/// The summary of an intent that declares none.
public struct EmptyParameterSummary: ParameterSummary {
  /// Creates the empty summary.
  public init() {}
  /// No sentence.
  public func text(for intent: any AppIntent) -> String? { nil }
  /// No parameters.
  public var parameterKeys: [String] { [] }
}

/// A sentence with parameters in it, and parameters shown below it.
///
/// Each interpolated parameter reads as its value: an entity or enumeration case by its display
/// title, other values by their text; a parameter with neither a value nor a default reads as
/// its title, as the placeholder iOS shows.
public struct Summary<Intent: AppIntent>: ParameterSummary {
  let pieces: [SummaryPiece<Intent>]
  let trailing: [SummaryParameter<Intent>]

  /// A summary of the sentence alone.
  public init(_ format: SummaryFormat<Intent>) {
    pieces = format.pieces
    trailing = []
  }

  /// A summary of the sentence, with other parameters listed after it.
  public init(
    _ format: SummaryFormat<Intent>,
    @SummaryParameterBuilder<Intent> _ parameters: () -> [SummaryParameter<Intent>]
  ) {
    pieces = format.pieces
    trailing = parameters()
  }

  /// The sentence with every parameter's value in place.
  public func text(for intent: any AppIntent) -> String? {
    guard let intent = intent as? Intent else { return nil }
    return pieces.map { piece in
      switch piece {
      case .text(let text): text
      case .parameter(let parameter): parameter.display(intent)
      }
    }.joined()
  }

  /// The parameters in the sentence, then those after it.
  public var parameterKeys: [String] {
    pieces.compactMap {
      if case .parameter(let parameter) = $0 { return parameter.key }
      return nil
    } + trailing.map(\.key)
  }
}

/// A summary that depends on a parameter's value, as `When` in AppIntents.
///
/// Key paths are immutable values, which is why the summary is `Sendable`.
public struct When<Intent: AppIntent>: ParameterSummary, @unchecked Sendable {
  let holds: (Intent) -> Bool
  let then: any ParameterSummary
  let otherwise: any ParameterSummary
  let key: String

  /// `then` when the parameter compares as asked to `value`, else `otherwise`.
  public init<
    Value: IntentParameterValue & Equatable, Then: ParameterSummary, Otherwise: ParameterSummary
  >(
    _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: SummaryComparison,
    _ value: Value, @ParameterSummaryBuilder<Intent> _ then: () -> Then,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {
    holds = { intent in
      let current = intent[keyPath: parameter].wrappedValue
      switch comparison {
      case .equalTo: return current == value
      case .notEqualTo: return current != value
      }
    }
    self.then = then()
    self.otherwise = otherwise()
    key = SummaryParameter(parameter).key
  }

  /// The sentence of the branch the intent's value picks.
  public func text(for intent: any AppIntent) -> String? {
    guard let intent = intent as? Intent else { return nil }
    return (holds(intent) ? then : otherwise).text(for: intent)
  }

  /// The compared parameter, then those of both branches.
  public var parameterKeys: [String] {
    var keys = [key]
    for other in then.parameterKeys + otherwise.parameterKeys where !keys.contains(other) {
      keys.append(other)
    }
    return keys
  }
}

/// How ``When`` compares a parameter's value.
public enum SummaryComparison: Sendable {
  /// The value equals the given one.
  case equalTo
  /// The value differs from the given one.
  case notEqualTo
}
