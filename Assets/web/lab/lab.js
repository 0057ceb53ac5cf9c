// ScrollLab in the browser, 5 of 5: the lab — the bundle the page embeds (scenes, feels, images, the
// module), sessions made from it, `replay`, and `window.scrolllab` (docs/WEB.md, "API").
"use strict";

class ScrollLab {
  /** Reads the page's `scrolllab-data` element and instantiates the module. */
  static async boot() {
    const data = JSON.parse(document.getElementById("scrolllab-data").textContent);
    const core = await ScrollLabCore.load(data.wasm);
    return new ScrollLab(data, core);
  }

  constructor(data, core) {
    this.data = data;
    this.core = core;
    this.images = {};
    for (const [name, url] of Object.entries(data.images || {})) {
      const img = new Image();
      img.src = url;
      this.images[name] = img;
    }
    // The live session the page shows (set by the page; state() and trace() read it).
    this.live = null;
  }

  scene(id) { return this.data.scenes.find((s) => s.id === id) || null; }
  feel(name) { return this.data.feels.find((f) => f.name === name) || null; }

  /** What the module is given for a feel: a preset's name, else its definition as JSON. */
  static same(a, b) { return JSON.stringify(ScrollLab.canonical(a)) === JSON.stringify(ScrollLab.canonical(b)); }
  static canonical(v) {
    if (Array.isArray(v)) return v.map(ScrollLab.canonical);
    if (v && typeof v === "object") return Object.fromEntries(Object.keys(v).sort().map((k) => [k, ScrollLab.canonical(v[k])]));
    return v;
  }

  /**
   * A session's setup. `scene` an id (the bundle's definition is embedded in a recording, as the
   * window's recorder does) or a definition; `feel` a name, a definition (a trace header's) or null.
   */
  setup({ scene, definition, feel, device, landscape, hz }) {
    const known = this.scene(scene);
    if (!definition && !known) throw new Error("unknown scene '" + scene + "'");
    const def = definition || known.definition;
    let feelName = null, feelDefinition = null;
    if (typeof feel === "string" && feel) {
      const f = this.feel(feel);
      if (!f) throw new Error("unknown feel '" + feel + "' (" + this.data.feels.map((x) => x.name).join(", ") + ")");
      feelName = f.preset ? f.name : null;
      feelDefinition = f.definition;
    } else if (feel && typeof feel === "object") {
      const f = this.feel(feel.name);
      feelName = f && f.preset && ScrollLab.same(f.definition, feel) ? f.name : null;
      feelDefinition = feel;
    }
    return {
      scene, definition: def,
      feel: feelName, feelDefinition, device: device || "15", landscape: !!landscape, hz: hz || 120,
    };
  }

  session(setup) { return new ScrollLabSession(this.core, setup); }

  /**
   * `scrolllab.replay`: the trace replayed by the module's driver as `--headless --replay` does
   * (`feel` a preset's name overriding the trace's, `hz` the rate, `settle`); the state object.
   */
  replay(text, options) {
    const o = options || {};
    if (o.feel && !this.feel(o.feel)) throw new Error("unknown feel '" + o.feel + "'");
    // A UTF-8 byte-order mark an editor wrote is no part of the trace (the native reader skips it too).
    const plain = typeof text === "string" ? text.replace(/^\ufeff/, "") : text;
    return this.core.replay(this.withScene(plain), o.feel || "", o.hz || 0, !!o.settle);
  }

  /**
   * A version-1 trace (no embedded definition) naming a scene of the page's catalogue — a `--scene
   * FILE.json` or `--scenes` scene the module does not hold — gets the bundle's definition of it
   * spliced into its header (version 2), as `--headless --replay` finds the scene in its catalogue; the
   * module then applies the replay's defaults to it as to any such trace (`forReplay`). The header's
   * own text is kept, so the module still checks it strictly; anything else is passed on as it is.
   */
  withScene(text) {
    const end = text.indexOf("\n");
    const first = end < 0 ? text : text.slice(0, end);
    let h;
    try { h = JSON.parse(first); } catch (e) { return text; }
    if (!h || typeof h !== "object" || Array.isArray(h) || h.trace !== 1 || "definition" in h) return text;
    const known = typeof h.scene === "string" ? this.scene(h.scene) : null;
    const version = /"trace"\s*:\s*1(?![0-9.eE])/;
    const close = /\}\s*$/;
    if (!known || !known.definition || !version.test(first) || !close.test(first)) return text;
    const spliced = first.replace(version, '"trace":2').replace(close, ',"definition":' + JSON.stringify(known.definition) + "}");
    return spliced + (end < 0 ? "" : text.slice(end));
  }

  /** The window.scrolllab object. */
  api(ready) {
    const lab = this;
    return {
      ready,
      version: lab.data.version,
      replay: (text, options) => lab.replay(text, options),
      state: () => (lab.live ? lab.core.state(lab.live.h) : null),
      trace: () => (lab.live ? lab.live.traceText() : null),
      scenes: () => lab.data.scenes.map((s) => ({ id: s.id, title: s.title })),
      feels: () => lab.data.feels.map((f) => f.name),
      /** Whether the live session is at rest (nothing moves, no touch down, nothing pending). */
      idle: () => !!lab.live && lab.live.held,
      /** How many events the live session took after the time it had reached (recorded at that time). */
      late: () => (lab.live ? lab.live.late : 0),
      wasmBytes: () => lab.core.bytes,
      /**
       * A session of its own, off screen, on `{scene, definition, feel, device, landscape, hz}` (a trace
       * header's fields; default profile, its own feel, 15, portrait, 120 Hz), driven from script: `push(event, now)`, `pump(now)` (ticks
       * run), `state()`, `trace()`, `idle()`, `late()`, `destroy()`; times in seconds from its start;
       * `push` gives the event's time as taken.
       */
      session: (options) => {
        const o = options || {};
        const s = lab.session(lab.setup({
          scene: o.scene || "profile", definition: o.definition || null, feel: o.feel || null, device: o.device, landscape: o.landscape, hz: o.hz,
        }));
        return {
          push: (e, now) => s.push(Object.assign({}, e), now),
          pump: (now) => s.pump(now),
          state: () => lab.core.state(s.h),
          trace: () => s.traceText(),
          idle: () => s.held,
          late: () => s.late,
          destroy: () => s.destroy(),
        };
      },
    };
  }
}
