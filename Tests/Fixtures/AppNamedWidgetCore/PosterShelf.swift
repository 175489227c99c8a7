/// An app's own framework that happens to be called `WidgetCore`, as the recommendations
/// widget's source app has: it must build and be imported beside Vitrine's Apple-named modules.
public struct PosterShelf: Sendable {
  /// The titles on the shelf, in order.
  public var titles: [String]

  /// A shelf of the given titles.
  public init(titles: [String]) {
    self.titles = titles
  }
}
