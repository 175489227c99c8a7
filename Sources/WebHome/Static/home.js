// The home screen: the phone, its widgets as server-drawn pictures with transparent hit
// regions, the dock, the app screen, and the live updates from the server.
"use strict";

const Home = {
  state: null,
  editing: false,
  pending: new Map(),

  async load() {
    Home.state = await Api.get("/api/home?" + Api.appearanceQuery());
    Home.render();
    Clock.show(Home.state.clock);
  },

  render() {
    const state = Home.state;
    const screen = document.getElementById("screen");
    const phone = document.getElementById("phone");
    screen.style.width = state.device.width + "px";
    screen.style.height = state.device.height + "px";
    phone.classList.toggle("home-button", state.device.hasHomeButton);
    document.documentElement.dataset.theme = Preferences.scheme();
    Home.renderDeviceChoices();
    Home.renderDock();
    const grid = document.getElementById("grid");
    grid.replaceChildren(...state.widgets.map(Home.widgetElement));
  },

  renderDeviceChoices() {
    const select = document.getElementById("device-select");
    select.replaceChildren(...Home.state.devices.map((device) => {
      const option = document.createElement("option");
      option.value = device.id;
      option.textContent = device.width + "×" + device.height + " — " + device.name.split(",")[0];
      option.title = device.name;
      option.selected = device.id === Home.state.device.id;
      return option;
    }));
  },

  renderDock() {
    const dock = document.getElementById("dock");
    dock.replaceChildren(...Home.state.apps.map((app) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "app-icon";
      button.setAttribute("aria-label", t("open", { name: app.name }));
      const image = document.createElement("img");
      image.src = app.icon;
      image.alt = "";
      const label = document.createElement("span");
      label.textContent = app.name;
      button.append(image, label);
      button.addEventListener("click", () => AppScreen.open("app=" + encodeURIComponent(app.id)));
      return button;
    }));
  },

  // One widget: its picture, a button per hit region, and the edit controls.
  widgetElement(widget) {
    const element = document.createElement("div");
    element.className = "widget";
    element.setAttribute("role", "listitem");
    element.setAttribute("aria-label", t("widgetLabel", { name: widget.displayName }));
    element.dataset.id = widget.id;
    Home.place(element, widget.frame);
    const image = document.createElement("img");
    image.className = "widget-image";
    image.alt = widget.label || widget.displayName;
    image.src = widget.image;
    image.width = widget.frame.width;
    image.height = widget.frame.height;
    image.draggable = false;
    element.append(image);
    if (widget.widgetURL) {
      const open = Home.hitButton({ x: 0, y: 0, width: widget.frame.width, height: widget.frame.height },
        t("open", { name: widget.displayName }));
      open.classList.add("widget-url");
      open.addEventListener("click", () => Home.activate(widget.id, { kind: "link", url: widget.widgetURL }));
      element.append(open);
    }
    for (const region of widget.regions) {
      const button = Home.hitButton(region.frame, region.label);
      button.dataset.region = String(region.index);
      button.dataset.kind = region.kind;
      button.dataset.action = region.action;
      button.addEventListener("click", () => Home.activate(widget.id, region));
      element.append(button);
    }
    element.append(Home.editControls(widget));
    Home.enableLongPress(element, widget);
    Home.enableDrag(element, widget);
    return element;
  },

  hitButton(frame, label) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "hit";
    button.setAttribute("aria-label", label);
    Home.place(button, frame);
    return button;
  },

  place(element, frame) {
    element.style.left = frame.x + "px";
    element.style.top = frame.y + "px";
    element.style.width = frame.width + "px";
    element.style.height = frame.height + "px";
  },

  editControls(widget) {
    const controls = document.createElement("div");
    controls.className = "widget-controls";
    const make = (label, text, action, className) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = className || "";
      button.setAttribute("aria-label", label + ": " + widget.displayName);
      button.textContent = text;
      button.addEventListener("click", (event) => { event.stopPropagation(); action(); });
      return button;
    };
    controls.append(make(t("remove"), "−", () => Home.remove(widget.id), "remove"));
    if (widget.configurable) {
      controls.append(make(t("editWidget"), "✎", () => Configure.open(widget)));
    }
    controls.append(make(t("moveEarlier"), "↑", () => Home.move(widget.id, -1)));
    controls.append(make(t("moveLater"), "↓", () => Home.move(widget.id, +1)));
    return controls;
  },

  // A press of 600 ms on a widget opens its Edit Widget sheet, as on iOS.
  enableLongPress(element, widget) {
    let timer = null;
    const cancel = () => { clearTimeout(timer); timer = null; };
    element.addEventListener("pointerdown", (event) => {
      if (Home.editing || !widget.configurable || event.button !== 0) return;
      timer = setTimeout(() => {
        timer = null;
        element.dataset.longPressed = "yes";
        Configure.open(widget);
      }, 600);
    });
    element.addEventListener("pointerup", cancel);
    element.addEventListener("pointerleave", cancel);
    element.addEventListener("click", (event) => {
      if (element.dataset.longPressed === "yes") {
        delete element.dataset.longPressed;
        event.stopPropagation();
        event.preventDefault();
      }
    }, true);
    element.addEventListener("contextmenu", (event) => {
      if (!widget.configurable) return;
      event.preventDefault();
      Configure.open(widget);
    });
  },

  enableDrag(element, widget) {
    element.addEventListener("dragstart", (event) => {
      event.dataTransfer.setData("text/plain", widget.id);
      event.dataTransfer.effectAllowed = "move";
    });
    element.addEventListener("dragover", (event) => { if (Home.editing) event.preventDefault(); });
    element.addEventListener("drop", (event) => {
      event.preventDefault();
      const moved = event.dataTransfer.getData("text/plain");
      if (!moved || moved === widget.id) return;
      const order = Home.state.widgets.map((w) => w.id).filter((id) => id !== moved);
      order.splice(order.indexOf(widget.id), 0, moved);
      Home.saveOrder(order);
    });
  },

  setEditing(editing) {
    Home.editing = editing;
    document.body.classList.toggle("editing", editing);
    const toggle = document.getElementById("edit-toggle");
    toggle.setAttribute("aria-pressed", String(editing));
    toggle.textContent = editing ? t("done") : t("editHome");
    for (const element of document.querySelectorAll(".widget")) element.draggable = editing;
    for (const hit of document.querySelectorAll(".hit")) hit.disabled = editing;
  },

  // A tap on a hit region: an intent runs on the server, a link opens its app.
  async activate(id, region) {
    if (Home.editing) return;
    if (region.kind === "link") {
      AppScreen.open("url=" + encodeURIComponent(region.url));
      return;
    }
    try {
      const widget = await Api.post("/api/widgets/" + id + "/tap", {
        region: region.index, action: region.action,
        scheme: Preferences.scheme(), lang: Preferences.language(),
      });
      Home.update(widget);
    } catch (error) {
      toast(t("tapFailed", { error: error.message }));
    }
  },

  // Shows a widget's new state; the new picture replaces the old one once it has loaded.
  update(widget) {
    const index = Home.state.widgets.findIndex((w) => w.id === widget.id);
    if (index < 0) return;
    const old = Home.state.widgets[index];
    if (old.version > widget.version) return;
    Home.state.widgets[index] = widget;
    const element = document.querySelector('.widget[data-id="' + widget.id + '"]');
    if (!element) return;
    const fresh = Home.widgetElement(widget);
    const loader = new Image();
    loader.onload = loader.onerror = () => {
      const current = document.querySelector('.widget[data-id="' + widget.id + '"]');
      if (current && Home.state.widgets[index] === widget) {
        const focused = document.activeElement;
        const region = focused && focused.dataset ? focused.dataset.region : undefined;
        current.replaceWith(fresh);
        if (region !== undefined) {
          const again = fresh.querySelector('[data-region="' + region + '"]');
          if (again) again.focus();
        }
        if (Home.editing) Home.setEditing(true);
      }
    };
    loader.src = widget.image;
  },

  // Fetches a widget's state after the server said it changed (at most once per 100 ms each).
  refresh(id) {
    if (Home.pending.has(id)) return;
    Home.pending.set(id, setTimeout(async () => {
      Home.pending.delete(id);
      try {
        Home.update(await Api.get("/api/widgets/" + id + "?" + Api.appearanceQuery()));
      } catch (error) {
        if (error.status !== 404) toast(error.message);
      }
    }, 100));
  },

  async remove(id) {
    try {
      await Api.post("/api/widgets/" + id + "/remove");
      toast(t("removed"));
      await Home.load();
    } catch (error) { toast(error.message); }
  },

  async move(id, step) {
    const order = Home.state.widgets.map((w) => w.id);
    const from = order.indexOf(id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= order.length) return;
    order.splice(from, 1);
    order.splice(to, 0, id);
    await Home.saveOrder(order);
    const button = document.querySelector('.widget[data-id="' + id + '"] [aria-label^="'
      + (step < 0 ? t("moveEarlier") : t("moveLater")) + '"]');
    if (button) button.focus();
  },

  async saveOrder(order) {
    try {
      await Api.post("/api/layout", { order });
      await Home.load();
      if (Home.editing) Home.setEditing(true);
    } catch (error) { toast(error.message); }
  },
};

// The screen an app shows; until the app runtime lands, a labelled placeholder.
const AppScreen = {
  async open(query) {
    try {
      const screen = await Api.get("/api/apps/open?" + query);
      document.getElementById("app-title").textContent = screen.name;
      document.getElementById("app-message").textContent = t("notYetAvailable", { app: screen.name });
      document.getElementById("app-link").textContent = screen.url || "";
      document.getElementById("app-link-row").hidden = !screen.url;
      const section = document.getElementById("app-screen");
      section.hidden = false;
      section.dataset.app = screen.app;
      document.getElementById("app-home").focus();
    } catch (error) { toast(error.message); }
  },
  close() { document.getElementById("app-screen").hidden = true; },
};

// The server's pushed updates (Server-Sent Events).
function listen(after) {
  const source = new EventSource("/api/stream?after=" + after);
  source.addEventListener("widget", (event) => Home.refresh(JSON.parse(event.data).id));
  source.addEventListener("event", (event) => Developer.append(JSON.parse(event.data)));
  source.addEventListener("clock", (event) => Clock.show(JSON.parse(event.data)));
  source.addEventListener("layout", () => Home.load());
  source.addEventListener("reset", () => { Home.load(); Developer.loadLog(); });
}

function appearanceChanged() {
  translatePage();
  Home.setEditing(Home.editing);
  Home.load().then(() => Developer.loadLog());
}

document.addEventListener("DOMContentLoaded", async () => {
  translatePage();
  document.getElementById("scheme-select").value = Preferences.read("scheme", "auto");
  document.getElementById("lang-select").value = Preferences.read("lang", "auto");
  document.getElementById("scheme-select").addEventListener("change", (event) => {
    Preferences.write("scheme", event.target.value);
    appearanceChanged();
  });
  document.getElementById("lang-select").addEventListener("change", (event) => {
    Preferences.write("lang", event.target.value);
    appearanceChanged();
  });
  window.matchMedia("(prefers-color-scheme: dark)").addEventListener("change", appearanceChanged);
  document.getElementById("device-select").addEventListener("change", async (event) => {
    try {
      await Api.post("/api/device", { device: event.target.value });
      await Home.load();
    } catch (error) { toast(error.message); }
  });
  document.getElementById("edit-toggle").addEventListener("click", () => Home.setEditing(!Home.editing));
  document.getElementById("add-widget").addEventListener("click", () => Gallery.open());
  document.getElementById("app-home").addEventListener("click", () => AppScreen.close());
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !document.getElementById("app-screen").hidden) AppScreen.close();
  });
  Developer.setUp();
  const sequence = await Developer.loadLog();
  listen(sequence);
  await Home.load();
  document.body.dataset.ready = "yes";
});
