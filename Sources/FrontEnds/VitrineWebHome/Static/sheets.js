// The sheets: the widget gallery (add a widget) and Edit Widget (its configuration).
"use strict";

const Gallery = {
  async open() {
    const dialog = document.getElementById("gallery");
    const list = document.getElementById("gallery-list");
    list.replaceChildren();
    dialog.showModal();
    try {
      const kinds = await Api.get("/api/gallery?lang=" + Preferences.language());
      const sizes = Home.state.device.sizes;
      list.replaceChildren(...kinds.map((kind) => {
        const section = document.createElement("section");
        section.className = "gallery-kind";
        const heading = document.createElement("h3");
        heading.textContent = kind.displayName;
        const description = document.createElement("p");
        description.textContent = kind.description;
        const row = document.createElement("div");
        row.className = "gallery-row";
        for (const family of kind.families) {
          const figure = document.createElement("figure");
          const image = document.createElement("img");
          const size = sizes[family] || [158, 158];
          image.width = Math.round(size[0] * 0.6);
          image.height = Math.round(size[1] * 0.6);
          image.alt = kind.displayName + " — " + t(family);
          image.src = "/gallery/" + encodeURIComponent(kind.kind) + "/" + family + ".png?"
            + Api.appearanceQuery();
          const button = document.createElement("button");
          button.type = "button";
          button.textContent = t("add") + ": " + t(family);
          button.dataset.kind = kind.kind;
          button.dataset.family = family;
          button.addEventListener("click", () => Gallery.add(kind.kind, family));
          const caption = document.createElement("figcaption");
          caption.append(button);
          figure.append(image, caption);
          row.append(figure);
        }
        section.append(heading, description, row);
        return section;
      }));
    } catch (error) { toast(error.message); }
  },

  async add(kind, family) {
    try {
      await Api.post("/api/widgets", { kind, family });
      document.getElementById("gallery").close();
      toast(t("added"));
      await Home.load();
    } catch (error) { toast(error.message); }
  },
};

// Edit Widget as iOS's sheet: the widget turns over to show its parameters as rows; a row
// with options pushes a searchable list in sections with the current value checked and
// scrolled to; Done saves.
const Configure = {
  widget: null,
  parameters: [],
  // Set when a press held on a widget opened the sheet: until that finger lifts, nothing in
  // the sheet may take the press (no option chosen under the finger).
  heldOpen: false,

  async open(widget, fromPress) {
    Configure.widget = widget;
    Configure.heldOpen = !!fromPress;
    const dialog = document.getElementById("configure");
    document.getElementById("configure-title").textContent = widget.displayName;
    dialog.setAttribute("aria-label", t("configureTitle", { name: widget.displayName }));
    document.getElementById("configure-error").textContent = "";
    document.getElementById("configure-rows").replaceChildren();
    document.getElementById("configure-fields").replaceChildren();
    Configure.showMain();
    const preview = document.getElementById("configure-preview");
    const image = document.createElement("img");
    image.src = widget.image;
    image.alt = "";
    const scale = Math.min(1, 220 / widget.frame.width);
    image.width = Math.round(widget.frame.width * scale);
    image.height = Math.round(widget.frame.height * scale);
    preview.replaceChildren(image);
    if (!dialog.open) dialog.showModal();
    dialog.classList.remove("turning");
    void dialog.offsetWidth;
    dialog.classList.add("turning");
    try {
      Configure.parameters = await Api.get("/api/widgets/" + widget.id + "/configuration?lang=" + Preferences.language());
      document.getElementById("configure-fields").replaceChildren(...Configure.parameters.map(Configure.field));
      document.getElementById("configure-rows").replaceChildren(...Configure.parameters.map(Configure.row));
    } catch (error) {
      document.getElementById("configure-error").textContent = error.message;
    }
  },

  showMain() {
    document.getElementById("configure-main").hidden = false;
    document.getElementById("configure-detail").hidden = true;
    for (const fieldset of document.querySelectorAll("#configure-fields .parameter")) fieldset.hidden = true;
  },

  // Pushes the list of one parameter: its search box focused, its current value in view.
  push(parameter) {
    document.getElementById("configure-main").hidden = true;
    document.getElementById("configure-detail").hidden = false;
    const back = document.getElementById("configure-back");
    back.textContent = "‹ " + Configure.widget.displayName;
    back.setAttribute("aria-label", t("back") + ": " + Configure.widget.displayName);
    let shown = null;
    for (const fieldset of document.querySelectorAll("#configure-fields .parameter")) {
      fieldset.hidden = fieldset.dataset.key !== parameter.key;
      if (!fieldset.hidden) shown = fieldset;
    }
    if (!shown) return;
    const checked = shown.querySelector("input[type=radio]:checked");
    if (checked) checked.closest(".option").scrollIntoView({ block: "center" });
    const search = shown.querySelector(".option-search");
    if (search && !Configure.heldOpen) search.focus({ preventScroll: true });
  },

  // The title of the option now chosen for `parameter`.
  chosenTitle(parameter) {
    const form = document.getElementById("configure-form");
    const chosen = form.querySelector('[name="' + CSS.escape(parameter.key) + '"]:checked');
    if (!chosen) return parameter.value ?? parameter.defaultValue ?? t("defaultValue");
    return chosen.closest(".option").dataset.title;
  },

  // One parameter's row on the widget's back: its name and value; options push a list.
  row(parameter) {
    const row = document.createElement("div");
    row.className = "parameter-row";
    row.dataset.key = parameter.key;
    const name = document.createElement("span");
    name.className = "parameter-name";
    name.textContent = parameter.title;
    if (!parameter.sections) {
      const input = document.getElementById("configure-fields")
        .querySelector('[data-key="' + CSS.escape(parameter.key) + '"] input');
      const label = document.createElement("label");
      label.className = "parameter-row";
      label.dataset.key = parameter.key;
      label.append(name);
      if (input) label.append(input);
      return label;
    }
    const button = document.createElement("button");
    button.type = "button";
    button.className = "parameter-row";
    button.dataset.key = parameter.key;
    const value = document.createElement("span");
    value.className = "parameter-value";
    value.textContent = Configure.chosenTitle(parameter);
    button.append(name, value);
    button.addEventListener("click", () => Configure.push(parameter));
    return button;
  },

  // One parameter's list: options in their sections with a search box (or a text field).
  field(parameter) {
    const fieldset = document.createElement("fieldset");
    fieldset.className = "parameter";
    fieldset.dataset.key = parameter.key;
    fieldset.hidden = true;
    const legend = document.createElement("legend");
    legend.textContent = parameter.title;
    fieldset.append(legend);
    if (parameter.description) {
      const note = document.createElement("p");
      note.className = "note";
      note.textContent = parameter.description;
      fieldset.append(note);
    }
    const current = parameter.value ?? parameter.defaultValue ?? "";
    if (!parameter.sections) {
      const input = document.createElement("input");
      input.name = parameter.key;
      input.type = /integer|number/.test(parameter.typeName) ? "number" : "text";
      input.value = current;
      input.setAttribute("aria-label", parameter.title);
      fieldset.append(input);
      return fieldset;
    }
    const search = document.createElement("input");
    search.type = "search";
    search.className = "option-search";
    search.placeholder = t("search");
    search.setAttribute("aria-label", t("search") + ": " + parameter.title);
    const empty = document.createElement("p");
    empty.className = "no-matches";
    empty.setAttribute("role", "status");
    const groups = parameter.sections.map((section, index) => {
      const group = document.createElement("div");
      group.className = "option-section";
      group.setAttribute("role", "group");
      if (section.title) {
        const heading = document.createElement("h4");
        heading.id = "section-" + parameter.key + "-" + index;
        heading.textContent = section.title;
        group.setAttribute("aria-labelledby", heading.id);
        group.append(heading);
      }
      for (const item of section.items) {
        const label = document.createElement("label");
        label.className = "option";
        const radio = document.createElement("input");
        radio.type = "radio";
        radio.name = parameter.key;
        radio.value = item.identifier;
        radio.checked = item.identifier === current;
        const text = document.createElement("span");
        text.textContent = item.title;
        label.append(radio, text);
        if (item.subtitle) {
          const subtitle = document.createElement("small");
          subtitle.textContent = item.subtitle;
          label.append(subtitle);
        }
        label.dataset.title = item.title;
        // Search matches what the list shows: the title and subtitle in the page's language.
        label.dataset.search = (item.title + " " + (item.subtitle || "")).toLowerCase();
        radio.addEventListener("change", () => {
          const value = document.querySelector('#configure-rows [data-key="' + CSS.escape(parameter.key) + '"] .parameter-value');
          if (value) value.textContent = item.title;
          Configure.showMain();
        });
        group.append(label);
      }
      return group;
    });
    search.addEventListener("input", () => {
      const query = search.value.trim().toLowerCase();
      let shown = 0;
      for (const group of groups) {
        let inGroup = 0;
        for (const option of group.querySelectorAll(".option")) {
          const match = !query || option.dataset.search.includes(query);
          option.hidden = !match;
          if (match) inGroup += 1;
        }
        group.hidden = inGroup === 0;
        shown += inGroup;
      }
      empty.textContent = shown === 0 ? t("noMatches", { query: search.value }) : "";
    });
    const list = document.createElement("div");
    list.className = "options";
    list.append(...groups);
    fieldset.append(search, list, empty);
    return fieldset;
  },

  // While the press that opened the sheet is held, the sheet takes nothing: its release and
  // the click that follows are swallowed.
  guard(event) {
    if (!Configure.heldOpen || !document.getElementById("configure").open) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.type === "click" || event.type === "touchend") {
      setTimeout(() => { Configure.heldOpen = false; }, 0);
    } else if (event.type === "pointerup" || event.type === "pointercancel") {
      setTimeout(() => { Configure.heldOpen = false; }, 350);
    }
  },

  async save(event) {
    event.preventDefault();
    const form = document.getElementById("configure-form");
    const values = {};
    for (const parameter of Configure.parameters) {
      const chosen = form.querySelector('[name="' + CSS.escape(parameter.key) + '"]:checked')
        || form.querySelector('input[name="' + CSS.escape(parameter.key) + '"]:not([type="radio"])');
      if (chosen && chosen.value !== "") values[parameter.key] = chosen.value;
    }
    try {
      await Api.post("/api/widgets/" + Configure.widget.id + "/configure", { values });
      document.getElementById("configure").close();
      toast(t("saved"));
      Home.refresh(Configure.widget.id);
    } catch (error) {
      document.getElementById("configure-error").textContent = error.message;
    }
  },
};

document.addEventListener("DOMContentLoaded", () => {
  document.getElementById("gallery-close").addEventListener("click", () => document.getElementById("gallery").close());
  document.getElementById("configure-cancel").addEventListener("click", () => document.getElementById("configure").close());
  document.getElementById("configure-form").addEventListener("submit", Configure.save);
  document.getElementById("configure-back").addEventListener("click", () => Configure.showMain());
  const sheet = document.getElementById("configure");
  for (const type of ["pointerup", "pointercancel", "mouseup", "touchend", "click"]) {
    sheet.addEventListener(type, Configure.guard, true);
  }
});
