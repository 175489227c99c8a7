// The page's words in English and Russian, and the language and scheme the person chose.
"use strict";

const Strings = {
  en: {
    title: "Vitrine home screen", phone: "Phone", appearance: "Appearance", language: "Language",
    followBrowser: "Follow the browser", light: "Light", dark: "Dark",
    editHome: "Edit Home Screen", done: "Done", addWidget: "Add Widget", homeScreen: "Home screen",
    widgets: "Widgets", dock: "Dock", home: "Home", openedAt: "Opened at",
    back: "Back", menu: "Menu", appControls: "App controls", composeFrom: "From", composeGroup: "Group", composeText: "Message",
    composeSend: "Send", composeContact: "Add as a contact",
    developer: "Developer", clock: "Clock", hostTime: "Host time", systemClock: "System clock",
    manualClock: "Manual clock", plus10m: "+10 min", plus1h: "+1 h", plus6h: "+6 h",
    nextReload: "To the next reload", eventLog: "Event log", logTime: "Time", logWidget: "Widget",
    logEvent: "Event", logReason: "Reason", logBudget: "Budget used", logNext: "Next reload",
    logDetail: "Detail", gallery: "Widgets", close: "Close", cancel: "Cancel", save: "Save",
    add: "Add", systemSmall: "Small", systemMedium: "Medium", systemLarge: "Large",
    remove: "Remove", editWidget: "Edit Widget", moveEarlier: "Move earlier",
    moveLater: "Move later", search: "Search", noMatches: "No matches for “{query}”",
    defaultValue: "Default", placeholder: "Loading", open: "Open {name}",
    widgetLabel: "{name} widget", removed: "Widget removed", added: "Widget added",
    saved: "Saved", full: "The home screen is full", configureTitle: "Edit {name}",
    nothingScheduled: "No reload is scheduled", tapFailed: "The tap did not go through: {error}",
    pageOf: "Page {page} of {pages}", pages: "Pages", lockScreen: "Lock Screen",
    developerControls: "Developer controls",
    "app.vitrine": "Vitrine", "app.messages": "Messages", "app.settings": "Settings",
  },
  ru: {
    title: "Экран «Домой» Vitrine", phone: "Телефон", appearance: "Оформление", language: "Язык",
    followBrowser: "Как в браузере", light: "Светлое", dark: "Тёмное",
    editHome: "Изменить экран", done: "Готово", addWidget: "Добавить виджет",
    homeScreen: "Экран «Домой»", widgets: "Виджеты", dock: "Док", home: "Домой",
    openedAt: "Открыто по ссылке",
    back: "Назад", menu: "Меню", appControls: "Управление приложением", composeFrom: "От кого", composeGroup: "Группа",
    composeText: "Сообщение", composeSend: "Отправить", composeContact: "Добавить в контакты",
    developer: "Разработчик", clock: "Часы", hostTime: "Время хоста",
    systemClock: "Системные часы", manualClock: "Ручные часы", plus10m: "+10 мин",
    plus1h: "+1 ч", plus6h: "+6 ч", nextReload: "До следующей перезагрузки",
    eventLog: "Журнал событий", logTime: "Время", logWidget: "Виджет", logEvent: "Событие",
    logReason: "Причина", logBudget: "Бюджет", logNext: "Следующая", logDetail: "Подробности",
    gallery: "Виджеты", close: "Закрыть", cancel: "Отменить", save: "Сохранить",
    add: "Добавить", systemSmall: "Маленький", systemMedium: "Средний", systemLarge: "Большой",
    remove: "Удалить", editWidget: "Изменить виджет", moveEarlier: "Переместить раньше",
    moveLater: "Переместить позже", search: "Поиск", noMatches: "Ничего не найдено по запросу «{query}»",
    defaultValue: "По умолчанию", placeholder: "Загрузка", open: "Открыть {name}",
    widgetLabel: "Виджет «{name}»", removed: "Виджет удалён", added: "Виджет добавлен",
    saved: "Сохранено", full: "На экране больше нет места", configureTitle: "Изменить «{name}»",
    nothingScheduled: "Перезагрузок не запланировано",
    tapFailed: "Нажатие не выполнено: {error}",
    pageOf: "Страница {page} из {pages}", pages: "Страницы", lockScreen: "Экран блокировки",
    developerControls: "Инструменты разработчика",
    "app.vitrine": "Vitrine", "app.messages": "Сообщения", "app.settings": "Настройки",
  },
};

const Preferences = {
  read(name, fallback) {
    try { return localStorage.getItem("vitrine." + name) || fallback; } catch (e) { return fallback; }
  },
  write(name, value) {
    try { localStorage.setItem("vitrine." + name, value); } catch (e) { /* private mode */ }
  },
  // "en" or "ru": the choice, or the browser's language.
  language() {
    const chosen = Preferences.read("lang", "auto");
    if (chosen === "en" || chosen === "ru") return chosen;
    return (navigator.language || "en").toLowerCase().startsWith("ru") ? "ru" : "en";
  },
  // "light" or "dark": the choice, or the browser's scheme.
  scheme() {
    const chosen = Preferences.read("scheme", "auto");
    if (chosen === "light" || chosen === "dark") return chosen;
    return window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  },
};

// The text for `key` in the page's language, with {name} placeholders filled in as text.
function t(key, values) {
  const table = Strings[Preferences.language()] || Strings.en;
  let text = table[key] || Strings.en[key] || key;
  for (const [name, value] of Object.entries(values || {})) {
    text = text.split("{" + name + "}").join(String(value));
  }
  return text;
}

// Writes the page's fixed words in its language.
function translatePage() {
  document.documentElement.lang = Preferences.language();
  for (const element of document.querySelectorAll("[data-i18n]")) {
    element.textContent = t(element.dataset.i18n);
  }
  for (const element of document.querySelectorAll("[data-i18n-label]")) {
    element.setAttribute("aria-label", t(element.dataset.i18nLabel));
  }
  document.title = t("title");
}

// An app's name in the page's language.
function appName(app) {
  const key = "app." + app.id;
  const table = Strings[Preferences.language()] || Strings.en;
  return table[key] || app.name;
}
