import WidgetCore

/// The Forward button: moves the carousel to the next poster, wrapping after the last.
public struct ScrollForwardIntent: AppIntent {
  /// The intent's name.
  public static let title: LocalizedStringResource = "Scroll forward"

  /// Creates the intent.
  public init() {}

  /// Moves the stored carousel position, wrapping over the cached posters.
  public func perform() async throws -> some IntentResult {
    try RecommendationsDependencies.current().moveCarousel(.forward)
    return .result()
  }
}

/// The Back button: moves the carousel to the previous poster, wrapping before the first.
public struct ScrollBackIntent: AppIntent {
  /// The intent's name.
  public static let title: LocalizedStringResource = "Scroll back"

  /// Creates the intent.
  public init() {}

  /// Moves the stored carousel position, wrapping over the cached posters.
  public func perform() async throws -> some IntentResult {
    try RecommendationsDependencies.current().moveCarousel(.back)
    return .result()
  }
}

extension RecommendationsDependencies {
  /// Moves the stored carousel position one poster in `direction`, wrapping over the cached
  /// posters.
  func moveCarousel(_ direction: CarouselPosition.Direction) throws {
    try storage.updateCarouselPosition { position, count in
      position = position.moved(direction, over: count)
    }
  }
}
