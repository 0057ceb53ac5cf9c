// ScrollLab in the browser, 2 of 5: traces (docs/TRACE.md) read and written in JS. JSON.parse rounds
// each number to the nearest double, as the native reader does, and String(number) writes the
// shortest text that reads back to the same double, so a trace round-trips bit for bit.
"use strict";

const ScrollLabTrace = {
  /** NDJSON text → { header, events }; throws "line N: …" for what the native reader refuses too. */
  parse(text) {
    const lines = text.split(/\r?\n/);
    let header = null;
    const events = [];
    lines.forEach((line, i) => {
      if (!line.trim()) return;
      let value;
      try { value = JSON.parse(line); } catch (e) { throw new Error("line " + (i + 1) + ": not JSON"); }
      if (header === null) {
        if (typeof value.trace !== "number" || typeof value.scene !== "string") {
          throw new Error("line 1: not a trace header ({\"trace\":1,\"device\":…,\"scene\":…,\"hz\":…})");
        }
        header = value;
        return;
      }
      if (typeof value.t !== "number" || typeof value.kind !== "string") throw new Error("line " + (i + 1) + ": not an event");
      events.push(value);
    });
    if (header === null) throw new Error("an empty trace");
    return { header, events };
  },

  /** A number as the native writer writes it: whole numbers without a fraction. */
  num(v) { return String(v); },

  /** One event line (no newline), keys in the native writer's order. */
  line(e) {
    const n = ScrollLabTrace.num;
    if (e.kind === "wheel") {
      return '{"t":' + n(e.t) + ',"kind":"wheel","x":' + n(e.x) + ',"y":' + n(e.y) + ',"dx":' + n(e.dx) + ',"dy":' + n(e.dy) + "}";
    }
    if (e.kind === "key") return '{"t":' + n(e.t) + ',"kind":"key","key":' + JSON.stringify(e.key) + "}";
    return '{"t":' + n(e.t) + ',"kind":"' + e.kind + '","id":' + e.id + ',"x":' + n(e.x) + ',"y":' + n(e.y) + "}";
  },

  /** The header line: version 2 when the scene's definition is embedded (as the window records). */
  headerLine(h) {
    let s = '{"trace":' + (h.definition ? 2 : 1) + ',"device":' + JSON.stringify(h.device) + ',"scene":' + JSON.stringify(h.scene) +
      ',"hz":' + h.hz;
    if (h.landscape) s += ',"landscape":true';
    if (h.feel) s += ',"feel":' + JSON.stringify(h.feel);
    if (h.definition) s += ',"definition":' + JSON.stringify(h.definition);
    return s + "}";
  },

  text(header, events) {
    return [ScrollLabTrace.headerLine(header)].concat(events.map(ScrollLabTrace.line)).join("\n") + "\n";
  },
};
