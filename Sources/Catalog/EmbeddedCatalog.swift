/// The catalog that ships with Vitrine: real films and series, with the viewer's progress.
public enum EmbeddedCatalog {
  /// Every title: films, then episodes.
  public static let titles: [Title] = films + episodes

  /// The title with `id`, if any.
  public static func title(id: String) -> Title? {
    titles.first { $0.id == id }
  }

  /// The viewer's personal selection, best first: started titles, then a mix of the rest.
  public static let recommendations: [Title] = {
    let started = titles.filter { $0.progress != nil }
    let rest = titles.filter { $0.progress == nil }
    // Interleave films and series so every page of recommendations has both.
    let films = rest.filter { !$0.isEpisode }
    let series = rest.filter(\.isEpisode)
    var mixed: [Title] = []
    for index in 0..<max(films.count, series.count) {
      if index < films.count { mixed.append(films[index]) }
      if index < series.count { mixed.append(series[index]) }
    }
    return started + mixed
  }()
}
