import Foundation

/// A few friends and conversations in Russian and English sharing catalog titles, other sites
/// and links that are not universal links, so a fresh device has something real to show.
///
/// What it surfaces to the streaming app (newest first, see ``SurfacingEngine``): Chernobyl
/// pinned by Kate; Stalker from Kate and 2 others (Kate, Anna, and Dima in the group); The Irony of
/// Fate from Boris in the group; Sherlock from Kate; Brother 2 from Boris. What it filters: a
/// stranger's Solaris, an `http` link, an account page the association file excludes, and
/// other sites.
public enum SampleWorld {
  /// One sample message: who, where, what, how long before the newest.
  struct Line {
    var from: String
    var group: String?
    var text: String
    var pinned = false
    var hoursAgo: Double
  }

  /// The contacts: name and handle.
  static let contacts: [(String, String)] = [
    ("Anna Petrova", "anna@example.com"),
    ("Борис Смирнов", "+79161234567"),
    ("Kate Wilson", "kate@example.com"),
    ("Дима", "dima@example.com"),
  ]

  static let friday = "Кино по пятницам"

  static let lines: [Line] = [
    Line(
      from: "+79161234567", text: "Пересматриваю, смотри: https://vitrine.example/title/brother-2",
      hoursAgo: 50),
    Line(
      from: "anna@example.com",
      text: "Have you seen this one? https://vitrine.example/title/stalker", hoursAgo: 30),
    Line(
      from: "kate@example.com",
      text: "https://vitrine.example/title/sherlock-s1e1 is brilliant, start tonight!", hoursAgo: 26
    ),
    Line(
      from: "+15550001111", text: "Free films!!! https://vitrine.example/title/solaris",
      hoursAgo: 24),
    Line(
      from: "kate@example.com", text: "Old link, sorry: http://vitrine.example/title/solaris",
      hoursAgo: 20),
    Line(
      from: "kate@example.com", text: "Renew here: https://vitrine.example/account/subscription",
      hoursAgo: 19),
    Line(
      from: "dima@example.com", group: friday,
      text: "В пятницу «Сталкер»? https://vitrine.example/title/stalker", hoursAgo: 12),
    Line(
      from: "+79161234567", group: friday,
      text: "Или вот: https://vitrine.example/title/irony-of-fate", hoursAgo: 11),
    Line(
      from: "dima@example.com", group: friday,
      text: "Рецензия: https://kinopoisk.example/film/stalker", hoursAgo: 10),
    Line(
      from: "anna@example.com",
      text:
        "Trailer https://www.youtube.com/watch?v=stalker1979 and again https://vitrine.example/title/stalker",
      hoursAgo: 6),
    Line(
      from: "kate@example.com",
      text: "Must watch, pinning it: https://vitrine.example/title/chernobyl-s1e1", pinned: true,
      hoursAgo: 4),
    Line(
      from: "kate@example.com",
      text: "And Stalker, everyone says so: https://vitrine.example/title/stalker", hoursAgo: 2),
  ]

  /// Installs the streaming app and adds the sample contacts and messages to `system`, the
  /// newest message dated `now`.
  public static func install(into system: SharedWithYouSystem, now: Date) throws {
    try StreamingApp.install(into: system)
    let known = Set(try system.contacts().map { $0.name.lowercased() })
    for (name, handle) in contacts where !known.contains(name.lowercased()) {
      try system.addContact(name: name, handles: [handle])
    }
    for line in lines {
      try system.send(
        from: line.from, group: line.group, text: line.text, pinned: line.pinned,
        date: now.addingTimeInterval(-line.hoursAgo * 3600))
    }
  }
}
