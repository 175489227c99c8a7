// Titles, years, countries, genres and running times are facts; the one-line summaries are
// Vitrine's own.

extension EmbeddedCatalog {
  static let films: [Title] = [
    film(
      "brother", "Brother", "Брат", 1997, ["RU"], [.crime, .drama], 100,
      "A demobilised soldier follows his older brother into 1990s St Petersburg's underworld.",
      "Вернувшись из армии, Данила едет к старшему брату в Петербург девяностых."),
    film(
      "brother-2", "Brother 2", "Брат 2", 2000, ["RU"], [.crime, .action], 127,
      "Danila flies to Chicago to stand up for a friend's twin brother.",
      "Данила летит в Чикаго, чтобы заступиться за брата своего друга.", progress: 0.35),
    film(
      "stalker", "Stalker", "Сталкер", 1979, ["SU"], [.scienceFiction, .drama], 163,
      "A guide leads a writer and a scientist into the forbidden Zone and its Room.",
      "Проводник ведёт Писателя и Профессора через Зону к Комнате, исполняющей желания."),
    film(
      "solaris", "Solaris", "Солярис", 1972, ["SU"], [.scienceFiction, .drama], 167,
      "A psychologist on a station above an ocean planet meets his memories in the flesh.",
      "На станции над океаном Соляриса психолога встречают его воспоминания."),
    film(
      "moscow-tears", "Moscow Does Not Believe in Tears", "Москва слезам не верит", 1980, ["SU"],
      [.drama, .romance], 150,
      "Three friends arrive in Moscow in the fifties; twenty years later, one is a director.",
      "Три подруги приезжают покорять Москву; через двадцать лет одна из них директор.",
      progress: 0.6),
    film(
      "irony-of-fate", "The Irony of Fate", "Ирония судьбы, или С лёгким паром!", 1975, ["SU"],
      [.comedy, .romance], 184,
      "After a New Year's Eve at the baths, a Muscovite wakes up in an identical flat in Leningrad.",
      "После бани в новогоднюю ночь москвич просыпается в такой же квартире, но в Ленинграде."),
    film(
      "ivan-vasilievich", "Ivan Vasilievich: Back to the Future",
      "Иван Васильевич меняет профессию",
      1973, ["SU"], [.comedy, .scienceFiction], 88,
      "A time machine swaps a building manager and a tsar.",
      "Машина времени меняет местами управдома и царя."),
    film(
      "diamond-arm", "The Diamond Arm", "Бриллиантовая рука", 1968, ["SU"], [.comedy, .crime], 100,
      "A modest economist returns from a cruise with smugglers' diamonds in his plaster cast.",
      "Скромный экономист возвращается из круиза с бриллиантами контрабандистов в гипсе."),
    film(
      "leviathan", "Leviathan", "Левиафан", 2014, ["RU"], [.drama], 140,
      "A mechanic on the Barents Sea fights the mayor who wants his land.",
      "Автомеханик на берегу Баренцева моря спорит с мэром за свой дом."),
    film(
      "the-return", "The Return", "Возвращение", 2003, ["RU"], [.drama], 105,
      "Two boys' father comes back after twelve years and takes them on a trip to an island.",
      "Отец возвращается через двенадцать лет и везёт сыновей на остров."),
    film(
      "loveless", "Loveless", "Нелюбовь", 2017, ["RU"], [.drama], 127,
      "A divorcing couple must search together when their son disappears.",
      "Разводящиеся супруги вместе ищут пропавшего сына."),
    film(
      "legend-17", "Legend No. 17", "Легенда №17", 2013, ["RU"], [.sport, .drama], 134,
      "The rise of hockey player Valeri Kharlamov, up to the 1972 Summit Series.",
      "Путь Валерия Харламова от армейской команды до Суперсерии 1972 года.", progress: 0.8),
    film(
      "going-vertical", "Going Vertical", "Движение вверх", 2017, ["RU"], [.sport, .drama], 133,
      "The Soviet basketball team's three seconds at the 1972 Munich final.",
      "Три секунды финала Олимпиады 1972 года в Мюнхене."),
    film(
      "t-34", "T-34", "Т-34", 2018, ["RU"], [.war, .action], 139,
      "A captured tank crew plans its escape in a T-34 from a German training ground.",
      "Пленный танкист готовит побег на Т-34 с немецкого полигона."),
    film(
      "the-fool", "The Fool", "Дурак", 2014, ["RU"], [.drama], 116,
      "A plumber finds that a tenement will collapse tonight, and no official wants to know.",
      "Сантехник узнаёт, что общежитие вот-вот рухнет, и никто из начальства не хочет этого знать."),
    film(
      "office-romance", "Office Romance", "Служебный роман", 1977, ["SU"], [.comedy, .romance], 159,
      "A timid statistician courts his stern boss on a friend's advice.",
      "Робкий статистик по совету друга ухаживает за строгой начальницей."),
    film(
      "white-sun", "White Sun of the Desert", "Белое солнце пустыни", 1970, ["SU"],
      [.adventure, .western], 85,
      "A Red Army soldier on his way home guards a bandit's harem in the desert.",
      "Красноармеец Сухов по дороге домой охраняет гарем басмача."),
    film(
      "inception", "Inception", "Начало", 2010, ["US", "GB"], [.scienceFiction, .action], 148,
      "A thief who steals secrets from dreams is hired to plant an idea instead.",
      "Вора, крадущего секреты из снов, нанимают, чтобы внедрить идею."),
    film(
      "interstellar", "Interstellar", "Интерстеллар", 2014, ["US", "GB"],
      [.scienceFiction, .drama], 169,
      "Pilots cross a wormhole to find a new home as crops fail on Earth.",
      "Пилоты уходят через червоточину искать людям новый дом.", progress: 0.12),
    film(
      "parasite", "Parasite", "Паразиты", 2019, ["KR"], [.thriller, .drama], 132,
      "A poor family works its way, one job at a time, into a rich family's house.",
      "Бедная семья одна за другой занимает должности в доме богатой."),
    film(
      "spirited-away", "Spirited Away", "Унесённые призраками", 2001, ["JP"],
      [.animation, .fantasy], 125,
      "A girl works in a bathhouse for spirits to free her parents.",
      "Девочка работает в купальне для духов, чтобы спасти родителей."),
    film(
      "amelie", "Amélie", "Амели", 2001, ["FR"], [.comedy, .romance], 122,
      "A Montmartre waitress secretly arranges small happinesses for others.",
      "Официантка с Монмартра тайком устраивает чужое счастье."),
    film(
      "intouchables", "The Intouchables", "1+1", 2011, ["FR"], [.comedy, .drama], 112,
      "A paralysed aristocrat hires a young man from the suburbs as his carer.",
      "Парализованный аристократ берёт в помощники парня из предместья."),
    film(
      "godfather", "The Godfather", "Крёстный отец", 1972, ["US"], [.crime, .drama], 175,
      "The youngest son of a Mafia family becomes its head.",
      "Младший сын главы мафиозного клана становится его преемником."),
    film(
      "shawshank", "The Shawshank Redemption", "Побег из Шоушенка", 1994, ["US"], [.drama], 142,
      "A banker sentenced for life keeps hope alive in a Maine prison.",
      "Осуждённый пожизненно банкир не теряет надежды в тюрьме Шоушенк."),
    film(
      "pulp-fiction", "Pulp Fiction", "Криминальное чтиво", 1994, ["US"], [.crime], 154,
      "Hitmen, a boxer and a gangster's wife cross paths in Los Angeles.",
      "Пути гангстеров, боксёра и жены босса пересекаются в Лос-Анджелесе."),
    film(
      "fellowship", "The Lord of the Rings: The Fellowship of the Ring",
      "Властелин колец: Братство кольца", 2001, ["NZ", "US"], [.fantasy, .adventure], 178,
      "A hobbit sets out to destroy a ring of terrible power.",
      "Хоббит отправляется уничтожить Кольцо Всевластья.", progress: 0.45),
    film(
      "matrix", "The Matrix", "Матрица", 1999, ["US"], [.scienceFiction, .action], 136,
      "A hacker learns that the world he knows is a simulation.",
      "Хакер узнаёт, что привычный мир — симуляция."),
    film(
      "blade-runner-2049", "Blade Runner 2049", "Бегущий по лезвию 2049", 2017, ["US"],
      [.scienceFiction, .thriller], 164,
      "A replicant hunter uncovers a secret that could end his world's order.",
      "Охотник на репликантов раскрывает тайну, способную изменить мир."),
    film(
      "la-la-land", "La La Land", "Ла-Ла Ленд", 2016, ["US"], [.musical, .romance], 128,
      "A pianist and an actress fall in love while chasing their dreams in Los Angeles.",
      "Пианист и актриса влюбляются, добиваясь успеха в Лос-Анджелесе."),
    film(
      "dune", "Dune", "Дюна", 2021, ["US"], [.scienceFiction, .adventure], 155,
      "The heir of a noble house arrives on the desert planet Arrakis.",
      "Наследник знатного дома прибывает на пустынную планету Арракис."),
  ]

  static func film(
    _ id: String, _ en: String, _ ru: String, _ year: Int, _ countries: [String], _ genres: [Genre],
    _ minutes: Int, _ summaryEn: String, _ summaryRu: String, progress: Double? = nil
  ) -> Title {
    Title(
      id: id, name: LocalizedText(en: en, ru: ru), year: year, countries: countries,
      genres: genres, summary: LocalizedText(en: summaryEn, ru: summaryRu),
      durationMinutes: minutes, progress: progress)
  }
}
