import Foundation

/// Messages' words in English or Russian, chosen by the environment's locale.
struct MessagesStrings {
  let isRussian: Bool

  init(locale: Locale) { isRussian = locale.identifier.lowercased().hasPrefix("ru") }

  var title: String { isRussian ? "Сообщения" : "Messages" }
  var pin: String { isRussian ? "Закрепить" : "Pin" }
  var unpin: String { isRussian ? "Открепить" : "Unpin" }
  var pinned: String { isRussian ? "Закреплено" : "Pinned" }
}
