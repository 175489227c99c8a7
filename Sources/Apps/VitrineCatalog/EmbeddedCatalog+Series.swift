// Series, episode titles, years, countries, genres and running times are facts; the one-line
// summaries are Vitrine's own.

extension EmbeddedCatalog {
  static let episodes: [Title] = [
    episode(
      "sherlock", "Sherlock", "Шерлок", 2010, ["GB"], [.crime, .drama], 88,
      ("A Study in Pink", "Этюд в розовых тонах"),
      "A consulting detective and an army doctor share a flat in modern London.",
      "Детектив-консультант и военный врач снимают квартиру на Бейкер-стрит.", progress: 0.3),
    episode(
      "chernobyl", "Chernobyl", "Чернобыль", 2019, ["US", "GB"], [.drama, .history], 60,
      ("1:23:45", "1:23:45"),
      "The night of the reactor explosion and the cover-up that followed.",
      "Ночь взрыва на четвёртом энергоблоке и попытки скрыть масштаб аварии."),
    episode(
      "game-of-thrones", "Game of Thrones", "Игра престолов", 2011, ["US"], [.fantasy, .drama], 62,
      ("Winter Is Coming", "Зима близко"),
      "Noble houses fight for the Iron Throne while winter approaches.",
      "Знатные дома борются за Железный трон, а с севера надвигается зима."),
    episode(
      "breaking-bad", "Breaking Bad", "Во все тяжкие", 2008, ["US"], [.crime, .drama], 58,
      ("Pilot", "Пилот"),
      "A chemistry teacher with cancer starts cooking methamphetamine.",
      "Больной раком учитель химии начинает варить метамфетамин.", progress: 0.5),
    episode(
      "queens-gambit", "The Queen's Gambit", "Ход королевы", 2020, ["US"], [.drama], 59,
      ("Openings", "Дебюты"),
      "An orphan becomes a chess prodigy in the 1950s and 60s.",
      "Сирота становится шахматным вундеркиндом в пятидесятые и шестидесятые."),
    episode(
      "to-the-lake", "To the Lake", "Эпидемия", 2019, ["RU"], [.thriller, .drama], 52,
      ("Episode 1", "Серия 1"),
      "As a virus empties Moscow, two families head for a lake in Karelia.",
      "Пока вирус опустошает Москву, две семьи пробираются к озеру в Карелии."),
    episode(
      "the-method", "The Method", "Метод", 2015, ["RU"], [.crime, .thriller], 52,
      ("Episode 1", "Серия 1"),
      "An investigator with his own way of catching killers takes on a trainee.",
      "Следователь со своим методом поимки убийц берёт в стажёры выпускницу."),
    episode(
      "boys-word", "The Boy's Word: Blood on the Asphalt", "Слово пацана. Кровь на асфальте", 2023,
      ["RU"], [.crime, .drama], 60,
      ("Episode 1", "Серия 1"),
      "A schoolboy joins a street gang in late-1980s Kazan.",
      "Школьник вступает в уличную группировку в Казани конца восьмидесятых."),
    episode(
      "stranger-things", "Stranger Things", "Очень странные дела", 2016, ["US"],
      [.scienceFiction, .horror], 48,
      ("Chapter One: The Vanishing of Will Byers", "Глава первая: Исчезновение Уилла Байерса"),
      "A boy vanishes in a small Indiana town and his friends find a strange girl.",
      "В маленьком городке пропадает мальчик, а его друзья находят странную девочку."),
    episode(
      "the-crown", "The Crown", "Корона", 2016, ["GB"], [.drama, .history], 56,
      ("Wolferton Splash", "Вулфертон-Сплэш"),
      "The reign of Elizabeth II from her wedding onwards.",
      "Правление Елизаветы II с её свадьбы и восшествия на престол."),
    episode(
      "dark", "Dark", "Тьма", 2017, ["DE"], [.scienceFiction, .thriller], 51,
      ("Secrets", "Секреты"),
      "Children's disappearances link four families across three generations.",
      "Исчезновения детей связывают четыре семьи в трёх поколениях.", progress: 0.9),
    episode(
      "money-heist", "Money Heist", "Бумажный дом", 2017, ["ES"], [.crime, .thriller], 47,
      ("Episode 1", "Эпизод 1"),
      "Eight robbers take over the Royal Mint of Spain.",
      "Восемь грабителей захватывают Королевский монетный двор Испании."),
    episode(
      "mandalorian", "The Mandalorian", "Мандалорец", 2019, ["US"],
      [.scienceFiction, .western], 39,
      ("Chapter 1: The Mandalorian", "Глава 1: Мандалорец"),
      "A bounty hunter on the galaxy's edge takes a job he cannot finish.",
      "Охотник за головами на окраине галактики берёт заказ, который не сможет выполнить."),
    episode(
      "fisher", "Fisher", "Фишер", 2023, ["RU"], [.crime, .thriller], 50,
      ("Episode 1", "Серия 1"),
      "Investigators hunt a serial killer in the Rostov region in the eighties.",
      "Следователи ищут серийного убийцу под Ростовом в восьмидесятые."),
    episode(
      "kitchen", "Kitchen", "Кухня", 2012, ["RU"], [.comedy], 24,
      ("Episode 1", "Серия 1"),
      "A young cook starts at a famous Moscow restaurant.",
      "Молодой повар устраивается в известный московский ресторан."),
  ]

  static func episode(
    _ seriesID: String, _ en: String, _ ru: String, _ year: Int, _ countries: [String],
    _ genres: [Genre], _ minutes: Int, _ episodeTitle: (en: String, ru: String),
    _ summaryEn: String, _ summaryRu: String, progress: Double? = nil
  ) -> Title {
    Title(
      id: "\(seriesID)-s1e1", name: LocalizedText(en: en, ru: ru),
      kind: .episode(
        seriesID: seriesID, season: 1, episode: 1,
        episodeTitle: LocalizedText(en: episodeTitle.en, ru: episodeTitle.ru)),
      year: year, countries: countries, genres: genres,
      summary: LocalizedText(en: summaryEn, ru: summaryRu), durationMinutes: minutes,
      progress: progress)
  }
}
