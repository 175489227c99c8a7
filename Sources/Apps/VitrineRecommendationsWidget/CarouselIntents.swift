import AppIntents

/// The Forward button: moves the carousel to the next poster, wrapping after the last.
public struct ScrollForwardIntent: AppIntent {
  /// The intent's name.
  public static let title: LocalizedStringResource = "Scroll forward"

  /// The storage whose carousel moves; `nil` until the provider binds it.
  let storage: (any RecommendationsStorage)?

  /// Creates an intent bound to no storage; performing it fails with
  /// ``CarouselIntentError/unbound``.
  public init() { storage = nil }

  /// Creates an intent that moves the carousel kept in `storage`.
  public init(storage: any RecommendationsStorage) { self.storage = storage }

  /// Moves the stored carousel position, wrapping over the cached posters.
  public func perform() async throws -> some IntentResult {
    try moveCarousel(in: storage, .forward)
    return .result()
  }
}

/// The Back button: moves the carousel to the previous poster, wrapping before the first.
public struct ScrollBackIntent: AppIntent {
  /// The intent's name.
  public static let title: LocalizedStringResource = "Scroll back"

  /// The storage whose carousel moves; `nil` until the provider binds it.
  let storage: (any RecommendationsStorage)?

  /// Creates an intent bound to no storage; performing it fails with
  /// ``CarouselIntentError/unbound``.
  public init() { storage = nil }

  /// Creates an intent that moves the carousel kept in `storage`.
  public init(storage: any RecommendationsStorage) { self.storage = storage }

  /// Moves the stored carousel position, wrapping over the cached posters.
  public func perform() async throws -> some IntentResult {
    try moveCarousel(in: storage, .back)
    return .result()
  }
}

/// The two carousel intents bound to one storage: what an entry hands its buttons.
public struct CarouselIntents: Sendable {
  /// The Back button's intent.
  public var back: ScrollBackIntent
  /// The Forward button's intent.
  public var forward: ScrollForwardIntent

  /// Intents that move the carousel kept in `storage`; `nil` gives unbound intents (previews,
  /// placeholders and tests of views, where nothing is tapped).
  public init(storage: (any RecommendationsStorage)?) {
    if let storage {
      back = ScrollBackIntent(storage: storage)
      forward = ScrollForwardIntent(storage: storage)
    } else {
      back = ScrollBackIntent()
      forward = ScrollForwardIntent()
    }
  }
}

/// Why a carousel intent could not run.
public enum CarouselIntentError: Error, Equatable, CustomStringConvertible {
  /// The intent was created without storage, so there is no carousel to move.
  case unbound

  public var description: String {
    "the carousel intent has no storage: create it with init(storage:) or take it from an entry"
  }
}

/// Moves the carousel position kept in `storage` one poster in `direction`, wrapping over the
/// cached posters.
private func moveCarousel(
  in storage: (any RecommendationsStorage)?, _ direction: CarouselPosition.Direction
) throws {
  guard let storage else { throw CarouselIntentError.unbound }
  try storage.updateCarouselPosition { position, count in
    position = position.moved(direction, over: count)
  }
}
