/// Why an intent definition could not be read, naming the key at fault.
public struct IntentDefinitionError: Error, Equatable, CustomStringConvertible {
  /// The key path in the property list (`INIntents[0].INIntentParameters[1].INIntentParameterType`).
  public var key: String
  /// What is wrong.
  public var reason: String

  /// Creates an error about `key`.
  public init(key: String, _ reason: String) {
    self.key = key
    self.reason = reason
  }

  public var description: String { "\(key): \(reason)" }
}
