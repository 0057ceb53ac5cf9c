// ScrollLab in the browser, 1 of 5: the wasm module's exports (the ABI of docs/WEB.md, written by
// Sources/ScrollWeb) behind one small class. This is the only file that knows export names; every
// other file talks to a ScrollLabCore. Strings cross as UTF-8 in the module's memory: the page writes
// them into `sl_alloc`ed bytes, the module answers in its output buffer (`sl_output_ptr/len`).
"use strict";

const SCROLLLAB_DEVICES = ["se", "15", "promax"];
const SCROLLLAB_POINTER_KINDS = ["down", "move", "up", "cancel"];

class ScrollLabCore {
  /**
   * Compiles and instantiates the module (base64 text). Whatever it imports (wasi-libc's stdio
   * entry points, never called) is answered with a stub that does nothing: the page gives it no
   * access to anything.
   */
  static async load(base64) {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const module = await WebAssembly.compile(bytes);
    const imports = {};
    for (const i of WebAssembly.Module.imports(module)) {
      if (i.kind !== "function") continue;
      (imports[i.module] = imports[i.module] || {})[i.name] = () => 52;  // ENOSYS
    }
    const instance = await WebAssembly.instantiate(module, imports);
    return new ScrollLabCore(module, imports, instance, bytes.length);
  }

  constructor(module, imports, instance, bytes) {
    this.module = module;
    this.imports = imports;
    this.bytes = bytes;
    this.encoder = new TextEncoder();
    this.decoder = new TextDecoder();
    /** How many times the module was started again after a trap (sessions of an older generation are gone). */
    this.generation = 0;
    this.bind(instance);
  }

  /**
   * Every export behind a guard: the module validates what it is given before running it, but should
   * it ever trap (a WebAssembly.RuntimeError: its memory may be inconsistent), it is instantiated
   * again at once — never left dead for later calls — and the call throws saying so.
   */
  bind(instance) {
    const raw = instance.exports;
    this.x = {};
    for (const [name, value] of Object.entries(raw)) {
      this.x[name] = typeof value !== "function" ? value : (...args) => {
        try {
          return value(...args);
        } catch (e) {
          if (!(e instanceof WebAssembly.RuntimeError)) throw e;
          this.bind(new WebAssembly.Instance(this.module, this.imports));
          this.generation += 1;
          throw new Error("the module stopped (" + e.message + ") and was started again; its sessions are gone");
        }
      };
    }
  }

  /**
   * A rate as the module's i32 argument: 0 (none given) for undefined, null or 0; -1 (which the module
   * refuses, as the native reader does: "hz" must be 60 or 120) for anything not a whole number an i32
   * holds, so no number wraps around to a valid one on the way in.
   */
  static rate(hz) {
    if (hz === undefined || hz === null || hz === 0) return 0;
    return Number.isInteger(hz) && Math.abs(hz) < 2 ** 31 ? hz : -1;
  }

  /** Runs `body(ptr, len)` with `text` in the module's memory. */
  with(text, body) {
    const data = this.encoder.encode(text || "");
    const ptr = this.x.sl_alloc(Math.max(1, data.length));
    new Uint8Array(this.x.memory.buffer, ptr, data.length).set(data);
    try { return body(ptr, data.length); } finally { this.x.sl_free(ptr); }
  }

  /** The module's output buffer as text. */
  output() {
    const ptr = this.x.sl_output_ptr(), len = this.x.sl_output_len();
    return this.decoder.decode(new Uint8Array(this.x.memory.buffer, ptr, len));
  }

  checked(h) {
    if (!h) throw new Error(this.output() || "the module refused the session");
    return h;
  }

  /**
   * A sandbox: `scene` a built-in scene's id, or a scene definition as JSON text (`definition`);
   * `feel` a preset's name or "" (the scene's own); device "se" | "15" | "promax".
   */
  create({ scene, definition, feel, device, landscape, hz }) {
    const d = Math.max(0, SCROLLLAB_DEVICES.indexOf(device)), l = landscape ? 1 : 0;
    hz = ScrollLabCore.rate(hz);
    return this.checked(this.with(feel, (fp, fl) => definition
      ? this.with(definition, (sp, sl) => this.x.sl_create_scene_json(sp, sl, fp, fl, hz, d, l))
      : this.with(scene, (sp, sl) => this.x.sl_create(sp, sl, fp, fl, hz, d, l))));
  }

  /** `--headless --replay` of a trace's text, `feel` ("" = the trace's) and `hz` (0 = the trace's): the state. */
  replay(text, feel, hz, settle) {
    const h = this.checked(this.with(feel, (fp, fl) => this.with(text, (tp, tl) => this.x.sl_create_trace(tp, tl, fp, fl, ScrollLabCore.rate(hz)))));
    try {
      const failed = this.with(text, (tp, tl) => this.x.sl_replay(h, tp, tl, settle ? 1 : 0));
      if (failed) throw new Error(this.output());
      return this.state(h);
    } finally {
      this.destroy(h);
    }
  }

  destroy(h) { this.x.sl_destroy(h); }

  /**
   * One live event (a trace event's fields, times in sandbox seconds) into the session's live loop
   * (ScrollSession's LiveReplay), which then runs up to `now`: the event's time as taken — later than
   * its own when it came after the time the loop had handled.
   */
  push(h, e, now) {
    const taken = this.pushed(h, e, now);
    // −1: times or coordinates the trace rules refuse (the module says which).
    if (taken < 0) throw new Error(this.output());
    return taken;
  }

  pushed(h, e, now) {
    if (e.kind === "wheel") return this.x.sl_live_wheel(h, e.x, e.y, e.dx || 0, e.dy || 0, e.t, now);
    if (e.kind === "key") return this.with(e.key, (p, l) => this.x.sl_live_key(h, p, l, e.t, now));
    const kind = SCROLLLAB_POINTER_KINDS.indexOf(e.kind);
    if (kind < 0) throw new Error("not an input event kind: " + e.kind);
    return this.x.sl_live_pointer(h, kind, BigInt(e.id), e.x, e.y, e.t, now);
  }

  /** Runs the live loop's iterations up to `now`: the ticks run (throws past the trace rules' 7200 s). */
  pump(h, now) {
    const ticks = this.x.sl_live_pump(h, now);
    if (ticks < 0) throw new Error(this.output());
    return ticks;
  }
  /** Whether the live loop is held: nothing moves, nothing is touched, nothing pending. */
  held(h) { return this.x.sl_live_held(h) !== 0; }
  /** How many events the live loop took after their time (recorded at the time it had reached). */
  late(h) { return this.x.sl_live_late(h); }

  /** What the live loop recorded, as trace events (ending with its end marker, the key f9). */
  recording(h) {
    const count = this.x.sl_live_recording(h);
    const n = new Float64Array(this.x.memory.buffer, this.x.sl_output_ptr(), count * 7);
    const keys = this.decoder.decode(new Uint8Array(this.x.memory.buffer, this.x.sl_strings_ptr(), this.x.sl_strings_len())).split("\n");
    const events = [];
    for (let i = 0, k = 0; i < count; i++) {
      const [kind, t, id, x, y, dx, dy] = n.subarray(i * 7, i * 7 + 7);
      if (kind === 4) events.push({ t, kind: "wheel", x, y, dx, dy });
      else if (kind === 5) events.push({ t, kind: "key", key: keys[k++] });
      else events.push({ t, kind: SCROLLLAB_POINTER_KINDS[kind], id, x, y });
    }
    return events;
  }

  /** Whether the key named `key` does something in the session's scene now (the window's key map's rule). */
  keyActs(h, key) { return this.with(key, (p, l) => this.x.sl_key_acts(h, p, l)) !== 0; }

  time(h) { return this.x.sl_time(h); }
  setOverlays(h, mask) { this.x.sl_set_overlays(h, mask); }

  /** The state JSON of `--state`, parsed. */
  state(h) {
    this.x.sl_state(h);
    return JSON.parse(this.output());
  }

  /** The frame's display list as commands (ScrollLabCanvas.decode of the module's binary records). */
  commands(h) {
    const count = this.x.sl_display_list(h);
    const numbers = new Float64Array(this.x.memory.buffer, this.x.sl_output_ptr(), count);
    const blob = new Uint8Array(this.x.memory.buffer, this.x.sl_strings_ptr(), this.x.sl_strings_len());
    return ScrollLabCanvas.decode(numbers, blob);
  }

  /** The frame's display list, as DisplayList.description text (one command a line). */
  displayList(h) {
    this.x.sl_display_list_text(h);
    return this.output();
  }
}
