// ScrollLab in the browser, 1 of 5: the wasm module's exports (the ABI of docs/WEB.md, written by
// Sources/ScrollWeb) behind one small class. This is the only file that knows export names; every
// other file talks to a Core. Strings cross as UTF-8 in the module's memory.
"use strict";

const SCROLLLAB_DEVICES = ["se", "15", "promax"];
const SCROLLLAB_POINTER_KINDS = ["down", "move", "up", "cancel"];

class ScrollLabCore {
  /** Compiles and instantiates the module (base64 text); nothing is imported from the page. */
  static async load(base64) {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const { instance } = await WebAssembly.instantiate(bytes, {});
    return new ScrollLabCore(instance.exports, bytes.length);
  }

  constructor(exports, bytes) {
    this.x = exports;
    this.bytes = bytes;
    this.encoder = new TextEncoder();
    this.decoder = new TextDecoder();
  }

  /** A string into the module's memory: [pointer, length]; free it with `release`. */
  put(text) {
    const data = this.encoder.encode(text);
    const ptr = this.x.sl_alloc(Math.max(1, data.length));
    new Uint8Array(this.x.memory.buffer, ptr, data.length).set(data);
    return [ptr, data.length];
  }

  release(ptr) { this.x.sl_free(ptr); }

  /** The module's last result text (sl_result_ptr / sl_result_len). */
  result() {
    const ptr = this.x.sl_result_ptr(), len = this.x.sl_result_len();
    return this.decoder.decode(new Uint8Array(this.x.memory.buffer, ptr, len));
  }

  /**
   * A sandbox: `scene` a scene definition (JSON text) or an id, `feel` a feel definition (JSON text),
   * a preset's name or "" (the scene's own), device "se" | "15" | "promax".
   * @returns a handle; throws with the module's message when the scene or feel is refused.
   */
  create({ scene, feel, device, landscape, hz }) {
    const [sp, sl] = this.put(scene), [fp, fl] = this.put(feel || "");
    const h = this.x.sl_sandbox_create(sp, sl, fp, fl, Math.max(0, SCROLLLAB_DEVICES.indexOf(device)), landscape ? 1 : 0, hz);
    this.release(sp);
    this.release(fp);
    if (!h) throw new Error(this.result() || "the module refused the scene");
    return h;
  }

  destroy(h) { this.x.sl_sandbox_destroy(h); }

  /** One input event in sandbox time (the sandbox shifts one that predates its time, as natively). */
  handle(h, e) {
    if (e.kind === "wheel") return this.x.sl_sandbox_wheel(h, e.t, e.x, e.y, e.dx, e.dy);
    if (e.kind === "key") {
      const [p, l] = this.put(e.key);
      this.x.sl_sandbox_key(h, e.t, p, l);
      return this.release(p);
    }
    this.x.sl_sandbox_pointer(h, SCROLLLAB_POINTER_KINDS.indexOf(e.kind), BigInt(e.id), e.t, e.x, e.y);
  }

  advance(h, t) { this.x.sl_sandbox_advance(h, t); }
  time(h) { return this.x.sl_sandbox_time(h); }
  hz(h) { return this.x.sl_sandbox_hz(h); }
  idle(h) { return this.x.sl_sandbox_idle(h) !== 0; }
  setOverlays(h, mask) { this.x.sl_sandbox_set_overlays(h, mask); }

  /** The state JSON of `--state`, parsed. */
  state(h) {
    this.x.sl_sandbox_state(h);
    return JSON.parse(this.result());
  }

  /** The frame's display list, as DisplayList.description text (one command a line). */
  displayList(h) {
    this.x.sl_sandbox_display_list(h);
    return this.result();
  }
}
