/// Which poster the carousel starts at, and which way it last moved.
public struct CarouselPosition: Sendable, Hashable, Codable {
  /// A move of the carousel.
  public enum Direction: String, Sendable, Hashable, Codable {
    /// Towards later posters (the Forward button).
    case forward
    /// Towards earlier posters (the Back button).
    case back
  }

  /// The current poster's index; any value is read modulo the number of posters.
  public var index: Int
  /// The direction of the last move; it picks the title's push transition.
  public var direction: Direction

  /// Creates a position.
  public init(index: Int = 0, direction: Direction = .forward) {
    self.index = index
    self.direction = direction
  }

  /// The start: the first poster, moving forward.
  public static let start = CarouselPosition()

  /// The position after one move in `direction` over `count` posters, wrapping at both ends.
  public func moved(_ direction: Direction, over count: Int) -> CarouselPosition {
    guard count > 0 else { return CarouselPosition(index: 0, direction: direction) }
    let step = direction == .forward ? 1 : -1
    // Wrapped before the step: a stored index may be anything, Int.max included.
    return CarouselPosition(
      index: Self.wrap(Self.wrap(index, count) + step, count), direction: direction)
  }

  /// The index brought into `0..<count` (0 when there are no posters).
  public func index(over count: Int) -> Int {
    count > 0 ? Self.wrap(index, count) : 0
  }

  private static func wrap(_ value: Int, _ count: Int) -> Int {
    ((value % count) + count) % count
  }
}
