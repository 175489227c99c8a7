// The developer panel: the host's clock (system or manual, advanced by hand) and its event log.
"use strict";

const Clock = {
  state: null,
  receivedAt: 0,

  show(state) {
    Clock.state = state;
    Clock.receivedAt = Date.now();
    document.getElementById("mode-system").checked = state.mode === "system";
    document.getElementById("mode-manual").checked = state.mode === "manual";
    Clock.tick();
  },

  // The host's time now: it runs on from the last report in system mode.
  now() {
    if (!Clock.state) return new Date();
    const elapsed = Clock.state.mode === "system" ? Date.now() - Clock.receivedAt : 0;
    return new Date(Clock.state.now + elapsed);
  },

  // The status bar always reads 9:41, as in Apple's screenshots and every app's status bar:
  // the host's time is shown here and in the widgets.
  tick() {
    const now = Clock.now();
    const locale = Preferences.language() === "ru" ? "ru-RU" : "en-US";
    document.getElementById("host-time").textContent =
      now.toLocaleString(locale, { dateStyle: "medium", timeStyle: "medium" });
  },

  async change(body) {
    try {
      Clock.show(await Api.post("/api/clock", body));
    } catch (error) {
      toast(error.status === 409 && body.action === "next-reload" ? t("nothingScheduled") : error.message);
    }
  },
};

const Developer = {
  setUp() {
    for (const radio of document.querySelectorAll('input[name="clock-mode"]')) {
      radio.addEventListener("change", () => Clock.change({ action: radio.value }));
    }
    for (const button of document.querySelectorAll("[data-advance]")) {
      button.addEventListener("click", () =>
        Clock.change({ action: "advance", seconds: Number(button.dataset.advance) }));
    }
    document.getElementById("next-reload").addEventListener("click", () => Clock.change({ action: "next-reload" }));
    document.getElementById("real-time").addEventListener("click", () => Clock.change({ action: "real-time" }));
    setInterval(Clock.tick, 1000);
  },

  // Loads the log; answers the update number to stream from.
  async loadLog() {
    const log = await Api.get("/api/events");
    document.getElementById("log-body").replaceChildren();
    for (const event of log.events) Developer.append(event);
    return log.sequence;
  },

  // Adds a line at the top of the log (newest first), keeping 200.
  append(event) {
    const locale = Preferences.language() === "ru" ? "ru-RU" : "en-US";
    const time = (ms) => ms == null ? "—"
      : new Date(ms).toLocaleString(locale, { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit", hour12: false });
    const row = document.createElement("tr");
    row.className = "log-" + event.kind;
    const cells = [
      time(event.time), event.widget + " " + event.instance, t("event." + event.kind),
      event.reason ? t("reason." + event.reason) : "—",
      event.budgetUsed == null ? "—" : String(event.budgetUsed), time(event.nextReload),
      event.message || event.shown || "",
    ];
    for (const text of cells) {
      const cell = document.createElement("td");
      cell.textContent = text;
      row.append(cell);
    }
    const body = document.getElementById("log-body");
    body.prepend(row);
    while (body.children.length > 200) body.lastElementChild.remove();
  },
};
