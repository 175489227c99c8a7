// The sheets: the widget gallery (add a widget) and Edit Widget (its configuration).
"use strict";

const Gallery = {
  async open() {
    const dialog = document.getElementById("gallery");
    const list = document.getElementById("gallery-list");
    list.replaceChildren();
    dialog.showModal();
    try {
      const kinds = await Api.get("/api/gallery");
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

const Configure = {
  widget: null,
  parameters: [],

  async open(widget) {
    Configure.widget = widget;
    const dialog = document.getElementById("configure");
    document.getElementById("configure-title").textContent = t("configureTitle", { name: widget.displayName });
    document.getElementById("configure-error").textContent = "";
    const fields = document.getElementById("configure-fields");
    fields.replaceChildren();
    if (!dialog.open) dialog.showModal();
    try {
      Configure.parameters = await Api.get("/api/widgets/" + widget.id + "/configuration");
      fields.replaceChildren(...Configure.parameters.map(Configure.field));
    } catch (error) {
      document.getElementById("configure-error").textContent = error.message;
    }
  },

  // One parameter: options in their sections with a search box, or a text or number field.
  field(parameter) {
    const fieldset = document.createElement("fieldset");
    fieldset.className = "parameter";
    fieldset.dataset.key = parameter.key;
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
        label.dataset.search = (item.title + " " + (item.subtitle || "") + " " + item.identifier).toLowerCase();
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
});
