/// Where a parameter's options come from at run time, and what to offer when that fails.
///
/// A ``DynamicOptionsProvider`` is one source (its `defaultResult()` is the fallback); a SiriKit
/// intent handler's `provide…OptionsCollection(for:with:)` is another (its `default…(for:)` is the
/// fallback). The host asks a source only when options are to be shown.
public struct IntentOptionsSource: Sendable {
  /// Fetches the options.
  public let results: @Sendable () async throws -> IntentOptions
  /// The options to offer when fetching fails; `nil` when the widget offers none.
  public let fallback: @Sendable () async -> IntentOptions?

  /// Creates a source from a fetch and a fallback.
  public init(
    results: @escaping @Sendable () async throws -> IntentOptions,
    fallback: @escaping @Sendable () async -> IntentOptions? = { nil }
  ) {
    self.results = results
    self.fallback = fallback
  }

  /// The fetched options, or the fallback when the fetch throws (the fetch's error when there
  /// is no fallback).
  public func options() async throws -> IntentOptions {
    do {
      return try await results()
    } catch {
      if let fallback = await fallback() { return fallback }
      throw error
    }
  }
}

extension IntentOptions {
  /// Creates options of one untitled section.
  public init(items: [Item]) { self.init(sections: [Section(title: nil, items: items)]) }

  /// Every option, section after section.
  public var allItems: [Item] { sections.flatMap(\.items) }
}

extension IntentOptions.Item {
  /// The identifier with its title when they differ: "RU (Russia)".
  public var label: String { title == identifier ? identifier : "\(identifier) (\(title))" }
}
