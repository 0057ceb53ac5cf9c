// The page of `scrolllab web` (docs/WEB.md): the phone on a canvas, driven by the browser's pointer
// events with their own timestamps; scene, feel and overlays switchable; the arena's log beside it;
// the recording downloadable as a trace. Everything it runs is Assets/web/lab/*.js.
"use strict";

(function () {
  const body = document.body;
  const canvas = document.getElementById("phone");
  const ctx = canvas.getContext("2d");
  const sceneSelect = document.getElementById("scene");
  const feelSelect = document.getElementById("feel");
  const logList = document.getElementById("log");
  const status = document.getElementById("status");
  const params = new URLSearchParams(location.hash.slice(1));
  let lab = null, origin = 0, mask = 0, dirty = true, scale = 1, frames = 0, notice = "";
  // Frame cost (tick + display list + draw), ms: what bench reads (web_frame_ms_p99).
  const frameTimes = [];

  const viewport = () => ScrollLabInput.viewport(lab.live.setup);

  /** A new live session: the page's clock starts again at 0 (a recording starts with it). */
  function start() {
    if (lab.live) lab.live.destroy();
    const feel = feelSelect.value || null;
    lab.live = lab.session(lab.setup({ scene: sceneSelect.value, feel, device: "15", hz: 120 }));
    lab.core.setOverlays(lab.live.h, mask);
    origin = performance.now();
    const [w, h] = viewport();
    // Pixels per point: the page's zoom times the screen's pixel ratio, or #scale=S.
    const zoom = Math.min(1, Math.max(0.4, (window.innerHeight - 40) / h));
    scale = Number(params.get("scale")) || zoom * (window.devicePixelRatio || 1);
    canvas.width = Math.round(w * scale);
    canvas.height = Math.round(h * scale);
    canvas.style.width = (canvas.width / (window.devicePixelRatio || 1)) + "px";
    canvas.style.height = (canvas.height / (window.devicePixelRatio || 1)) + "px";
    dirty = true;
    showKeys();
  }

  /** The key table's scene rows whose keys do something in the scene shown (the window's key map's rule). */
  function showKeys() {
    const rows = lab.data.sceneKeyHelp.filter((k) => k.names.some((name) => lab.core.keyActs(lab.live.h, name)));
    document.getElementById("keys").replaceChildren(...rows.flatMap((k) => [
      Object.assign(document.createElement("dt"), { textContent: k.keys }),
      Object.assign(document.createElement("dd"), { textContent: k.help }),
    ]));
    if (!rows.length) document.getElementById("keys").append(Object.assign(document.createElement("dd"), { textContent: "none in this scene" }));
  }

  const seconds = (ms) => (ms - origin) / 1000;

  function frame() {
    // A call that trapped restarted the module (ScrollLabCore.bind): the scene starts again, and says so.
    if (lab.live.lost) {
      start();
      notice = " · the module stopped and was started again: the scene restarted";
    }
    const t0 = performance.now();
    let ticks = 0;
    try {
      ticks = lab.live.pump(seconds(t0));
    } catch (e) {
      // Past the trace rules' two hours (a recording stops there, as the window's does).
      notice = " · " + e.message + ": Restart starts a new recording";
    }
    if (ticks > 0 || dirty) {
      const list = lab.core.commands(lab.live.h);
      ScrollLabCanvas.draw(ctx, list, scale, lab.images);
      frameTimes.push(performance.now() - t0);
      if (frameTimes.length > 2000) frameTimes.shift();
      dirty = false;
    }
    // The log and the status line: a few times a second, outside the frame's measured cost.
    if (frames++ % 15 === 0) showLog();
    requestAnimationFrame(frame);
  }

  function showLog() {
    const state = lab.core.state(lab.live.h);
    const lines = (state.arena && state.arena.log) || [];
    const text = lines.join("\n");
    if (logList.dataset.text !== text) {
      logList.dataset.text = text;
      logList.replaceChildren(...lines.map((l) => Object.assign(document.createElement("li"), { textContent: l })));
    }
    status.textContent = "t = " + state.time.toFixed(3) + " s · " + (lab.live.held ? "at rest" : "moving") + " · " +
      lab.live.eventCount + " events recorded" + notice;
  }

  function download() {
    const text = lab.live.traceText();
    const a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([text], { type: "application/x-ndjson" }));
    a.download = "scrolllab-" + lab.live.setup.scene + "-web.ndjson";
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 0);
  }

  const booted = ScrollLab.boot().then((l) => {
    lab = l;
    for (const s of lab.data.scenes) sceneSelect.add(new Option(s.id + " — " + s.title, s.id));
    feelSelect.add(new Option("the scene's own", ""));
    for (const f of lab.data.feels) feelSelect.add(new Option(f.name, f.name));
    sceneSelect.value = body.dataset.scene;
    feelSelect.value = body.dataset.feel;
    document.querySelectorAll("input[data-overlay]").forEach((box) => {
      box.addEventListener("change", () => {
        const bit = 1 << lab.data.overlays.indexOf(box.dataset.overlay);
        mask = box.checked ? mask | bit : mask & ~bit;
        lab.core.setOverlays(lab.live.h, mask);
        dirty = true;
      });
    });
    ScrollLabInput.attach(canvas, () => ({ session: lab.live, origin, viewport: viewport() }), lab.data.sceneKeys, () => { dirty = true; });
    sceneSelect.addEventListener("change", start);
    feelSelect.addEventListener("change", start);
    document.getElementById("restart").addEventListener("click", start);
    document.getElementById("download").addEventListener("click", download);
    start();
    requestAnimationFrame(frame);
    return true;
  });
  // `scrolllab.ready` at once (a promise: the page's policy runs no string predicates, so a driver
  // awaits it: docs/WEB.md, "API"); the rest of the API once the module runs. It rejects with the reason
  // the page could not start.
  const ready = booted.then(() => {
    Object.assign(window.scrolllab, lab.api(ready), {
      /** Frame costs so far, ms (tick, display list and canvas draw): bench's web_frame_ms_p99. */
      frameTimes: () => frameTimes.slice(),
      /** Pixels per point the phone is drawn at. */
      scale: () => scale,
    });
    return true;
  }, (error) => {
    status.textContent = "ScrollLab could not start: " + error.message;
    console.error("scrolllab: " + error.message);
    throw error;
  });
  ready.catch(() => {});
  window.scrolllab = { ready };
})();
