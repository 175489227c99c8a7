import Foundation

/// Settings' words in English or Russian (as iOS names them), chosen by the environment's locale.
struct SettingsStrings {
  let isRussian: Bool

  init(locale: Locale) { isRussian = locale.identifier.lowercased().hasPrefix("ru") }

  var settings: String { isRussian ? "Настройки" : "Settings" }
  var messages: String { isRussian ? "Сообщения" : "Messages" }
  var sharedWithYou: String { isRussian ? "Отправлено Вам" : "Shared with You" }
  var automaticSharing: String { isRussian ? "Автоматический доступ" : "Automatic Sharing" }
  var footer: String {
    isRussian
      ? "Материалы, которыми с Вами поделились в Сообщениях, появляются в разделе «Отправлено Вам» в приложениях."
      : "Content shared with you in Messages appears in a Shared with You section in apps."
  }
  var apps: String { isRussian ? "Приложения" : "Apps" }
  var conversations: String { isRussian ? "Разговоры" : "Conversations" }
}
