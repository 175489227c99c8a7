/// The catalog that ships with Vitrine: real films and series, with the viewer's progress.
public enum EmbeddedCatalog {
  /// Every title: films, then episodes.
  public static let titles: [Title] = films + episodes

  /// The title with `id`, if any.
  public static func title(id: String) -> Title? {
    titles.first { $0.id == id }
  }

  /// The viewer's personal selection, best first: what the viewer started alternates with new
  /// titles, and new films alternate with new series.
  public static let recommendations: [Title] = {
    let started = titles.filter { $0.progress != nil }
    let rest = titles.filter { $0.progress == nil }
    let fresh = interleave(rest.filter { !$0.isEpisode }, rest.filter(\.isEpisode))
    return interleave(started, fresh)
  }()

  /// `a[0], b[0], a[1], b[1], …`, then what is left of the longer one.
  static func interleave(_ a: [Title], _ b: [Title]) -> [Title] {
    var merged: [Title] = []
    for index in 0..<max(a.count, b.count) {
      if index < a.count { merged.append(a[index]) }
      if index < b.count { merged.append(b[index]) }
    }
    return merged
  }
}
