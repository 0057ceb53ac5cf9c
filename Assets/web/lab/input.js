// ScrollLab in the browser: the browser's input as trace events. Pointer events (mouse, touch, pen;
// every coalesced sample with its own timestamp), the wheel and the scene's keys become events in the
// session's time — `event.timeStamp` (the same clock as performance.now()) minus the session's origin —
// at viewport points. The page and `report --live` share it.
"use strict";

const ScrollLabInput = {
  /**
   * @param canvas the phone
   * @param target () => { session, origin (ms, performance.now() at the session's 0), viewport [w, h] } or null
   * @param sceneKeys key names passed on (KeyBinding's scene layer); others stay the page's
   * @param changed called after each event taken
   */
  attach(canvas, target, sceneKeys, changed) {
    const down = new Set();
    const seconds = (ms, t) => (ms - t.origin) / 1000;
    function point(e, t) {
      const box = canvas.getBoundingClientRect();
      return { x: ((e.clientX - box.left) / box.width) * t.viewport[0], y: ((e.clientY - box.top) / box.height) * t.viewport[1] };
    }
    // The mouse is pointer 0; a finger or pen 1 + (id & 0x7FFFFFFF), as the window numbers fingers.
    const pointerID = (e) => (e.pointerType === "mouse" ? 0 : 1 + (e.pointerId & 0x7fffffff));
    function push(t, e) {
      t.session.push(e, seconds(performance.now(), t));
      if (changed) changed(e);
    }
    function feed(kind, e) {
      const t = target();
      if (!t) return;
      const p = point(e, t);
      push(t, { t: seconds(e.timeStamp, t), kind, id: pointerID(e), x: p.x, y: p.y });
    }
    canvas.addEventListener("pointerdown", (e) => {
      canvas.setPointerCapture(e.pointerId);
      down.add(e.pointerId);
      feed("down", e);
      e.preventDefault();
    });
    canvas.addEventListener("pointermove", (e) => {
      if (!down.has(e.pointerId)) return;
      // Every sample the browser merged into this event, each with its own time.
      const samples = e.getCoalescedEvents ? e.getCoalescedEvents() : [];
      for (const s of samples.length ? samples : [e]) feed("move", s);
    });
    for (const [type, kind] of [["pointerup", "up"], ["pointercancel", "cancel"]]) {
      canvas.addEventListener(type, (e) => {
        if (down.delete(e.pointerId)) feed(kind, e);
      });
    }
    canvas.addEventListener("wheel", (e) => {
      const t = target();
      if (!t) return;
      e.preventDefault();
      const p = point(e, t), perPoint = canvas.getBoundingClientRect().width / t.viewport[0];
      // Lines are 10 pt each (a mouse-wheel notch); pixels are CSS pixels. Positive dy moves the content down.
      const unit = e.deltaMode === 1 ? 10 : e.deltaMode === 2 ? t.viewport[1] : 1 / perPoint;
      push(t, { t: seconds(e.timeStamp, t), kind: "wheel", x: p.x, y: p.y, dx: -e.deltaX * unit, dy: -e.deltaY * unit });
    }, { passive: false });
    const names = { Home: "home", " ": "space", Escape: "escape", Tab: "tab" };
    window.addEventListener("keydown", (e) => {
      if (e.target !== document.body || e.ctrlKey || e.metaKey || e.altKey) return;
      const key = names[e.key] || e.key.toLowerCase();
      const t = target();
      if (!t || !sceneKeys.includes(key)) return;
      push(t, { t: seconds(e.timeStamp, t), kind: "key", key });
    });
  },

  /** Device sizes, points (Device's table; the module reports the same through sl_info). */
  viewport(setup) {
    const d = { se: [375, 667], "15": [393, 852], promax: [430, 932] }[setup.device] || [393, 852];
    return setup.landscape ? [d[1], d[0]] : d;
  },
};
