// The language and scheme the person chose, and the page's words in that language.
"use strict";

// The page's words in English and Russian are in words.json, the one set of translations the
// page and the server share (the server names widgets, parameters and options from it);
// loaded once before the page is first drawn.
const Strings = { en: {}, ru: {} };

async function loadStrings() {
  const response = await fetch("/static/words.json", { credentials: "same-origin" });
  Object.assign(Strings, await response.json());
}


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
