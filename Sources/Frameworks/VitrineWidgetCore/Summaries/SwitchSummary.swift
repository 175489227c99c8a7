/// A summary chosen by a parameter's value among several cases, as `Switch` in AppIntents:
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///   Switch(\.$unit) {
///     Case(.litres) { Summary("Track \(\.$amount) litres") }
///     Case(.glasses) { Summary("Track \(\.$amount) glasses") }
///     DefaultCase { Summary("Track \(\.$amount)") }
///   }
/// }
/// ```
///
/// The first case whose value equals the parameter's wins; with none, the default case, and
/// with no default case, no sentence.
public struct Switch<Intent: AppIntent>: ParameterSummary, @unchecked Sendable {
  let select: (Intent) -> (any ParameterSummary)?
  let branches: [any ParameterSummary]
  let key: String

  /// Chooses among `cases` by the value of `parameter`.
  public init<Value: IntentParameterValue & Equatable>(
    _ parameter: KeyPath<Intent, IntentParameter<Value>>,
    @SwitchCaseBuilder<Intent, Value> _ cases: () -> [SwitchCase<Intent, Value>]
  ) {
    let cases = cases()
    select = { intent in
      let current = intent[keyPath: parameter].wrappedValue
      let match = cases.first { $0.value != nil && $0.value == current }
      return (match ?? cases.first { $0.value == nil })?.summary
    }
    branches = cases.map(\.summary)
    key = SummaryParameter(parameter).key
  }

  /// The sentence of the case the intent's value picks.
  public func text(for intent: any AppIntent) -> String? {
    guard let intent = intent as? Intent else { return nil }
    return select(intent)?.text(for: intent)
  }

  /// The switched parameter, then those of every case.
  public var parameterKeys: [String] {
    var keys = [key]
    for other in branches.flatMap(\.parameterKeys) where !keys.contains(other) {
      keys.append(other)
    }
    return keys
  }
}

/// One case of a ``Switch``: a value (or none, for the default) and its summary.
public struct SwitchCase<Intent: AppIntent, Value: Equatable>: @unchecked Sendable {
  let value: Value?
  let summary: any ParameterSummary
}

/// A ``Switch`` case taken when the parameter equals `value`.
public func Case<Intent: AppIntent, Value: Equatable, Content: ParameterSummary>(
  _ value: Value, @ParameterSummaryBuilder<Intent> _ summary: () -> Content
) -> SwitchCase<Intent, Value> {
  SwitchCase(value: value, summary: summary())
}

/// The ``Switch`` case taken when no other case matches.
public func DefaultCase<Intent: AppIntent, Value: Equatable, Content: ParameterSummary>(
  @ParameterSummaryBuilder<Intent> _ summary: () -> Content
) -> SwitchCase<Intent, Value> {
  SwitchCase(value: nil, summary: summary())
}

/// Builds the cases of a ``Switch``, in order.
@resultBuilder
public enum SwitchCaseBuilder<Intent: AppIntent, Value: Equatable> {
  /// A case; its type gives a case's value (`.litres`) its type.
  public static func buildExpression(
    _ switchCase: SwitchCase<Intent, Value>
  ) -> SwitchCase<Intent, Value> {
    switchCase
  }
  /// The cases in order.
  public static func buildBlock(
    _ cases: SwitchCase<Intent, Value>...
  ) -> [SwitchCase<Intent, Value>] {
    cases
  }
}
