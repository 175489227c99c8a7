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
    phone.dataset.cutout = state.device.cutout;
    phone.dataset.device = state.device.id;
    document.documentElement.dataset.theme = Preferences.scheme();
    Home.renderDeviceChoices();
    Home.renderDock();
    Home.renderPages();
    if (LockScreen.shown) LockScreen.render();
    Fit.update();
  },

  // The grid's pages: each holds its widgets (with their names below) and app icons.
  renderPages() {
    const state = Home.state;
    const grid = document.getElementById("grid");
    const scrolled = grid.clientWidth ? Math.round(grid.scrollLeft / grid.clientWidth) : 0;
    const pages = [];
    for (let index = 0; index < state.grid.pages; index += 1) {
      const page = document.createElement("div");
      page.className = "page";
      page.dataset.page = String(index);
      page.setAttribute("role", "group");
      page.setAttribute("aria-label", t("pageOf", { page: index + 1, pages: state.grid.pages }));
      pages.push(page);
    }
    for (const widget of state.widgets) pages[Math.min(widget.page, pages.length - 1)].append(Home.widgetElement(widget));
    for (const app of state.apps) pages[Math.min(app.page, pages.length - 1)].append(Home.gridIcon(app));
    grid.replaceChildren(...pages);
    grid.scrollLeft = Math.min(scrolled, pages.length - 1) * grid.clientWidth;
    Home.renderDots();
  },

  renderDots() {
    const count = Home.state.grid.pages;
    const grid = document.getElementById("grid");
    const current = grid.clientWidth ? Math.round(grid.scrollLeft / grid.clientWidth) : 0;
    const dots = document.getElementById("page-dots");
    dots.replaceChildren(...Array.from({ length: count }, (_, index) => {
      const dot = document.createElement("button");
      dot.type = "button";
      dot.setAttribute("role", "tab");
      dot.setAttribute("aria-selected", String(index === current));
      dot.setAttribute("aria-label", t("pageOf", { page: index + 1, pages: count }));
      dot.addEventListener("click", () => Home.showPage(index));
      return dot;
    }));
    document.getElementById("page-pill").dataset.pages = String(count);
  },

  showPage(index) {
    const grid = document.getElementById("grid");
    grid.scrollTo({ left: index * grid.clientWidth, behavior: "smooth" });
  },

  // While the pages move (and a moment after), the pill shows the dots, as on iOS.
  pagesScrolled() {
    const pill = document.getElementById("page-pill");
    if (Home.state && Home.state.grid.pages > 1) pill.classList.add("paging");
    clearTimeout(Home.pagingTimer);
    Home.pagingTimer = setTimeout(() => {
      pill.classList.remove("paging");
      if (Home.state) Home.renderDots();
    }, 1200);
    const grid = document.getElementById("grid");
    const current = Math.round(grid.scrollLeft / Math.max(1, grid.clientWidth));
    document.querySelectorAll("#page-dots button").forEach((dot, index) =>
      dot.setAttribute("aria-selected", String(index === current)));
  },

  appButton(app, className) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "app-icon " + className;
    button.dataset.app = app.id;
    button.setAttribute("aria-label", t("open", { name: appName(app) }));
    const image = document.createElement("img");
    image.src = app.icon;
    image.alt = "";
    image.draggable = false;
    button.append(image);
    button.addEventListener("click", () => { if (!Home.editing) AppScreen.open({ app: app.id }); });
    return button;
  },

  // An app on the grid: its icon in its cell, its name below (in the gap between rows).
  gridIcon(app) {
    const button = Home.appButton(app, "grid-icon");
    button.setAttribute("role", "listitem");
    Home.place(button, app.frame);
    const name = document.createElement("span");
    name.className = "icon-name";
    name.textContent = appName(app);
    button.append(name);
    return button;
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

  // The dock: icons without names, as on iOS (the name is the button's accessible name).
  renderDock() {
    const dock = document.getElementById("dock");
    dock.replaceChildren(...Home.state.dock.map((app) => Home.appButton(app, "dock-icon")));
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
    const name = document.createElement("span");
    name.className = "widget-name";
    name.setAttribute("aria-hidden", "true");
    name.textContent = widget.displayName;
    element.append(name);
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

  // A press of 600 ms on a widget opens its Edit Widget sheet, as on iOS. The sheet then
  // ignores the finger until it lifts (Configure.heldOpen), so the release chooses nothing.
  enableLongPress(element, widget) {
    let timer = null;
    let held = false;
    const cancel = () => { clearTimeout(timer); timer = null; held = false; };
    element.addEventListener("pointerdown", (event) => {
      if (Home.editing || !widget.configurable || event.button !== 0) return;
      held = true;
      timer = setTimeout(() => {
        timer = null;
        element.dataset.longPressed = "yes";
        Configure.open(widget, true);
      }, 600);
    });
    element.addEventListener("pointerup", cancel);
    element.addEventListener("pointercancel", cancel);
    element.addEventListener("pointerleave", () => { clearTimeout(timer); timer = null; });
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
      // A touch held long also fires contextmenu: the press already opened the sheet.
      if (element.dataset.longPressed === "yes" || document.getElementById("configure").open) return;
      Configure.open(widget, held);
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
      AppScreen.open({ url: region.url });
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

// The app on screen: a picture the app runtime drew on the server; pointer events on it are
// forwarded (a click taps, a press held half a second or a right click long-presses, a drag or
// the wheel scrolls, a swipe from the left edge goes back), and its accessibility elements
// become the picture's text alternative.
const AppScreen = {
  state: null,
  press: null,

  async open(body) {
    try {
      const state = await Api.post("/api/apps/open", Object.assign({
        scheme: Preferences.scheme(), lang: Preferences.language(),
      }, body));
      AppScreen.show(state);
      document.getElementById("app-home").focus();
    } catch (error) { toast(error.message); }
  },

  async input(body) {
    try {
      AppScreen.show(await Api.post("/api/apps/input", Object.assign({
        scheme: Preferences.scheme(), lang: Preferences.language(),
      }, body)));
    } catch (error) { toast(error.message); }
  },

  show(state) {
    AppScreen.state = state;
    const section = document.getElementById("app-screen");
    if (!state.open) { AppScreen.close(); return; }
    document.getElementById("app-title").textContent = state.name;
    const image = document.getElementById("app-image");
    image.style.width = state.width + "px";
    image.style.height = state.height + "px";
    const labels = state.elements.map((e) => e.label).filter((l) => l);
    // Drawn at the pixels the window shows it at (1-3 per point), not always at 3: fewer
    // pixels to draw and send for each tap.
    const source = state.image + "&scale=" + AppScreen.pictureScale();
    const loader = new Image();
    loader.onload = loader.onerror = () => {
      if (AppScreen.state !== state) return;
      image.src = source;
      image.alt = state.name + ": " + labels.join(", ")
        + (state.menu ? " — " + t("menu") + ": " + state.menu.join(", ") : "");
      image.dataset.version = String(state.version);
      section.dataset.version = String(state.version);
    };
    loader.src = source;
    section.hidden = false;
    document.getElementById("app-bar").hidden = false;
    section.dataset.app = state.app;
    document.getElementById("compose").hidden = state.app !== "messages";
  },

  close() {
    document.getElementById("app-screen").hidden = true;
    document.getElementById("app-bar").hidden = true;
    AppScreen.state = null;
  },

  // Where a pointer event is on the app's picture, in the app's points (the phone is scaled
  // to fit the window).
  point(event) {
    const rect = document.getElementById("app-image").getBoundingClientRect();
    const scale = AppScreen.scale();
    return { x: (event.clientX - rect.left) / scale, y: (event.clientY - rect.top) / scale };
  },

  // Pixels per point the picture needs to be crisp here: the fit's scale times the screen's.
  pictureScale() {
    return Math.min(3, Math.max(1, Math.ceil(Fit.scale * (window.devicePixelRatio || 1) - 0.05)));
  },

  scale() {
    const image = document.getElementById("app-image");
    const width = AppScreen.state ? AppScreen.state.width : 0;
    return width > 0 ? image.getBoundingClientRect().width / width || 1 : 1;
  },

  setUp() {
    const image = document.getElementById("app-image");
    image.addEventListener("pointerdown", (event) => {
      event.preventDefault();
      AppScreen.press = Object.assign(AppScreen.point(event), { time: Date.now() });
    });
    image.addEventListener("pointerup", (event) => {
      const start = AppScreen.press;
      AppScreen.press = null;
      if (!start || event.button === 2) return;
      const end = AppScreen.point(event);
      const dx = start.x - end.x;
      const dy = start.y - end.y;
      if (start.x < 24 && -dx > 60 && Math.abs(dy) < -dx) {
        // A swipe from the left edge: iOS's back gesture.
        AppScreen.input({ action: "back" });
      } else if (Math.hypot(dx, dy) > 10) {
        AppScreen.input({ action: "scroll", x: start.x, y: start.y, dx, dy });
      } else if (Date.now() - start.time >= 500) {
        AppScreen.input({ action: "longpress", x: start.x, y: start.y });
      } else {
        AppScreen.input({ action: "tap", x: start.x, y: start.y });
      }
    });
    image.addEventListener("contextmenu", (event) => {
      event.preventDefault();
      const at = AppScreen.point(event);
      AppScreen.input({ action: "longpress", x: at.x, y: at.y });
    });
    image.addEventListener("wheel", (event) => {
      event.preventDefault();
      const at = AppScreen.point(event);
      const scale = AppScreen.scale();
      AppScreen.input({ action: "scroll", x: at.x, y: at.y, dx: event.deltaX / scale, dy: event.deltaY / scale });
    }, { passive: false });
    document.getElementById("app-back").addEventListener("click", () => AppScreen.input({ action: "back" }));
    document.getElementById("app-home").addEventListener("click", () => AppScreen.input({ action: "home" }));
    document.getElementById("home-indicator").addEventListener("click", () => AppScreen.input({ action: "home" }));
    document.getElementById("compose").addEventListener("submit", async (event) => {
      event.preventDefault();
      const group = document.getElementById("compose-group").value.trim();
      try {
        await Api.post("/api/apps/messages/compose", {
          from: document.getElementById("compose-from").value,
          group: group || undefined,
          addContact: document.getElementById("compose-contact").checked,
          text: document.getElementById("compose-text").value,
        });
        document.getElementById("compose-text").value = "";
        AppScreen.show(await Api.get("/api/apps/current?" + Api.appearanceQuery()));
      } catch (error) { toast(error.message); }
    });
  },
};

// The Lock Screen: the host's time and date, the accessory widgets drawn vibrant (the inline
// one in the date line, as iOS shows it).
const LockScreen = {
  shown: false,

  show(shown) {
    LockScreen.shown = shown;
    document.getElementById("lock-screen").hidden = !shown;
    document.getElementById("lock-toggle").setAttribute("aria-pressed", String(shown));
    if (shown) LockScreen.render();
  },

  render() {
    if (!Home.state) return;
    const sizes = { accessoryRectangular: [172, 76], accessoryCircular: [76, 76], accessoryInline: [172, 22] };
    const inline = document.getElementById("lock-inline");
    const widgets = document.getElementById("lock-widgets");
    inline.replaceChildren();
    widgets.replaceChildren();
    for (const widget of Home.state.lockScreen) {
      const image = document.createElement("img");
      image.src = widget.image + "?" + Api.appearanceQuery();
      image.alt = t("widgetLabel", { name: widget.name });
      image.dataset.family = widget.family;
      const size = sizes[widget.family] || [76, 76];
      if (widget.family === "accessoryInline") {
        image.height = 22;
        if (!inline.children.length) inline.append(image);
      } else {
        image.width = size[0];
        image.height = size[1];
        widgets.append(image);
      }
    }
    LockScreen.tick();
  },

  tick() {
    if (!LockScreen.shown) return;
    const now = Clock.now();
    const locale = Preferences.language() === "ru" ? "ru-RU" : "en-US";
    document.getElementById("lock-time").textContent =
      now.toLocaleTimeString(locale, { hour: "numeric", minute: "2-digit", hour12: false });
    document.getElementById("lock-date-text").textContent =
      now.toLocaleDateString(locale, { weekday: "long", day: "numeric", month: "long" });
  },

  setUp() {
    document.getElementById("lock-toggle").addEventListener("click", () => LockScreen.show(!LockScreen.shown));
    document.getElementById("lock-unlock").addEventListener("click", () => LockScreen.show(false));
    setInterval(LockScreen.tick, 1000);
  },
};

// The phone fitted to its area: scaled so the whole device shows, from a 360×640 phone to a
// 4K screen (at most 3×, the pictures' own scale, so they stay crisp). In a phone-sized window
// the screen fills the window without its bezel and the controls become a drawer.
const Fit = {
  scale: 1,

  compact() {
    return window.innerWidth <= 600;
  },

  update() {
    const phone = document.getElementById("phone");
    const sizer = document.getElementById("phone-sizer");
    const area = document.getElementById("phone-area");
    const compact = Fit.compact();
    document.body.classList.toggle("compact", compact);
    if (!compact) Fit.setDrawer(false);
    const width = phone.offsetWidth;
    const height = phone.offsetHeight;
    if (!width || !height) return;
    const style = getComputedStyle(area);
    const across = area.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const down = area.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    const scale = Math.max(0.1, Math.min(across / width, down / height, 3));
    Fit.scale = scale;
    phone.style.transform = "scale(" + scale + ")";
    sizer.style.width = width * scale + "px";
    sizer.style.height = height * scale + "px";
    document.body.dataset.scale = scale.toFixed(3);
  },

  setDrawer(open) {
    document.body.classList.toggle("drawer-open", open);
    document.getElementById("drawer-toggle").setAttribute("aria-expanded", String(open));
  },

  setUp() {
    window.addEventListener("resize", Fit.update);
    new ResizeObserver(Fit.update).observe(document.getElementById("phone-area"));
    document.getElementById("drawer-toggle").addEventListener("click", () =>
      Fit.setDrawer(!document.body.classList.contains("drawer-open")));
  },
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

// `vitrine serve --watch`: the build the page shows. A new build reloads the page (the home
// screen's state lives on the server, so it stays); a failed build covers the home screen with
// the compiler's errors, so the pictures of the older build are never taken for current.
const Watch = {
  generation: null,
  async poll() {
    let status;
    try {
      status = await (await fetch("/api/watch", { cache: "no-store" })).json();
    } catch (error) {
      // The server is between two builds: look again shortly.
      return setTimeout(() => Watch.poll(), 500);
    }
    if (!status.watching) return;
    if (Watch.generation === null) Watch.generation = status.generation;
    if (status.state === "current" && status.generation > Watch.generation) {
      return location.reload();
    }
    Watch.show(status);
    setTimeout(() => Watch.poll(), 500);
  },
  show(status) {
    let panel = document.getElementById("watch-status");
    if (!panel) {
      panel = document.createElement("div");
      panel.id = "watch-status";
      panel.setAttribute("role", "status");
      document.body.appendChild(panel);
    }
    panel.className = status.state;
    document.body.classList.toggle("build-failed", status.state === "failed");
    if (status.state === "current") {
      panel.textContent = "Build " + status.generation + " · watching for changes";
      return;
    }
    panel.textContent = "";
    const title = document.createElement("strong");
    title.textContent = status.state === "building"
      ? "Building… (" + (status.changed || []).join(", ") + ")"
      : "Build failed: the home screen shows build " + status.generation + ", not your latest code";
    panel.appendChild(title);
    if (status.state === "failed") {
      const output = document.createElement("pre");
      output.textContent = status.output;
      panel.appendChild(output);
    }
  },
};

function appearanceChanged() {
  translatePage();
  Home.setEditing(Home.editing);
  Home.load().then(() => Developer.loadLog());
}

document.addEventListener("DOMContentLoaded", async () => {
  await loadStrings();
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
  AppScreen.setUp();
  Fit.setUp();
  LockScreen.setUp();
  document.getElementById("grid").addEventListener("scroll", Home.pagesScrolled, { passive: true });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !document.getElementById("app-screen").hidden) AppScreen.input({ action: "home" });
  });
  Developer.setUp();
  const sequence = await Developer.loadLog();
  listen(sequence);
  await Home.load();
  Watch.poll();
  document.body.dataset.ready = "yes";
});
