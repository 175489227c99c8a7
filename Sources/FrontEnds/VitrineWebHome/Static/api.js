// Requests to the home screen's server: GETs, and POSTs carrying the page's CSRF token.
"use strict";

const Api = {
  token: document.querySelector('meta[name="csrf-token"]').content,

  // The appearance the widgets are drawn in, as a query string.
  appearanceQuery() {
    return "scheme=" + Preferences.scheme() + "&lang=" + Preferences.language();
  },

  async get(path) {
    const response = await fetch(path, { credentials: "same-origin" });
    return Api.answer(response);
  },

  async post(path, body) {
    const response = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", "X-CSRF-Token": Api.token },
      body: JSON.stringify(body || {}),
    });
    return Api.answer(response);
  },

  async answer(response) {
    let body = null;
    try { body = await response.json(); } catch (e) { body = null; }
    if (!response.ok) {
      const message = body && body.error ? body.error : "HTTP " + response.status;
      const error = new Error(message);
      error.status = response.status;
      throw error;
    }
    return body;
  },
};

// Shows a short message in the status area (read by screen readers).
function toast(message) {
  const element = document.getElementById("toast");
  element.textContent = message;
  element.classList.add("shown");
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => element.classList.remove("shown"), 3500);
}
